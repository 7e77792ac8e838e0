/**
 * /admin/comptabilite against the real API (a seeded PGlite, in-process): the loader's default period
 * (this year up to today), its refusals as sentences with no link, and the link it gives downloads the
 * FEC with the admin's session cookie, as the browser does.
 */
import { localDate } from '@consigne/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from '../../test/admin-api';
import { ACCESS_TOKEN_COOKIE } from '../lib/cookies.js';
import { loader } from './admin.comptabilite';

let admin: AdminApi;
type Answer = Awaited<ReturnType<typeof loader>>;

beforeAll(async () => {
  admin = await adminApi();
}, 180_000);
afterAll(async () => admin?.app.close());

const load = async (query = '') => (await admin.load(loader, `/admin/comptabilite${query}`)) as Answer;

describe('the books page', () => {
  it('offers this year up to today, and its link downloads the FEC', async () => {
    const today = localDate(new Date());
    const answer = await load();
    expect(answer.period).toEqual({ from: `${today.slice(0, 4)}-01-01`, to: today });
    expect(answer.refusal).toBeNull();
    const href = new URL(answer.href!, 'https://shop.example');
    expect(href.pathname).toBe('/api/admin/accounting/fec');
    expect(href.searchParams.get('from')).toBe(`${today.slice(0, 4)}-01-01`);
    expect(href.searchParams.get('to')).toBe(today);

    const login = await admin.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'admin@example.com', password: 'consigne-demo' },
    });
    const file = await admin.app.inject({
      url: `${href.pathname}${href.search}`,
      headers: { cookie: `${ACCESS_TOKEN_COOKIE}=${login.json().token}` },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="000000000FEC${today.replaceAll('-', '')}.txt"`,
    );
    expect(file.body.split('\r\n')[0]!.split('\t')).toHaveLength(18);
  });

  it('says why a period cannot be one FEC, and links to nothing', async () => {
    for (const [query, refusal] of [
      ['?from=2026-03-01&to=2026-02-01', 'adminAccounting.periodOrder'],
      ['?from=2024-01-01&to=2026-01-01', 'adminAccounting.periodTooLong'],
      ['?from=2026-02-30&to=2026-03-01', 'adminAccounting.periodInvalid'],
    ] as const) {
      const answer = await load(query);
      expect([query, answer.refusal, answer.href]).toEqual([query, refusal, null]);
    }
    expect((await load('?from=2025-01-01&to=2025-12-31')).href).toContain('to=2025-12-31');
  });
});
