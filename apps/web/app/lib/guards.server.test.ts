import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { runGuards } from './guards.server';

const context = (user: unknown): AppLoadContext => ({
  apiBaseUrl: 'http://api.invalid',
  publicUrl: 'http://shop.invalid',
  userPromise: Promise.resolve(user as never),
});
const request = (path: string, cookie = 'access_token=t') =>
  new Request(`http://shop.test${path}`, { headers: { cookie } });

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('runGuards', () => {
  it('auth sends a guest to the login page of the locale, with the way back', async () => {
    const response = (await thrown(
      runGuards(['auth'], { request: request('/nl-BE/mon-compte?x=1', ''), context: context(null) }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/nl-BE/login?redirect=%2Fnl-BE%2Fmon-compte%3Fx%3D1');
  });

  it('auth lets a logged-in user through; login sends them home', async () => {
    await expect(
      runGuards(['auth'], { request: request('/fr/mon-compte'), context: context({ firstname: 'Camille' }) }),
    ).resolves.toBeUndefined();
    const response = (await thrown(
      runGuards(['login'], { request: request('/es/login'), context: context({ firstname: 'Camille' }) }),
    )) as Response;
    expect(response.headers.get('location')).toBe('/es');
  });

  it('login sends a logged-in user to a safe way back only', async () => {
    const user = context({ firstname: 'Camille' });
    const location = async (query: string) =>
      (
        (await thrown(
          runGuards(['login'], { request: request(`/fr/login?${query}`), context: user }),
        )) as Response
      ).headers.get('location');
    expect(await location('redirect=%2Ffr%2Fcart')).toBe('/fr/cart');
    expect(await location('redirect=%2F.%2F%2Fevil.example')).toBe('/fr');
    expect(await location('redirect=%2F%5Cevil.example')).toBe('/fr');
  });

  it("refuses an unknown guard with the spec's message", async () => {
    const error = (await thrown(
      runGuards(['warehouse', 'nope'], { request: request('/fr/c/eaux'), context: context(null) }),
    )) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Unknown route middleware');
  });
});
