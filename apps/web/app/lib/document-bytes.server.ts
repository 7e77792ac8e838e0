/**
 * The rendered document finished as bytes, never as a JavaScript string (docs/performance.md,
 * "2026-11-30: memory of one instance under mixed load"). A 150–220 KB page decoded to a string,
 * rewritten with a regular expression and encoded again made three more copies per render, each
 * larger than V8's young generation takes (old-generation large objects, freed only by a full
 * collection): under load the heap and the process grew by hundreds of MB.
 */

/**
 * What React renders in the head instead of the stylesheet: React encodes every string it writes,
 * so the 77 KB stylesheet was encoded again on every render. It is spliced in here from bytes encoded
 * once per process. `<` cannot come from a page's own text (React escapes it), so only this element
 * can match.
 */
export const STYLESHEET_PLACEHOLDER = '/*consigne:stylesheet*/';
const PLACEHOLDER_ELEMENT = Buffer.from(`<style>${STYLESHEET_PLACEHOLDER}</style>`);

/**
 * No `<link rel="modulepreload">` (the elements `/<link rel="modulepreload"[^>]*>/g` matches): React
 * Router's `<Scripts>` lists every module of the page's routes in the head, and those ≈46 requests,
 * fetched and compiled while the document is parsed, delayed its first paint and its packshots
 * (Lighthouse mobile on /fr/produits: LCP 2.4–2.6 s with them, 0.9–1.2 s without). The inline module
 * script still imports the route modules at once, and their own imports follow: the page becomes
 * interactive ≈0.1 s later in the same runs (ADR 0017, docs/performance.md).
 */
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const TAG_END = '>'.charCodeAt(0);

/** A document's pieces, in order: what React rendered, the preloads left out, the stylesheet spliced in. */
export function documentPieces(rendered: Buffer, stylesheet: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let placeholder = rendered.indexOf(PLACEHOLDER_ELEMENT);
  let from = 0;
  for (let preload = rendered.indexOf(MODULE_PRELOAD); preload !== -1;) {
    const end = rendered.indexOf(TAG_END, preload + MODULE_PRELOAD.length);
    if (end === -1) break;
    placeholder = keep(pieces, rendered, from, preload, placeholder, stylesheet);
    from = end + 1;
    // Never in a well-formed document: a placeholder cut by the element left out is no placeholder.
    if (placeholder !== -1 && placeholder < from) placeholder = rendered.indexOf(PLACEHOLDER_ELEMENT, from);
    preload = rendered.indexOf(MODULE_PRELOAD, from);
  }
  keep(pieces, rendered, from, rendered.length, placeholder, stylesheet);
  return pieces;
}

/**
 * rendered[from, to) kept, with the stylesheet in its placeholder when the placeholder lies there
 * (a preload, which starts at `to`, cannot lie inside it). Returns where the placeholder still is
 * (-1 once filled: only the first one is).
 */
function keep(
  pieces: Buffer[],
  rendered: Buffer,
  from: number,
  to: number,
  placeholder: number,
  stylesheet: Buffer,
): number {
  if (placeholder < from || placeholder >= to) {
    if (to > from) pieces.push(rendered.subarray(from, to));
    return placeholder;
  }
  const contentAt = placeholder + '<style>'.length;
  pieces.push(rendered.subarray(from, contentAt), stylesheet);
  const after = contentAt + STYLESHEET_PLACEHOLDER.length;
  if (to > after) pieces.push(rendered.subarray(after, to));
  return -1;
}

/**
 * The body of a document response: one stream of the pieces, so that the bytes are not copied
 * again (a `Response` made from a string encodes it, one made from bytes copies them).
 */
export function documentBody(pieces: Buffer[]): ReadableStream<Uint8Array> {
  const whole = Buffer.concat(pieces);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(whole);
      controller.close();
    },
  });
}
