import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('./migrations', import.meta.url));
const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('migrations journal', () => {
  it('numbers the migrations in order, one SQL file each', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files.sort());
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.slice(0, 4)).toBe(String(i).padStart(4, '0'));
    });
  });

  // The migrator skips a migration dated before the last one a database applied: a later-numbered
  // migration with an earlier date would never reach databases that already ran its predecessor.
  it('dates every migration after the one before it', () => {
    for (let i = 1; i < journal.entries.length; i++) {
      expect(journal.entries[i]!.when, journal.entries[i]!.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });
});
