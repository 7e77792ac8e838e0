import { Form } from 'react-router';

/**
 * A failed load with a retry: a GET form to the same URL runs the loader again, with or without
 * JavaScript. `keep` carries the query parameters the page needs (e.g. its page number).
 */
export function LoadError({
  message,
  retry,
  keep = {},
}: {
  message: string;
  retry: string;
  keep?: Record<string, string>;
}) {
  return (
    <div
      role="alert"
      className="card mx-auto flex max-w-xl flex-col items-center gap-4 border-l-4 border-danger px-6 py-8 text-center"
      data-testid="load-error"
    >
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className="text-danger">
        <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.12" />
        <path d="M12 7v6m0 3.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-semibold text-ink">{message}</p>
      <Form method="get" replace preventScrollReset>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn btn-primary">
          {retry}
        </button>
      </Form>
    </div>
  );
}
