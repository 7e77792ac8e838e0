import { loginBody, refreshTokenBody, tokenPairSchema } from '../auth.js';
import { errorEnvelope, localeQuery, noContent } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const authEndpoints = defineEndpoints({
  logIn: {
    tags: ['auth'],
    summary: 'Log in with e-mail and password',
    query: localeQuery,
    body: loginBody,
    responses: {
      200: tokenPairSchema,
      400: errorEnvelope,
      401: errorEnvelope,
      403: errorEnvelope,
      429: errorEnvelope,
    },
  },
  refreshTokens: {
    tags: ['auth'],
    summary: 'Rotate a refresh token: returns a new access token and a new refresh token',
    query: localeQuery,
    body: refreshTokenBody,
    // 503: the database is out of reach; the token is then neither used nor refused.
    responses: { 200: tokenPairSchema, 400: errorEnvelope, 401: errorEnvelope, 503: errorEnvelope },
  },
  revokeRefreshToken: {
    tags: ['auth'],
    summary: 'Log out: revoke the refresh token and its family',
    query: localeQuery,
    body: refreshTokenBody,
    responses: { 204: noContent, 400: errorEnvelope },
  },
  refreshSession: {
    tags: ['auth'],
    summary:
      'Browser session renewal: rotates the refresh_token cookie and the access_token cookie (same-site only)',
    query: localeQuery,
    // 503: the database is out of reach; the cookies are then left as they are.
    responses: { 204: noContent, 401: errorEnvelope, 403: errorEnvelope, 503: errorEnvelope },
  },
});
