/**
 * The sales journal's page loader on the real API (a seeded PGlite, called in-process): intact with
 * its head, perpetual total and closures. (Tampering is found by the API's own tests:
 * apps/api/src/modules/sales-journal/sales-journal.test.ts.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminApi, appendToJournal, closeJournalPeriods, type AdminApi } from '../../test/admin-api';
import * as journalPage from './admin.journal-des-ventes';

let admin: AdminApi;
beforeAll(async () => {
  admin = await adminApi();
}, 180_000);
afterAll(async () => admin?.app.close());

type Answer = Exclude<Awaited<ReturnType<typeof journalPage.loader>>, Response>;
const load = async () => (await admin.load(journalPage.loader, '/admin/journal-des-ventes')) as Answer;

/** Three entries and a day's closure, as the API writes them (no delivery needed for the page). */
async function someEntries() {
  for (const [i, total] of [1000, 2500, -300].entries())
    await admin.db.transaction((tx) =>
      appendToJournal(tx, {
        kind: total < 0 ? 'credit_note' : 'invoice',
        reference: `page-${i}`,
        occurredAt: new Date(),
        totalCents: total,
        vat: [],
        paymentMethod: null,
      }),
    );
  await closeJournalPeriods(admin.db, new Date(Date.now() + 2 * 86_400_000));
}

it('says the journal is intact, with its last entry, perpetual total and closures', async () => {
  const before = (await load()).report!.grandTotal;
  await someEntries();
  const { report, error } = await load();
  expect(error).toBeNull();
  expect(report).toMatchObject({ intact: true, brokenAt: null, grandTotal: before + 32 });
  expect(report!.lastHash).toMatch(/^[0-9a-f]{64}$/);
  expect(report!.closures[0]).toMatchObject({ kind: 'closure_day' });
  expect(admin.calls.some((c) => c.path === '/api/admin/sales-journal/verify')).toBe(true);
});

it('tells a manager of one warehouse that the books are the whole company’s, with no report', async () => {
  const manager = await adminApi('gerant.lyon@example.com');
  try {
    const { report, error } = (await manager.load(journalPage.loader, '/admin/journal-des-ventes')) as Answer;
    expect(report).toBeNull();
    expect(error).toMatch(/toute la société/);
  } finally {
    await manager.app.close();
  }
}, 180_000);
