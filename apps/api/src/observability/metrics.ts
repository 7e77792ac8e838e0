/**
 * The shop's Prometheus metrics (prom-client), served on a listener of their own (METRICS_PORT, bound
 * to METRICS_HOST): never on the public port. Each instance counts its own; Prometheus scrapes every
 * instance and sums them (docs/observability.md).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { routeLabelOf } from './route-label.js';

export { setRouteLabel } from './route-label.js';

export const registry = new Registry();

const httpDuration = new Histogram({
  name: 'consigne_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern (or storefront route id) and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const ordersPlaced = new Counter({
  name: 'consigne_orders_placed_total',
  help: 'Orders placed by this instance (a replayed idempotent answer is not counted), by payment method',
  labelNames: ['payment_method'] as const,
  registers: [registry],
});

const dbPoolMax = new Gauge({
  name: 'consigne_db_pool_max_connections',
  help: 'Connections the database pool may open (PGlite: 1, the embedded database)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

const dbTransactionsInFlight = new Gauge({
  name: 'consigne_db_transactions_in_flight',
  help: 'Transactions running now, each holding a pool connection',
  labelNames: ['kind'] as const,
  registers: [registry],
});

const dbTransactionDuration = new Histogram({
  name: 'consigne_db_transaction_duration_seconds',
  help: 'Duration of database transactions (a pool connection is held meanwhile), by outcome',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** Where the queue depths come from (the jobs' queue); none = no series. */
export type QueueDepthSource = () => Promise<Record<string, number>>;
let queueDepthSource: QueueDepthSource | undefined;
const QUEUE_DEPTH_TIMEOUT_MS = 2_000;

/** Wires the queue-depth gauge to the jobs' queue (the jobs plugin: `setQueueDepthSource(() => jobs.queueDepth())`). */
export function setQueueDepthSource(source: QueueDepthSource | undefined): void {
  queueDepthSource = source;
}

new Gauge({
  name: 'consigne_queue_depth',
  help: 'Jobs waiting in each queue, read at scrape time',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!queueDepthSource) return;
    let timer: NodeJS.Timeout | undefined;
    const depths = await Promise.race([
      queueDepthSource(),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), QUEUE_DEPTH_TIMEOUT_MS);
      }),
    ])
      // A queue that cannot answer leaves this gauge without series for this scrape, not the scrape failed.
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
    for (const [queue, depth] of Object.entries(depths ?? {})) this.set({ queue }, depth);
  },
});

/** Counts an order placed (called once its transaction has committed). */
export function recordOrderPlaced(paymentMethod: string): void {
  ordersPlaced.inc({ payment_method: paymentMethod });
}

const instrumented = new WeakSet<object>();

/**
 * The pool's size, and every `db.transaction` timed (postgres.js has no pool events: a transaction
 * holds one connection, so the transactions in flight are the connections in use by them).
 */
export function instrumentDatabase(database: Pick<Database, 'db' | 'kind' | 'poolMax'>): void {
  const { db, kind } = database;
  dbPoolMax.set({ kind }, database.poolMax);
  if (instrumented.has(db)) return;
  instrumented.add(db);
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    dbTransactionsInFlight.inc({ kind });
    const end = dbTransactionDuration.startTimer({ kind });
    try {
      const result = await transaction(...args);
      end({ outcome: 'commit' });
      return result;
    } catch (error) {
      end({ outcome: 'rollback' });
      throw error;
    } finally {
      dbTransactionsInFlight.dec({ kind });
    }
  }) as typeof db.transaction;
}

let defaultMetricsOn = false;

/**
 * Request durations observed on every route of the host, and the metrics listener opened when the
 * host is ready, closed with it.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { port: number; host: string }) => {
  app.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      { method: request.method, route: routeLabelOf(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = await startMetricsServer(options, app.log);
  });
  app.addHook('onClose', async () => {
    if (server) await new Promise<void>((closed) => server!.close(() => closed()));
  });
});

/** GET /metrics in Prometheus' text format on its own listener; Node's default metrics included. */
export async function startMetricsServer(
  { port, host }: { port: number; host: string },
  log: FastifyBaseLogger,
): Promise<Server> {
  if (!defaultMetricsOn) {
    defaultMetricsOn = true;
    collectDefaultMetrics({ register: registry });
  }
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: unknown) => {
        log.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n');
      },
    );
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      listening();
    });
  });
  const address = server.address() as AddressInfo;
  log.info(`metrics on http://${address.address}:${address.port}/metrics`);
  return server;
}
