/**
 * The back-office home's loader (the manager's board) on the real API (a seeded PGlite, called
 * in-process): the day and warehouse the URL names, the board's figures, and where each one leads.
 */
import { addDays, localDate } from '@consigne/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from '../../test/admin-api';
import { boardLinks } from '../components/admin/board/links';
import * as home from './admin._index';
import * as leadsPage from './admin.demandes-hors-zone';
import * as stockPage from './admin.prix-et-stocks';

let admin: AdminApi;
let warehouses: { id: number; key: string }[];

beforeAll(async () => {
  admin = await adminApi();
  warehouses = await admin.api('GET', '/admin/warehouses');
}, 120_000);
afterAll(async () => admin?.app.close());

type Home = Awaited<ReturnType<typeof home.loader>>;
const load = async (path: string) => (await admin.load(home.loader, path)) as Home;

describe('/admin (the board)', () => {
  it('shows today’s board of the first warehouse by default, with its open cash sheets counted', async () => {
    const answer = await load('/admin');
    expect(answer.error).toBeNull();
    expect(answer.date).toBe(localDate(new Date()));
    expect(answer.board?.date).toBe(answer.date);
    expect(answer.board?.cashSheetsOpen).toEqual(expect.any(Number));
    // The admin's latest changes stay below it.
    expect(Array.isArray(answer.recent)).toBe(true);
    expect(admin.calls.some((c) => c.path === '/api/admin/board')).toBe(true);
  });

  it('shows tomorrow’s board of the warehouse the URL names', async () => {
    const lille = warehouses.find((w) => w.key === 'lille')!;
    const tomorrow = addDays(localDate(new Date()), 1);
    const answer = await load(`/admin?warehouseId=${lille.id}&date=${tomorrow}`);
    expect(answer.board?.warehouse.id).toBe(lille.id);
    expect(answer.board?.date).toBe(tomorrow);
    expect(answer.board!.slots.length).toBeGreaterThan(0);
    const slot = answer.board!.slots[0]!;
    expect(slot.vans.length).toBeGreaterThan(0);
  });

  it('falls back to today on a day that is no day, never an error', async () => {
    const answer = await load('/admin?date=2026-02-30');
    expect(answer.error).toBeNull();
    expect(answer.date).toBe(localDate(new Date()));
  });

  it('links each figure to its list, filtered the same way', () => {
    const links = boardLinks({ warehouseId: 3, date: '2026-12-01' });
    expect(links.orders()).toBe('/admin/commandes?warehouseId=3&date=2026-12-01');
    expect(links.orders(7, 'delivered')).toBe(
      '/admin/commandes?warehouseId=3&date=2026-12-01&slotId=7&status=delivered',
    );
    expect(links.round(7, 2)).toBe('/admin/tournees?warehouseId=3&date=2026-12-01&slotId=7&vanId=2');
    expect(links.picking(7)).toBe('/admin/preparation/7');
    expect(links.picking()).toBe('/admin/preparation?warehouseId=3&date=2026-12-01');
    expect(links.lowStock()).toBe('/admin/prix-et-stocks?warehouse=3&low=1');
    expect(links.leads()).toBe('/admin/demandes-hors-zone?warehouseId=3');
    expect(links.cashSheets()).toBe('/admin/caisses?warehouseId=3&date=2026-12-01&status=open');
  });

  it('gives the stock list its low filter, and the leads list its warehouse', async () => {
    const lille = warehouses.find((w) => w.key === 'lille')!;
    const board = (await load(`/admin?warehouseId=${lille.id}`)).board!;
    const stock = (await admin.load(
      stockPage.loader,
      `/admin/prix-et-stocks?warehouse=${lille.id}&low=1`,
    )) as {
      page: { total: number };
    };
    expect(stock.page.total).toBe(board.lowStock);
    expect(admin.calls.at(-1)?.path).toBe('/api/admin/stock/entries');
    const leads = (await admin.load(
      leadsPage.loader,
      `/admin/demandes-hors-zone?warehouseId=${lille.id}`,
    )) as {
      list: { page: { total: number; warehouse: { id: number } } };
    };
    expect(leads.list.page.warehouse.id).toBe(lille.id);
    expect(leads.list.page.total).toBe(board.leads.total);
  });
});
