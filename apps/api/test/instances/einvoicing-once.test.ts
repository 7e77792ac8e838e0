import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromPostgresUrl, type Database } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { enqueueJob, rowsOf } from '../../src/jobs/index.js';
import { advanceOrder } from '../../src/modules/operator/index.js';
import { doorFor } from '../door.js';
import {
  describeInstances,
  seededDatabase,
  signedShoppers,
  signedToken,
  startInstances,
  until,
  type Instances,
  type TestDatabase,
} from '../instances.js';
import { atDoor } from '../orders.js';

// The e-invoicing platform is an outside service: each document must reach it once, whichever of the
// shop's instances runs the sweep, the send jobs and the back-office's "send" button. A recording
// platform counts what it received per idempotency key; two instances work the one queue.
interface Received {
  path: string;
  key: string;
  kind: string;
}

function recordingPlatform(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        key: String(request.headers['idempotency-key']),
        kind: String(request.headers['x-document-kind']),
      });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `platform-${received.length}` }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received }),
    ),
  );
}

const SELLER = {
  SELLER_NAME: 'Consigne SAS',
  SELLER_ADDRESS: '1 rue du Verre, 75011 Paris',
  SELLER_SIRET: '73282932000074',
  SELLER_VAT_NUMBER: 'FR44732829320',
};

describeInstances('e-invoicing with two instances on one database', () => {
  let database: TestDatabase;
  let instances: Instances;
  let shop: Database;
  let platform: Awaited<ReturnType<typeof recordingPlatform>>;
  beforeAll(async () => {
    database = await seededDatabase();
    platform = await recordingPlatform();
    instances = await startInstances(2, {
      databaseUrl: database.url,
      env: {
        ...SELLER,
        EINVOICING_PLATFORM: 'http',
        EINVOICING_URL: platform.url,
        EINVOICING_TOKEN: 'instances-platform-token',
      },
    });
    shop = fromPostgresUrl(database.url, 4);
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    const codes = await instances?.stop();
    await database?.drop();
    platform?.server.close();
    expect(codes).toEqual([0, 0]);
  });

  /** A Belgian company's order from Brussels, placed on `url`'s instance, delivered (invoiced). */
  async function belgianInvoice(url: string, token: string, shopperId: number, n: number) {
    const db = shop.db;
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
      });
    const [zone] = await db.select().from(t.zones).where(eq(t.zones.key, 'bruxelles-flagey'));
    expect(
      (await call('/api/user/delivery', { method: 'POST', body: JSON.stringify({ zone_id: zone!.id }) }))
        .status,
    ).toBe(200);
    const identity = await call('/api/user/business', {
      method: 'PUT',
      body: JSON.stringify({
        companyName: `Brasserie ${n} SRL`,
        vatNumber: 'BE0202239951',
        peppolScheme: '0208',
        peppolId: '0202239951',
      }),
    });
    expect(identity.status, await identity.clone().text()).toBe(200);
    const [brussels] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'bruxelles'));
    // The lines of the Peppol module's own test: enough for the order minimum, two VAT rates.
    for (const [slug, quantity] of [
      ['biere-blonde-bio-33cl', 12],
      ['eau-minerale-naturelle-plate-100cl', 6],
    ] as const) {
      const [entry] = await db
        .update(t.productWarehouses)
        .set({ isAvailable: true, stock: null, discountAntiWastePercent: 0, maxOrderable: 99 })
        .where(and(eq(t.productWarehouses.warehouseId, brussels!.id), eq(t.productWarehouses.slug, slug)))
        .returning();
      await db.insert(t.cartItems).values({ userId: shopperId, productWarehouseId: entry!.id, quantity });
    }
    const groups = (await (await call('/api/slots')).json()) as { slots: { id: number }[] }[];
    await call(`/api/user/select/slot/${groups[1]!.slots[2]!.id}`, { method: 'POST', body: '{}' });
    const placed = await call('/api/orders?locale=fr_FR', {
      method: 'POST',
      headers: { 'idempotency-key': `einvoicing-once-${n}` },
      body: JSON.stringify({ paymentMethod: 'offline', acceptTerms: true, adultDeclared: true }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: number };
    const [slot] = await db
      .select({ startAt: t.slots.startAt })
      .from(t.slots)
      .innerJoin(t.orders, eq(t.orders.slotId, t.slots.id))
      .where(eq(t.orders.id, orderId));
    const onTheDay = new Date(slot!.startAt.getTime() + 3600_000);
    for (const status of ['preparing', 'out_for_delivery', 'delivered'] as const)
      await advanceOrder(db, brussels!.id, orderId, status, onTheDay, 0, null, 'fr_FR', {
        ...doorFor(status),
        ...(await atDoor(db, orderId, status)),
      });
    return orderId;
  }

  it('each invoice and credit note reaches the platform once, and each e-report once, whoever runs what', async () => {
    const db = shop.db;
    const companies = await signedShoppers(db, 4);
    const orderIds: number[] = [];
    for (const [i, company] of companies.entries())
      orderIds.push(await belgianInvoice(instances.urls[i % 2]!, company.token, company.id, i));
    // A refund on each instance: two credit notes.
    const [admin] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'admin@example.com'));
    const adminToken = await signedToken(db, admin!.id);
    for (const [i, orderId] of orderIds.slice(0, 2).entries()) {
      const refund = await fetch(`${instances.urls[i]}/api/admin/orders/${orderId}/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'wallet', amount: 1, reason: 'Bouteille cassée' }),
      });
      expect(refund.status, await refund.text()).toBe(200);
    }

    // The sweep queued many times at once (both instances' workers take them), and the last closed
    // e-report period sent from both instances' back-office three times each, at once.
    await db.transaction(async (tx) => {
      for (let i = 0; i < 6; i++) await enqueueJob(tx, 'einvoicing.peppol', { source: 'cron' });
    });
    const { periods } = (await (
      await fetch(`${instances.urls[0]}/api/admin/einvoicing/ereports`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { periods: { period: { from: string } }[] };
    const day = periods[0]!.period.from;
    const sends = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((i) =>
        fetch(`${instances.urls[i]}/api/admin/einvoicing/ereports/${day}/send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}` },
        }).then((res) => res.status),
      ),
    );
    expect(sends).toEqual([202, 202, 202, 202, 202, 202]);

    const transmissions = () => db.select().from(t.einvoiceTransmissions);
    // 4 invoices + 2 credit notes on Peppol, 1 e-report: each sent.
    await until(
      async () => (await transmissions()).filter((row) => row.status === 'sent').length >= 7,
      90_000,
      'seven transmissions sent',
    );
    // Both workers keep polling meanwhile: nothing more comes.
    await new Promise((r) => setTimeout(r, 4_000));
    const rows = await transmissions();
    expect(rows.filter((row) => row.channel === 'peppol')).toHaveLength(6);
    expect(rows.filter((row) => row.channel === 'ereporting')).toHaveLength(1);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    const keys = platform.received.map((r) => r.key);
    expect(keys).toHaveLength(7);
    expect(new Set(keys).size).toBe(7);
    expect(platform.received.filter((r) => r.path === '/reports')).toHaveLength(1);
    const failed = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from jobs.job where name like 'einvoicing.%' and state = 'failed'`,
      ),
    );
    expect(failed[0]!.n).toBe(0);
  });
});
