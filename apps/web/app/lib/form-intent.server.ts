/**
 * A back-office form read against the contract: its `intent` picks one of the route's actions and
 * the fields become that action's body, checked with the API's own zod schema before any call. An
 * unknown intent or a refused field is a 400 with the errors beside the fields, never a guessed
 * action. A field is refused in the API's own words (the contract's field messages), so checking
 * before the call changes nothing of what the operator reads. Server only (actions): zod and those
 * texts never reach the browser.
 */
import { fieldMessageKeyOf, fieldMessages } from '@consigne/contract';
import { toApiLocale } from '@consigne/domain';
import { data } from 'react-router';
import type { z } from 'zod';
import { catalogs } from '../i18n/catalogs.server.js';
import { detectLocale } from './locale.js';

/** One action of a form: the schema of its body and, when the form's names are not the body's, how to read it. */
export interface FormIntent<S extends z.ZodType = z.ZodType> {
  schema: S;
  fields?: (form: FormData) => unknown;
}

type Intents = Record<string, FormIntent>;

/** What a valid form asks: the intent, and its body as the API takes it (checked, not transformed). */
export type ParsedIntent<T extends Intents> = {
  [K in keyof T & string]: { intent: K; body: z.input<T[K]['schema']> };
}[keyof T & string];

interface FieldError {
  field: string;
  message: string;
}

/** The answer to a refused form: what admin pages show of an API refusal (a message and the fields'). */
interface FormRefusal {
  intent: string | null;
  ok: false;
  error: string;
  errors: FieldError[];
}

/** A form's action: its schema, and its own reading of the form when the generic one does not fit. */
export const intent = <S extends z.ZodType>(
  schema: S,
  fields?: (form: FormData) => unknown,
): FormIntent<S> => ({
  schema,
  fields,
});

type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: ReturnType<typeof data<FormRefusal>> };

/**
 * The form's intent among `intents` and its checked body; else the 400 to return (an unknown or
 * missing intent, a field the schema refuses).
 */
export function parseIntent<T extends Intents>(
  request: Request,
  form: FormData,
  intents: T,
): Outcome<ParsedIntent<T>> {
  const name = form.get('intent');
  if (typeof name !== 'string' || !Object.hasOwn(intents, name))
    return refuse(request, null, [{ field: 'intent', message: text(request, 'admin.form.unknownIntent') }]);
  const body = parseBody(request, form, intents[name]!, name);
  return body.ok ? { ok: true, value: { intent: name, body: body.value } as ParsedIntent<T> } : body;
}

/** The body of a form with one action only (no intent to choose), checked the same way. */
function parseBody<S extends z.ZodType>(
  request: Request,
  form: FormData,
  { schema, fields }: FormIntent<S>,
  name: string | null = null,
): Outcome<z.input<S>> {
  const input = fields ? fields(form) : formValue(form, schema, '');
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: input as z.input<S> };
  const texts = fieldMessages(toApiLocale(detectLocale(request)));
  return refuse(
    request,
    name,
    result.error.issues.map((issue) => {
      const field = issue.path.join('.');
      // The key the API would answer for this issue (its error handler reads it the same way).
      const message = texts[fieldMessageKeyOf(issue)];
      // As the API words a field's error: the field's name first.
      return { field, message: field ? `${field} : ${message}` : message };
    }),
  );
}

type FormMessage = `admin.form.${'invalid' | 'unknownIntent'}`;
const text = (request: Request, key: FormMessage) => catalogs[detectLocale(request)][key];

function refuse(request: Request, name: string | null, errors: FieldError[]) {
  // An unknown intent is the form's whole error; a refused field is said beside it.
  const error = name === null ? errors[0]!.message : text(request, 'admin.form.invalid');
  return {
    ok: false as const,
    refusal: data<FormRefusal>({ intent: name, ok: false, error, errors }, { status: 400 }),
  };
}

// ---- the form's fields read as the schema types them ----

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  values?: unknown[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What an empty field means where the schema allows it: null, absent, or an empty text. */
function emptyOf(schema: z.ZodType): null | undefined | '' {
  const def = defOf(schema);
  if (def.type === 'nullable') return null;
  if (def.type === 'optional' || def.type === 'default') return undefined;
  if (def.type === 'pipe') return emptyOf(def.in!);
  return '';
}

/** The type the form's text is read as, under optional, nullable, default and pipes. */
function baseOf(schema: z.ZodType): Def {
  const def = defOf(schema);
  if (def.innerType) return baseOf(def.innerType);
  if (def.type === 'pipe') return baseOf(def.in!);
  return def;
}

/** A number the operator typed: a French decimal comma is welcome ('5,50'); a non-number stays text, refused as such. */
const numberOf = (value: string) => {
  const n = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(n) ? n : value;
};

function scalar(value: FormDataEntryValue, schema: z.ZodType): unknown {
  if (typeof value !== 'string') return value;
  const base = baseOf(schema);
  if (base.type === 'boolean') return value === 'on' || value === 'true';
  // A number, or one of a list of numbers (a redirection's status: 301, 302…).
  const numeric = base.type === 'number' || (base.type === 'literal' && typeof base.values?.[0] === 'number');
  if (value.trim() !== '') return numeric ? numberOf(value) : value;
  const empty = emptyOf(schema);
  // A required number left blank is missing; a required text left blank is the text the schema judges.
  if (empty === '') return base.type === 'string' ? value : undefined;
  return empty;
}

/**
 * The value of the field `name` (a dotted path for a nested object: `texts.fr.title`) typed as the
 * schema wants: numbers, booleans (a checkbox: present or 'true'), lists (the field repeated).
 */
function formValue(form: FormData, schema: z.ZodType, name: string): unknown {
  const base = baseOf(schema);
  if (base.type === 'object' && base.shape) {
    const object: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(base.shape)) {
      const value = formValue(form, field, name ? `${name}.${key}` : key);
      if (value !== undefined) object[key] = value;
    }
    return object;
  }
  if (base.type === 'array') return form.getAll(name).map((value) => scalar(value, base.element!));
  if (base.type === 'boolean') return form.has(name) ? scalar(form.get(name)!, schema) : false;
  const value = form.get(name);
  return value === null ? undefined : scalar(value, schema);
}

/** The `default` of a switch over every intent: TypeScript refuses it as soon as one intent is not handled. */
export function unreachable(parsed: never): never {
  throw new Error(`unhandled intent ${JSON.stringify(parsed)}`);
}

/** A refusal that also says which row of the page it is about (the row shows the error). */
export const refusalWith = <E extends object>(refusal: ReturnType<typeof data<FormRefusal>>, extra: E) =>
  data({ ...refusal.data, ...extra }, refusal.init ?? { status: 400 });
