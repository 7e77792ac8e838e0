/** A field the API (or parseIntent, in the API's words) refused, and why. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * What a back-office action answers its form: success, or the refusal (a message and the refused
 * fields); `intent` says which of the page's forms it is about when the page has several.
 */
export type FormAnswer =
  | { ok: true; intent?: string | null }
  | { ok: false; intent?: string | null; error: string; errors?: ReadonlyArray<FieldError> };
