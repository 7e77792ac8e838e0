/**
 * `npm run db:reset`: drops the database (embedded data directory or server schema), then migrates and
 * seeds. The script reads the repository's `.env` as the server does (Node's --env-file-if-exists; a
 * variable set in the environment wins), so it resets the database `npm start` uses.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { prepareDatabase } from './prepare.js';
import { seed } from './seed/index.js';

const command = process.argv[2];
if (command !== 'reset' && command !== 'migrate') {
  console.error('usage: tsx apps/api/src/db/cli.ts reset|migrate');
  process.exit(2);
}
const config = loadConfig();
if (command === 'reset') {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
    await database.close();
  } else {
    rmSync(`${config.dataDir}/pgdata`, { recursive: true, force: true });
  }
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const { seeded } = await prepareDatabase(database, (db) =>
  seed(db, { demo: config.seedDemo, scale: config.seedScale }),
);
await database.close();
console.log(
  `database ${command === 'reset' ? 'reset' : 'migrated'}${seeded.length ? `, seeded ${seeded.join(', ')}` : ''} (${database.kind})`,
);
