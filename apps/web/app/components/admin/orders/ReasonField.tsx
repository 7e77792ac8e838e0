/** The reason an order's cancel or refund asks for (3–500 characters, as the API checks), with its error. */
export function ReasonField({
  id,
  label,
  error,
  rows,
}: {
  id: string;
  label: string;
  error: string | undefined;
  rows: number;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        name="reason"
        required
        minLength={3}
        maxLength={500}
        rows={rows}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
