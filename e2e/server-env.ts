/** The e2e server's JWT secret: the session-expiry journey forges access tokens with it. */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';

/**
 * Card payment in the journeys: the server's Stripe keys, and the local fake Stripe it talks to
 * (apps/api/test/fake-stripe.ts, started by Playwright beside the shop; docs/payments.md).
 */
export const E2E_STRIPE = {
  secretKey: 'sk_test_e2e',
  webhookSecret: 'whsec_test_e2e',
  port: Number(process.env.E2E_STRIPE_PORT ?? 4790),
};

/**
 * Web Push in the journeys: the fake push service the push journey starts on this port
 * (apps/api/test/push-service.ts), which the shop may POST to (PUSH_TEST_HOSTS).
 */
export const E2E_PUSH = {
  port: Number(process.env.E2E_PUSH_PORT ?? 4795),
  /** The rounds' journey's own service: it runs beside the push journey. */
  get journeyPort() {
    return this.port + 1;
  },
};
