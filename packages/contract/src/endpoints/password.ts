import {
  passwordResetBody,
  passwordResetRequestBody,
  passwordResetRequestedSchema,
  resetTokenBody,
  resetTokenCheckSchema,
} from '../password.js';
import { errorEnvelope, localeQuery, noContent } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const passwordEndpoints = defineEndpoints({
  requestPasswordReset: {
    tags: ['password'],
    summary: 'Ask for a password-reset link by e-mail (same answer whether or not the account exists)',
    query: localeQuery,
    body: passwordResetRequestBody,
    responses: { 202: passwordResetRequestedSchema, 400: errorEnvelope, 429: errorEnvelope },
  },
  verifyPasswordResetToken: {
    tags: ['password'],
    summary: 'Is a reset link still usable? (for the new-password page)',
    query: localeQuery,
    body: resetTokenBody,
    responses: { 200: resetTokenCheckSchema, 400: errorEnvelope, 429: errorEnvelope },
  },
  resetPassword: {
    tags: ['password'],
    summary: 'Set a new password with a reset link: works once; ends every session of the account',
    query: localeQuery,
    body: passwordResetBody,
    responses: { 204: noContent, 400: errorEnvelope, 429: errorEnvelope },
  },
});
