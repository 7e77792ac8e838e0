import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { errors, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyAccessToken } from './jwt.js';

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-42');
const otherSecret = new TextEncoder().encode('another-secret-another-secret-another-1');
const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const seconds = Math.floor(now / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What jose's jwtVerify (as the auth plugin used it) says of a token. */
async function jose(token: string) {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: 'consigne',
      currentDate: new Date(now),
    });
    return { sub: payload.sub, sid: payload.sid };
  } catch (error) {
    return error instanceof errors.JWTExpired ? { expired: true as const } : null;
  }
}

const sign = (
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256' },
  key = secret,
) => new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);

/** A token signed by hand, for headers jose will not sign. */
const handSigned = (header: unknown, payload: unknown, key = secret) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};

describe('verifyAccessToken', () => {
  it('accepts the tokens login issues, and tells an expired one apart', async () => {
    const valid = await sign({ sub: '42', iss: 'consigne', iat: seconds, exp: seconds + 900, jti: 'x' });
    expect(verifyAccessToken(valid, secret, 'consigne', now)).toEqual({ sub: '42' });
    const expired = await sign({ sub: '42', iss: 'consigne', exp: seconds });
    expect(verifyAccessToken(expired, secret, 'consigne', now)).toEqual({ expired: true });
    const byHand = handSigned({ alg: 'HS256' }, { sub: '7', iss: 'consigne', exp: seconds + 1 });
    expect(verifyAccessToken(byHand, secret, 'consigne', now)).toEqual({ sub: '7' });
  });

  it('refuses forged, altered and malformed tokens', async () => {
    const valid = await sign({ sub: '42', iss: 'consigne', exp: seconds + 900 });
    const [h, p, s] = valid.split('.') as [string, string, string];
    const cases = [
      await sign({ sub: '42', iss: 'consigne', exp: seconds + 900 }, { alg: 'HS256' }, otherSecret),
      `${h}.${b64({ sub: '1', iss: 'consigne', exp: seconds + 900 })}.${s}`, // payload swapped
      `${b64({ alg: 'none' })}.${p}.`,
      `${b64({ alg: 'HS512' })}.${p}.${s}`,
      handSigned({ alg: 'HS256', crit: ['exp'], exp: 1 }, { sub: '42', iss: 'consigne', exp: seconds + 900 }),
      await sign({ sub: '42', iss: 'someone-else', exp: seconds + 900 }),
      await sign({ sub: '42', exp: seconds + 900 }),
      await sign({ sub: '42', iss: 'consigne', exp: 'tomorrow' }),
      await sign({ sub: '42', iss: 'consigne', nbf: seconds + 60 }),
      await sign({ sub: '42', iss: 'consigne', iat: 'now' }),
      `${h}.${p}`,
      `${h}.${p}.${s}.x`,
      `${h}.${p}.${s.slice(0, -2)}`,
      `${h}.${p}!.${s}`,
      '',
      'not a token',
    ];
    for (const token of cases) {
      expect(verifyAccessToken(token, secret, 'consigne', now), token).toBeNull();
      expect(await jose(token), token).toBeNull();
    }
  });

  it('never accepts what jose refuses, and agrees with it on tokens signed with our key', async () => {
    const claim = fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: seconds - 1000, max: seconds + 1000 }),
      fc.string(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          sub: fc.oneof(fc.constant(undefined), fc.string(), fc.integer()),
          iss: fc.constantFrom('consigne', 'other', undefined),
          exp: claim,
          nbf: claim,
          iat: claim,
        }),
        fc.constantFrom('HS256', 'HS384', 'none'),
        fc.boolean(),
        async (claims, alg, ownKey) => {
          const payload = Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined));
          const header = b64({ alg });
          const body = b64(payload);
          const token =
            alg === 'HS256'
              ? await sign(payload, { alg }, ownKey ? secret : otherSecret)
              : `${header}.${body}.${Buffer.from('sig').toString('base64url')}`;
          expect(verifyAccessToken(token, secret, 'consigne', now)).toEqual(await jose(token));
        },
      ),
      { numRuns: 500 },
    );
  });
});
