import { Form } from 'react-router';

/**
 * A record's delete button, after a confirmation, at the foot of its editor; it posts intent=delete with
 * the version the page read (the API refuses it if someone saved the record meanwhile).
 */
export function DeleteForm({
  label,
  confirmation,
  version,
  busy,
}: {
  label: string;
  confirmation: string;
  version: number;
  busy: boolean;
}) {
  return (
    <Form
      method="post"
      className="mt-8 border-t border-line pt-6"
      onSubmit={(event) => {
        if (!window.confirm(confirmation)) event.preventDefault();
      }}
    >
      <input type="hidden" name="version" value={version} />
      <button
        type="submit"
        name="intent"
        value="delete"
        className="btn btn-outline min-h-10 px-4 text-sm text-danger"
        disabled={busy}
      >
        {label}
      </button>
    </Form>
  );
}
