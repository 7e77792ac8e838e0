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

/** Listens and closes cleanly on SIGINT/SIGTERM: in-flight requests finish, the database closes. */
export async function listen(app: FastifyInstance, config: Config): Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}
