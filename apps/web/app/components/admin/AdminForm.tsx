import {
  createContext,
  useContext,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Form, useNavigation } from 'react-router';
import { fieldOnlyMessage, Notice } from '../account/Notice';
import { useI18n, type MessageKey } from '../../i18n';
import type { FormAnswer, FieldError } from '../../lib/admin-form';

/** The field errors of the form being shown (the action's `errors`), read by each field by its name. */
const FieldErrors = createContext<ReadonlyArray<FieldError> | undefined>(undefined);

/** The error of the field `name` in the enclosing AdminForm, without the API's 'name : ' prefix. */
export const useFieldError = (name: string) => fieldOnlyMessage(useContext(FieldErrors), name);

/**
 * A back-office form posting one `intent`: above it, what the action refused (`result`: the field
 * errors' summary, else the API's message); each Field shows its own error. Sent without the
 * browser's own checks (noValidate): the API's rules are the ones shown.
 */
export function AdminForm({
  intent,
  result,
  summary = 'admin.form.invalid',
  testId,
  className,
  label,
  notice = true,
  labelledBy,
  children,
}: {
  intent?: string;
  /** The action's answer (useActionData), if any. */
  result: FormAnswer | undefined;
  /** The summary said when fields are refused. */
  summary?: MessageKey;
  /** The error notice's test id. */
  testId?: string;
  className?: string;
  /** Names the form for screen readers (a page of several forms). */
  label?: string;
  /** false: the page says the refusal itself (with links of its own); the fields still show theirs. */
  notice?: boolean;
  /** The id of the heading naming the form (its aria-labelledby). */
  labelledBy?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const failed = result && !result.ok ? result : null;
  const message = notice && (failed?.errors?.length ? t(summary) : failed?.error);
  return (
    <>
      {message && (
        <Notice kind="error" className="mb-4" testId={testId}>
          {message}
        </Notice>
      )}
      <Form method="post" className={className} aria-label={label} aria-labelledby={labelledBy} noValidate>
        {intent && <input type="hidden" name="intent" value={intent} />}
        <FieldErrors.Provider value={failed?.errors}>{children}</FieldErrors.Provider>
      </Form>
    </>
  );
}

interface FieldFrameProps {
  /** The field's name in the form and in the action's `errors`. */
  name: string;
  /** Its text, and a badge beside it if any (the label's class then lays them out). */
  label: ReactNode;
  hint?: ReactNode;
  /** Defaults to `field-{name}`. */
  id?: string;
  /** Another error than the one the action gave for `name`. */
  error?: string;
  /** The label's classes (`sr-only` where a column header already names the field). */
  labelClassName?: string;
}

type ControlAria = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** The ids a field's hint and error get, as its control's aria-describedby lists them. */
const describedBy = (id: string, hint: unknown, error: string | undefined) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** The label, hint and error around a control, and the aria attributes tying them to it. */
function Framed({
  name,
  label,
  hint,
  id = `field-${name}`,
  error,
  labelClassName = 'field-label',
  control,
}: FieldFrameProps & { control: (aria: ControlAria) => ReactNode }) {
  const actionError = useFieldError(name);
  const message = error ?? actionError;
  const aria: ControlAria = {
    id,
    name,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy(id, hint, message),
  };
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {control(aria)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/** A field's own props apart from its control's. */
const splitFrame = <P extends FieldFrameProps>({
  name,
  label,
  hint,
  id,
  error,
  labelClassName,
  ...control
}: P) => [{ name, label, hint, id, error, labelClassName }, control] as const;

/** A labelled input with its hint and its error from the action. */
export function Field(props: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const [frame, { className = 'field-input', ...input }] = splitFrame(props);
  return <Framed {...frame} control={(aria) => <input className={className} {...aria} {...input} />} />;
}

/** A labelled select of [value, text] options (a third `true`: shown but not selectable). */
export function SelectField(
  props: FieldFrameProps & {
    options: ReadonlyArray<readonly [string, string] | readonly [string, string, boolean]>;
  } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>,
) {
  const [frame, { className = 'field-input', options, ...select }] = splitFrame(props);
  const choices = options.map(([value, text, disabled]) => (
    <option key={value} value={value} disabled={disabled}>
      {text}
    </option>
  ));
  return (
    <Framed
      {...frame}
      control={(aria) => (
        <select className={className} {...aria} {...select}>
          {choices}
        </select>
      )}
    />
  );
}

/** A labelled text area. */
export function TextAreaField(
  props: FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>,
) {
  const [frame, { className = 'field-input', ...textarea }] = splitFrame(props);
  return <Framed {...frame} control={(aria) => <textarea className={className} {...aria} {...textarea} />} />;
}

/** Checkboxes sending `name` once per ticked value (the contract reads a list), in a fieldset. */
export function ChoicesField({
  name,
  legend,
  hint,
  options,
  checked,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  checked: readonly string[];
}) {
  const message = useFieldError(name);
  return (
    <fieldset aria-describedby={describedBy(name, hint, message)}>
      <legend className="field-label">{legend}</legend>
      {hint && (
        <p id={`${name}-hint`} className="mb-1 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      <div className="grid grid-cols-2 gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-8 items-center gap-1.5">
            <input type="checkbox" name={name} value={o.value} defaultChecked={checked.includes(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {message && (
        <p id={`${name}-error`} className="mt-1 text-sm text-danger">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** The form's submit button, disabled while the form is being sent (`name`/`value`: which of its buttons). */
export function SubmitButton({
  children,
  className = 'btn btn-primary',
  ...button
}: {
  children: ReactNode;
  className?: string;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'name' | 'value' | 'formNoValidate'>) {
  const busy = useNavigation().state === 'submitting';
  return (
    <button type="submit" className={className} disabled={busy} {...button}>
      {children}
    </button>
  );
}
