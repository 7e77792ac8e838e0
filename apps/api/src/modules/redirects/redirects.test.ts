import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';

const { app } = await testApp();

describe('GET /api/redirects', () => {
  it('gives the target of a known path, in every locale, ignoring a trailing slash', async () => {
    const res = await app.inject({ url: '/api/redirects?path=/nl-BE/pros/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      target: '/nl-BE/page/boissons-produits-consignes-pour-professionnels',
      status: 301,
    });
  });
  it('gives absolute targets for pages outside the shop', async () => {
    const res = await app.inject({ url: '/api/redirects?path=/fr/recrutement' });
    expect(res.json()).toEqual({ target: 'https://jobs.consigne.app', status: 302 });
  });
  it('is 404 for other paths and 400 for a path that is not one', async () => {
    expect((await app.inject({ url: '/api/redirects?path=/fr/nope' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/redirects?path=nope' })).statusCode).toBe(400);
  });
});
