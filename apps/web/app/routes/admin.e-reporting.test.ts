/**
 * /admin/e-reporting against the real API (a seeded PGlite, in-process): the periods of the last
 * twelve months with their transmission, a period's figures (the latest over by default), and the
 * send: queued then sent by the offline platform with its reference, a period not over refused with
 * the API's own sentence (409), a mistyped day refused before any call. (The report's sums are the
 * API's tests': apps/api/src/modules/einvoicing/ereports.test.ts.)
 */
import { addDays, lastClosedEReportPeriod, localDate } from '@consigne/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from '../../test/admin-api';
import { action, loader } from './admin.e-reporting';

let admin: AdminApi;
beforeAll(async () => {
  admin = await adminApi();
}, 180_000);
afterAll(async () => admin?.app.close());

type Answer = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
const load = async (query = '') => (await admin.load(loader, `/admin/e-reporting${query}`)) as Answer;
const send = (day: string, locale?: 'nl-BE') =>
  action({
    request: admin.post('/admin/e-reporting', { intent: 'send', day }, locale),
    context: admin.context,
    params: {},
  } as never) as Promise<unknown>;
const latest = () => lastClosedEReportPeriod(localDate(new Date()));

describe('the e-reporting page', () => {
  it("lists the twelve months' periods, none sent yet, and shows the latest period's figures", async () => {
    const { periods, report, error, sent } = await load();
    expect(error).toBeNull();
    expect(sent).toBe(false);
    expect(periods).toHaveLength(36);
    expect(periods[0]).toMatchObject({ period: latest(), status: 'none', sentAt: null, remoteId: null });
    expect(report).toMatchObject({ format: 'consigne-ereporting/1', period: latest() });
    expect(report!.days.map((d) => d.date)[0]).toBe(latest().from);
  });

  it('shows the period of the day asked, and the latest over for a mistyped one', async () => {
    expect((await load('?periode=2026-02-24')).report!.period).toEqual({
      from: '2026-02-21',
      to: '2026-02-28',
    });
    expect((await load('?periode=2026-02-30')).report!.period).toEqual(latest());
    expect((await load('?periode=<script>')).report!.period).toEqual(latest());
  });

  it('sends a period over: back on its detail, then sent with the platform’s reference', async () => {
    const period = latest();
    const answer = await send(addDays(period.to, -1));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe(
      `/admin/e-reporting?periode=${period.from}&fait=envoi`,
    );
    expect(admin.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      `POST /api/admin/einvoicing/ereports/${addDays(period.to, -1)}/send`,
    );
    await admin.app.jobs.drain();
    const after = await load(`?periode=${period.from}&fait=envoi`);
    expect(after.sent).toBe(true);
    expect(after.periods[0]).toMatchObject({ period, status: 'sent', attempts: 1 });
    expect(after.periods[0]!.remoteId).toBe(`offline:ereport/ereport-shop-${period.from}-${period.to}.json`);
    expect(after.periods[0]!.sentAt).not.toBeNull();
    // The others are untouched.
    expect(after.periods.slice(1).every((p) => p.status === 'none')).toBe(true);
  });

  it('says, in the reader’s language, that a period not over yet cannot be sent (409)', async () => {
    const today = localDate(new Date());
    const fr = (await send(today)) as { data: { ok: boolean; error: string }; init: { status: number } };
    expect(fr.init.status).toBe(409);
    expect(fr.data).toMatchObject({ ok: false, intent: 'send' });
    expect(fr.data.error).toMatch(/^Cette période n’est pas terminée/);
    const nl = (await send(today, 'nl-BE')) as { data: { error: string }; init: { status: number } };
    expect(nl.init.status).toBe(409);
    expect(nl.data.error).toMatch(/^Deze periode is nog niet afgelopen/);
  });

  it('refuses a mistyped day before any call', async () => {
    const answer = (await send('2026-13-01')) as {
      data: { errors: { field: string }[] };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors.map((e) => e.field)).toEqual(['day']);
    // The staff check only: no send.
    expect(admin.calls.map((c) => c.path)).toEqual(['/api/admin/me']);
  });
});
