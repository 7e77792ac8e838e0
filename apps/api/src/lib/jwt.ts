import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What verifying an access token tells: its subject and session (login) claims, that it expired, or
 * null (not valid).
 */
export type AccessTokenCheck = { sub: unknown; sid: unknown } | { expired: true } | null;

const decodeJson = (segment: string): unknown => {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumberOrAbsent = (value: unknown) => value === undefined || typeof value === 'number';

/**
 * Verifies an HS256 access token as jose's jwtVerify does with `algorithms: ['HS256']` and `issuer`
 * (same header, signature and claim rules; jwt.test.ts checks both agree), with node:crypto's HMAC:
 * WebCrypto's promise-based verify cost ≈10 % of an authenticated API call's CPU.
 */
export function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  issuer: string,
  now = Date.now(),
): AccessTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  // jose refuses any other algorithm; critical extensions (and b64, their only known one) are
  // refused outright, which jose does for all but crit: ['b64'], never issued here.
  if (!isRecord(header) || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined)
    return null;
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  // Only base64url characters: Buffer's decoder skips others, jose refuses them.
  if (!/^[A-Za-z0-9_-]*$/.test(signaturePart + payloadPart + headerPart)) return null;
  const payload = decodeJson(payloadPart);
  if (!isRecord(payload)) return null;
  const { exp, nbf, iat, iss, sub, sid } = payload;
  if (!isNumberOrAbsent(exp) || !isNumberOrAbsent(nbf) || !isNumberOrAbsent(iat)) return null;
  if (iss !== issuer) return null;
  const seconds = Math.floor(now / 1000);
  if (typeof nbf === 'number' && nbf > seconds) return null;
  if (typeof exp === 'number' && exp <= seconds) return { expired: true } as const;
  return { sub, sid };
}
