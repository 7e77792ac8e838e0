import { describe, expect, it } from 'vitest';
import { clearedTokenCookies, parseCookies, tokenCookies, WAREHOUSE_COOKIE } from './cookies';

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
  it('parses a Cookie header, tolerates bad encoding', () => {
    expect(parseCookies('a=1; b=x%20y; c=%E0%A4%A; =d; e')).toEqual({ a: '1', b: 'x y', c: '%E0%A4%A' });
    expect(parseCookies(null)).toEqual({});
  });
  it('honours neither value of a name sent twice, in the same case or another (nginx reads the first, in any case)', () => {
    expect(parseCookies('WAREHOUSE_ID=2; warehouse_id=1; locale=fr')).toEqual({ locale: 'fr' });
    expect(parseCookies('warehouse_id=1; Warehouse_Id=2')).toEqual({});
    expect(parseCookies('warehouse_id=1; warehouse_id=1')).toEqual({});
    expect(parseCookies('locale=fr; a=1; LOCALE=es')).toEqual({ a: '1' });
  });
  it('reads names as they are: another case is another cookie, inherited names are none', () => {
    expect(parseCookies('WAREHOUSE_ID=2')[WAREHOUSE_COOKIE]).toBeUndefined();
    expect(parseCookies('toString=1; __proto__=2')).toEqual(JSON.parse('{"toString":"1","__proto__":"2"}'));
  });
});
