/**
 * A page's background image (per-route option, declared in its handle): decorative, fixed
 * behind the page, never in the way of reading (the content keeps its own surfaces).
 */
export function PageBackground({ src }: { src: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="page-background"
      className="pointer-events-none fixed inset-0 -z-10 bg-cover bg-center bg-no-repeat"
      style={{ backgroundImage: `url(${JSON.stringify(src)})` }}
    />
  );
}
