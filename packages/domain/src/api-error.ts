/** The message shown for a non-OK response, in this order (docs/rules.md#errors). */
export const UNKNOWN_ERROR = 'Erreur inconnue';
export const NETWORK_ERROR = 'Erreur réseau';

export function extractErrorMessage(body: unknown, statusText?: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const errors = b.errors;
    if (Array.isArray(errors)) {
      const first = errors[0] as { message?: unknown } | undefined;
      if (first && typeof first.message === 'string' && first.message) return first.message;
    } else if (errors && typeof errors === 'object') {
      const first = Object.values(errors as Record<string, unknown>)[0];
      const text = Array.isArray(first) ? first[0] : first;
      if (typeof text === 'string' && text) return text;
    }
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.error === 'string' && b.error) return b.error;
  }
  return statusText || UNKNOWN_ERROR;
}
