import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';

// A shop started without SEED_DEMO prints no demo credentials.
const { app } = await testApp({ SEED_DEMO: '0' });

describe('GET /api/config/shop without SEED_DEMO', () => {
  it('says there are no demo accounts to show', async () => {
    const res = await app.inject({ url: '/api/config/shop?locale=nl_BE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ demoAccounts: false, cardPayment: false });
  });
});
