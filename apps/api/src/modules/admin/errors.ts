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
