import type { Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/seed/index.js';

/** Opens the database, migrates it, seeds it on first start, and builds the API. */
export async function bootstrap(config: Config = loadConfig()) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const { seeded } = await prepareDatabase(database, { demo: config.seedDemo });
  const app = await buildApp({
    database,
    config,
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  });
  app.log.info(
    { database: database.kind, seeded },
    seeded.length ? `database seeded: ${seeded.join(', ')}` : 'database ready',
  );
  return { app, database, config };
}

/**
 * Listens, and on SIGTERM/SIGINT shuts down gracefully: the listener stops accepting connections, the
 * requests in flight are answered (each one its connection's last), and only once no connection is
 * left does the app close (Fastify would answer 503 from then on; the storefront's own calls to the
 * API, on their separate listener, keep working until its pages are done), then the database: exit 0.
 * After SHUTDOWN_GRACE_SECONDS it exits 1 anyway. Later signals (a process group signalled twice, a
 * supervisor relaying it) are ignored instead of killing the requests.
 */
export async function listen(app: FastifyInstance, config: Config): Promise<void> {
  const lastResponses = trackResponses(app.server);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return app.log.warn({ signal }, 'already shutting down: in-flight requests keep going');
    closing = true;
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('grace period over: exiting with requests still open');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000);
    lastResponses();
    // Node's close() also ends the idle kept-alive connections; its callback waits for the busy ones.
    new Promise((drained) => app.server.close(drained))
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

/**
 * Keep-alive connections busy when shutdown starts would stay open once their response is sent (until
 * the client's or the server's keep-alive timeout), holding the close up. The returned function makes
 * every in-flight response the connection's last one: "Connection: close", then the socket closes.
 */
function trackResponses(server: Server): () => void {
  const inFlight = new Set<ServerResponse>();
  let shuttingDown = false;
  const lastOne = (res: ServerResponse) => {
    if (!res.headersSent) res.shouldKeepAlive = false;
    else res.once('finish', () => res.socket?.end());
  };
  server.on('request', (_request, res: ServerResponse) => {
    if (shuttingDown) return lastOne(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return () => {
    shuttingDown = true;
    for (const res of inFlight) lastOne(res);
  };
}
