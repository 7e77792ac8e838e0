/** The e2e server's JWT secret: the session-expiry journey forges access tokens with it. */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';
