import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = dirname(fileURLToPath(import.meta.url));
const seedDir = resolve(modulesDir, '../db/seed');

/** The relative imports of a source file (static, re-exports and dynamic), as written. */
function relativeImports(source: string): string[] {
  const specifiers = source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...specifiers].map((match) => match[1]!);
}

/** The imports of `file` that land in db/seed. */
function seedImports(file: string, source: string): string[] {
  return relativeImports(source).filter((specifier) => {
    const target = resolve(dirname(file), specifier);
    return target === seedDir || target.startsWith(`${seedDir}/`);
  });
}

function runtimeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return runtimeFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('runtime modules and the seed', () => {
  it('no module imports db/seed: the seed imports the modules, never the other way', () => {
    const offenders = runtimeFiles(modulesDir).flatMap((file) =>
      seedImports(file, readFileSync(file, 'utf8')).map((s) => `${relative(modulesDir, file)} → ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a seed import however it is written', () => {
    const file = join(modulesDir, 'slots/service.ts');
    const source = [
      "import { ensureSlots } from '../../db/seed/slots.js';",
      "export { seed } from '../../db/seed/index.js';",
      "const data = await import('../../db/seed/data/geography.js');",
      "import { slotCapacity } from './generate.js';",
      "import type { Db } from '../../db/client.js';",
    ].join('\n');
    expect(seedImports(file, source)).toEqual([
      '../../db/seed/slots.js',
      '../../db/seed/index.js',
      '../../db/seed/data/geography.js',
    ]);
  });
});
