import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { redirects } from '../../db/schema/index.js';

const { app, db } = await testApp();

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
  it('reuses a lookup, found or not, instead of querying again (a 404 page asks each time)', async () => {
    expect((await app.inject({ url: '/api/redirects?path=/fr/ancienne-page' })).statusCode).toBe(404);
    await db.insert(redirects).values({ path: '/fr/ancienne-page', target: '/fr/produits', status: 301 });
    // Within the minute the miss is remembered; a path not asked before sees the table.
    expect((await app.inject({ url: '/api/redirects?path=/fr/ancienne-page' })).statusCode).toBe(404);
    await db.insert(redirects).values({ path: '/fr/autre-page', target: '/fr/produits', status: 302 });
    expect((await app.inject({ url: '/api/redirects?path=/fr/autre-page' })).json()).toEqual({
      target: '/fr/produits',
      status: 302,
    });
  });
});
