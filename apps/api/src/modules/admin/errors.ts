import { errorEnvelope } from '../../lib/schemas.js';

/**
 * The error answers every back-office route may give (OpenAPI). A module of its own: the area route
 * files import it, and admin/routes.ts imports them in turn.
 */
export const adminErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

/** Routes that take a file: too large (413), or not of a type they read (415). */
export const uploadErrors = { ...adminErrors, 413: errorEnvelope, 415: errorEnvelope };

/**
 * A back-office route's schema: its own summary, params, query, body and success answers, with what
 * every back-office route has — its tag, the bearer token, and the error answers above.
 */
export function adminSchema<P extends { response?: Record<number, unknown> }>(
  summary: string,
  parts: P,
  errors: Record<number, typeof errorEnvelope> = adminErrors,
) {
  return {
    tags: ['admin'],
    security: [{ bearer: [] }],
    summary,
    ...parts,
    response: { ...parts.response, ...errors } as NonNullable<P['response']> & typeof adminErrors,
  };
}
