import { errorCodeOf, VALIDATION_FAILED } from '@consigne/contract';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';
import { messageCatalogs } from '../lib/messages.js';

const { app } = await testApp();

describe('the error code', () => {
  it('is the message key in snake_case, one code per key, listed in error-codes.txt', async () => {
    const keys = Object.keys(messageCatalogs.fr_FR);
    const codes = [...new Set([VALIDATION_FAILED, ...keys.map(errorCodeOf)])].sort();
    expect(codes.length).toBe(keys.length + 1);
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
    // Codes are a public contract (docs/api.md): one removed or changed fails here, on purpose.
    await expect(`${codes.join('\n')}\n`).toMatchFileSnapshot('./error-codes.txt');
  });

  it('comes with every refusal, beside the message the tests already read', async () => {
    const cases = [
      { url: '/api/nope', status: 404, code: 'route_not_found' },
      { url: '/api/warehouse/?locale=en_US', status: 400, code: 'unknown_locale' },
      { url: '/api/user', status: 401, code: 'auth_required' },
      { url: '/api/blog?limit=1000', status: 400, code: VALIDATION_FAILED },
      { url: '/api/login_check', method: 'POST' as const, payload: '{', status: 400, code: 'invalid_json' },
    ];
    for (const { url, method = 'GET' as const, payload, status, code } of cases) {
      const res = await app.inject({
        method,
        url,
        payload,
        headers: payload ? { 'content-type': 'application/json' } : {},
      });
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toMatchObject({ code, message: expect.any(String), errors: expect.any(Array) });
    }
  });
});
