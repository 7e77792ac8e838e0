import { describe, expect, it } from 'vitest';
import { clearedTokenCookies, parseCookies, tokenCookies } from './cookies';

describe('token cookies', () => {
  it('last 7 and 30 days, path /, SameSite lax, HttpOnly; Secure over https', () => {
    const [access, refresh] = tokenCookies({ token: 'a.b.c', refreshToken: 'r' }, true);
    expect(access).toBe('access_token=a.b.c; Max-Age=604800; Path=/; SameSite=Lax; HttpOnly; Secure');
    expect(refresh).toBe('refresh_token=r; Max-Age=2592000; Path=/; SameSite=Lax; HttpOnly; Secure');
  });
  it('are emptied on logout', () => {
    expect(clearedTokenCookies(false)).toEqual([
      'access_token=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly',
      'refresh_token=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly',
    ]);
  });
  it('parses a Cookie header, first value wins, tolerates bad encoding', () => {
    expect(parseCookies('a=1; b=x%20y; a=2; c=%E0%A4%A')).toEqual({ a: '1', b: 'x y', c: '%E0%A4%A' });
    expect(parseCookies(null)).toEqual({});
  });
});
