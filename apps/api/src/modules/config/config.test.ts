import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { apiRemoteConfig, remoteConfigSource } from './source.js';

const { app } = await testApp();
const PLACEHOLDERS = ['{deliveryFreeThreshold}', '{deliveryFee}', '{orderMinimumAmount}'];

const story = async (locale?: string) => {
  const res = await app.inject({ url: `/api/config/remote${locale ? `?locale=${locale}` : ''}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { ftu_livraison_dynamique: string };
  expect(typeof body.ftu_livraison_dynamique).toBe('string');
  return {
    res,
    pages: JSON.parse(body.ftu_livraison_dynamique) as { title: string; content: string; image: string }[],
  };
};

describe('GET /api/config/remote', () => {
  it('sends the delivery story as a valid JSON string, cached one hour', async () => {
    const { res, pages } = await story();
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.length).toBeLessThanOrEqual(4);
    for (const page of pages) {
      expect(page.title).toBeTruthy();
      expect(page.content).toBeTruthy();
      expect(page.image).toMatch(/^\/api\/media\/categories\/[a-z-]+\.svg$/);
    }
    const text = pages.map((p) => `${p.title} ${p.content}`).join(' ');
    for (const placeholder of PLACEHOLDERS) expect(text).toContain(placeholder);
  });

  it('is localized by the request locale', async () => {
    const fr = (await story('fr_FR')).pages;
    const es = (await story('es_ES')).pages;
    const nl = (await story('nl_BE')).pages;
    const be = (await story('fr_BE')).pages;
    expect(fr[0]!.title).toBe('Livré chez vous le jour même');
    expect(es[0]!.title).toBe('Entrega en casa el mismo día');
    expect(nl[0]!.title).toBe('Dezelfde dag thuisgeleverd');
    expect(be[1]!.title).toContain('casiers');
    for (const pages of [es, nl, be]) {
      const text = pages.map((p) => `${p.title} ${p.content}`).join(' ');
      for (const placeholder of PLACEHOLDERS) expect(text).toContain(placeholder);
    }
  });

  it('refuses an unknown locale', async () => {
    expect((await app.inject({ url: '/api/config/remote?locale=de_DE' })).statusCode).toBe(400);
  });

  it('images are tiles the API serves', async () => {
    const { pages } = await story();
    const res = await app.inject({ url: pages[0]!.image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('remoteConfigSource', () => {
  it('uses Firebase only when project id, api key and app id are all set (no network)', async () => {
    expect(remoteConfigSource({}).kind).toBe('api');
    expect(remoteConfigSource({ FIREBASE_PROJECT_ID: 'p', FIREBASE_API_KEY: 'k' }).kind).toBe('api');
    const firebase = remoteConfigSource({
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_API_KEY: 'k',
      FIREBASE_APP_ID: 'a',
    });
    expect(firebase.kind).toBe('firebase');
    expect(await firebase.values('fr_FR')).toEqual(await apiRemoteConfig.values('fr_FR'));
  });
});

describe('GET /api/config/shop', () => {
  it('says the demo accounts are seeded when SEED_DEMO is on (the embedded default)', async () => {
    const res = await app.inject({ url: '/api/config/shop' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ demoAccounts: true, cardPayment: false });
  });
});
