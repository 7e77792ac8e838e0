/** Why an order was refused, as the checkout shows it: under a field, or above the order button. */
export interface CheckoutFailure {
  fields: Record<string, string>;
  /** The server's message; null when the field messages say it all (or when `retry` says it). */
  general: string | null;
  /** No answer (network, server unreachable): the page's own "check your connection and retry". */
  retry?: true;
}

/** The fields the checkout shows an error under, in the order the shopper meets them. */
const CHECKOUT_FIELDS = ['adultDeclared', 'acceptTerms'] as const;

/** Per-field messages of a 400, and the general message otherwise. */
export function checkoutErrors(
  error: string,
  errors: ReadonlyArray<{ field: string; message: string }> | undefined,
): { fields: Record<string, string>; general: string | null } {
  const fields: Record<string, string> = {};
  for (const e of errors ?? []) fields[e.field] ??= e.message;
  const known: readonly string[] = CHECKOUT_FIELDS;
  const unknownField = (errors ?? []).some((e) => !known.includes(e.field));
  return { fields, general: Object.keys(fields).length && !unknownField ? null : error };
}

/** The failure of an API answer: a network failure (status 0) or an answer without a message asks to retry. */
export function checkoutFailure(result: {
  status: number;
  error: string | null;
  errors?: ReadonlyArray<{ field: string; message: string }>;
}): CheckoutFailure {
  if (result.status === 0 || !result.error) return { fields: {}, general: null, retry: true };
  return checkoutErrors(result.error, result.errors);
}

/** The first field that needs the shopper (to focus it). */
export const firstFailedField = (failure: CheckoutFailure) => CHECKOUT_FIELDS.find((f) => failure.fields[f]);
