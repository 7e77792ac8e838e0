import type { ReactNode } from 'react';

const STYLES = {
  success: 'bg-leaf-soft text-forest',
  error: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
  info: 'bg-sand text-ink',
} as const;

/** A feedback message: errors are alerts, the rest polite status messages. */
export function Notice({
  kind,
  children,
  className = '',
  testId,
}: {
  kind: keyof typeof STYLES;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex items-start gap-2 rounded-xl px-4 py-3 text-sm font-medium ${STYLES[kind]} ${className}`}
    >
      <span aria-hidden="true" className="mt-px">
        {kind === 'success' ? '✓' : kind === 'error' ? '!' : 'i'}
      </span>
      <span>{children}</span>
    </p>
  );
}

/** The message of a field, from the API's `errors: [{ field, message }]`. */
export function fieldMessage(
  errors: ReadonlyArray<{ field: string; message: string }> | undefined,
  field: string,
): string | undefined {
  return errors?.find((e) => e.field === field)?.message;
}

/**
 * The same, without the 'field : ' the API puts before a schema error's message (useful in a list of
 * errors, redundant under the field itself).
 */
export const fieldOnlyMessage = (
  errors: ReadonlyArray<{ field: string; message: string }> | undefined,
  field: string,
): string | undefined => fieldMessage(errors, field)?.replace(`${field} : `, '');
