import { staffErrors } from '@consigne/contract';
import type { errorEnvelope } from '../../../lib/schemas.js';

/**
 * The error answers every back-office route may give (OpenAPI). A module of its own: the area route
 * files import it, and admin/routes.ts imports them in turn.
 */
export const adminErrors = staffErrors;

/**
 * A back-office route's schema: its own summary, params, query, body and success answers, with what
 * every back-office route has — its tag and the bearer token — and, beside its success answers, the
 * error answers above (a route that declares no answer, a file sent as is, declares none).
 */
export function adminSchema<P extends Record<string, unknown>>(
  summary: string,
  parts: P,
  errors: Record<number, typeof errorEnvelope> = adminErrors,
) {
  const base = { tags: ['admin'], security: [{ bearer: [] }], summary, ...parts };
  const success = (parts as { response?: object }).response;
  return (success ? { ...base, response: { ...success, ...errors } } : base) as P extends {
    response: infer R;
  }
    ? Omit<typeof base, 'response'> & { response: R & typeof adminErrors }
    : typeof base;
}
