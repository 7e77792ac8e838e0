import { useId, useRef, type ReactNode } from 'react';
import { Form } from 'react-router';

/**
 * A form action behind a confirmation dialog. The trigger submits the form directly without
 * JavaScript; with it, the trigger opens a modal <dialog> whose Confirm button submits.
 */
export function ConfirmAction({
  fields,
  label,
  title,
  children,
  confirmLabel,
  cancelLabel,
  className,
  danger = false,
}: {
  fields: Record<string, string>;
  label: ReactNode;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  className: string;
  danger?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <Form method="post" className="contents">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={className}
        onClick={(event) => {
          if (typeof dialog.current?.showModal !== 'function') return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-6 text-ink shadow-2xl"
      >
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div className="mt-2 space-y-2 text-ink-soft">{children}</div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
            {cancelLabel}
          </button>
          <button
            type="submit"
            className={`btn ${danger ? 'bg-danger text-white hover:bg-danger/90' : 'btn-primary'}`}
            onClick={() => dialog.current?.close()}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </Form>
  );
}
