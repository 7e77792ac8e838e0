import type { ReactNode } from 'react';

/** A large, labelled checkbox with an optional hint and error, tied for screen readers. */
export function Checkbox({
  id,
  name,
  label,
  hint,
  error,
  defaultChecked,
  required,
}: {
  id: string;
  name: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  defaultChecked?: boolean;
  required?: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-forest"
        />
        <label htmlFor={id} className="cursor-pointer text-sm font-medium leading-6">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="ml-8 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ml-8 mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
