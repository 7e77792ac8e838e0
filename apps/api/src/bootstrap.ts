import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { processLogger } from './host.js';
import { markShuttingDown } from './observability/lifecycle.js';
import { prepareDatabase } from './db/prepare.js';
import { seed } from './db/seed/index.js';

/** Opens the database, migrates it, seeds it on first start, and builds the API. */
export async function bootstrap(config: Config = loadConfig()) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  // The seed plugs in here, at the start-up: the shop's data on first start, the slots' rolling week.
  const { seeded } = await prepareDatabase(database, (db) =>
    seed(db, { demo: config.seedDemo, scale: config.seedScale }),
  );
  const app = await buildApp({
    database,
    config,
    logger: processLogger(config),
  });
  app.log.info(
    { database: database.kind, seeded },
    seeded.length ? `database seeded: ${seeded.join(', ')}` : 'database ready',
  );
  return { app, database, config };
}

/**
 * Listens, and on SIGTERM/SIGINT shuts down gracefully: the listener drains (every request that
 * reached it answered, then no new connection), and only then does the app close (Fastify answers
 * 503 from then on; the pages in flight, whose loaders call the API in-process, were all rendered
 * while the listener drained), then the database: exit 0. After SHUTDOWN_GRACE_SECONDS it exits 1 anyway. Later
 * signals (a process group signalled twice, a supervisor relaying it) are ignored.
 */
export async function listen(app: FastifyInstance, config: Config): Promise<void> {
  const drain = drainer(app.server);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return app.log.warn({ signal }, 'already shutting down: in-flight requests keep going');
    closing = true;
    markShuttingDown(app);
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('grace period over: exiting with requests still open');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000);
    drain()
      .then(() => app.close())
      .then(
        () => {
          clearTimeout(timer);
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
}

/** Stops listening without http.Server's own close(), which also destroys idle connections (see drainer). */
const netServerClose = NetServer.prototype.close;

/** How long an idle connection gets to bring one more request (then answered, "Connection: close"). */
const IDLE_GRACE_MS = 2_000;

/**
 * Drains an HTTP server without dropping a request. Closing the listener at once resets the
 * connections the kernel has queued but Node not yet accepted, and Node's server.close() destroys
 * every connection without a request in progress, including a kept-alive one whose next request is
 * already on the wire. Instead: responses in flight, and requests arriving meanwhile, are their
 * connection's last ("Connection: close"); the listener keeps accepting until no request is in
 * flight, then stops (after a poll phase, which accepts what the kernel has queued); connections
 * still idle IDLE_GRACE_MS later are closed. Resolves once no connection is left.
 */
function drainer(server: Server): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const lastOne = (res: ServerResponse) => {
    if (!res.headersSent) res.shouldKeepAlive = false;
    else res.once('finish', () => res.socket?.end());
  };
  server.on('request', (_request: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (!inFlight.size) drainedOne?.();
    });
    if (draining) lastOne(res);
  });
  const idle = () => new Promise<void>((resolve) => (inFlight.size ? (drainedOne = resolve) : resolve()));
  let drainedOne: (() => void) | undefined;
  return async () => {
    draining = true;
    for (const res of inFlight) lastOne(res);
    // Keep accepting (each new request answered, then its connection closed) until the requests in
    // flight are done: closing the listener earlier resets the connections the kernel has queued.
    while (inFlight.size) await idle();
    await new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), 0));
    const drained = new Promise<void>((resolve) => netServerClose.call(server, () => resolve()));
    setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS);
    await drained;
  };
}
