/**
 * `npm run journal:verify`: checks the sales journal's hash chain in the database `npm start` uses
 * (the repository's `.env`, as db:reset reads it) and says whether it is intact or where it breaks.
 * Exit code 0 intact, 1 broken. With the embedded database (no DATABASE_URL), stop the shop first: one
 * process at a time opens its data directory (the back-office page checks a running shop).
 */
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { verifySalesJournal } from './verify.js';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const verdict = await verifySalesJournal(database.db);
  if (verdict.intact) {
    console.log(
      `sales journal intact: ${verdict.count} entries, last seq ${verdict.lastSeq}, last hash ${verdict.lastHash}`,
    );
  } else {
    console.log(`sales journal BROKEN at seq ${verdict.seq}: ${verdict.reason}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
