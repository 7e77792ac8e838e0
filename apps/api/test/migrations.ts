import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/**
 * A copy, in `dir`, of the migrations folder as it was before migration `number` (e.g. '0011'):
 * a database migrated with it, then with the real folder, meets that migration with rows in it.
 */
export function migrationsBefore(number: string, dir: string): string {
  const before = (name: string) => !/^\d{4}_/.test(name) || name < number;
  const copy = join(dir, `migrations-before-${number}`);
  cpSync(folder, copy, { recursive: true, filter: (src) => before(basename(src)) });
  const journalPath = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => before(e.tag));
  writeFileSync(journalPath, JSON.stringify(journal));
  return copy;
}
