import type { Database, Db } from './client.js';
import { refreshPlannerStatistics } from './statistics.js';

/** What fills a migrated database (the seed, plugged in by the start-up): the parts it ran. */
export type Fill = (db: Db) => Promise<{ seeded: string[] }>;

/**
 * Start-up of the database: migrations, then `fill`, then planner statistics for what they wrote
 * (statistics.ts), all under the start-up lock, so that only one instance runs them at a time. The
 * seed plugs in here (bootstrap.ts, db/cli.ts): runtime modules never import it.
 */
export function prepareDatabase(database: Database, fill: Fill): Promise<{ seeded: string[] }> {
  return database.exclusive(async () => {
    await database.migrate();
    const filled = await fill(database.db);
    await refreshPlannerStatistics(database.db);
    return filled;
  });
}
