import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPTIONAL } from './catalogs.server.js';
import { sectionFeatures, type OptionalFeature } from './sections.js';

/**
 * Guards the section split: every page whose module (or a component it imports, transitively)
 * names a key of an optional feature must be in a section that sends that feature. Keys are found
 * as string literals or template heads: 'accountArea.x', `zones.country.${c}`.
 */
const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const prefixes = new Map<string, OptionalFeature>();
for (const [name, feature] of Object.entries(OPTIONAL) as Array<[OptionalFeature, { fr: object }]>)
  for (const key of Object.keys(feature.fr)) prefixes.set(key.split('.')[0]!, name);
const keyPattern = new RegExp(`['\`](${[...prefixes.keys()].join('|')})\\.[A-Za-z]`, 'g');

function featuresOf(file: string, seen = new Set<string>()): Set<OptionalFeature> {
  const found = new Set<OptionalFeature>();
  if (seen.has(file)) return found;
  seen.add(file);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  for (const match of source.matchAll(keyPattern)) found.add(prefixes.get(match[1]!)!);
  for (const match of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const base = resolve(dirname(file), match[1]!.replace(/\.js$/, ''));
    for (const candidate of [`${base}.tsx`, `${base}.ts`]) {
      if (candidate.endsWith('.server.ts') || candidate.includes('/i18n/')) continue;
      for (const feature of featuresOf(candidate, seen)) found.add(feature);
    }
  }
  return found;
}

/** Page paths and their modules, from the route table (`route('path', 'routes/x.tsx')`). */
const routes = [...readFileSync(resolve(app, 'routes.ts'), 'utf8').matchAll(/route\('([^']+)', '([^']+)'/g)]
  .map(([, path, module]) => ({
    // The back-office's pages are under /admin, outside the locale prefixes.
    path: /^(routes|layouts)\/admin\b/.test(module!)
      ? `/admin/${path === 'admin' ? '' : path!.replace(/:\w+/g, 'x')}`
      : `/fr/${path!.replace(/:\w+/g, 'x').replace('*', 'x')}`,
    module: module!,
  }))
  .filter(({ module }) => module.endsWith('.tsx'));
const layouts = [...readFileSync(resolve(app, 'routes.ts'), 'utf8').matchAll(/layout\('([^']+)'/g)].map(
  (m) => m[1]!,
);

describe('optional message features by section', () => {
  it('finds the route table', () => expect(routes.length).toBeGreaterThan(20));
  it.each(routes)('$path ($module) gets the optional features it uses', ({ path, module }) => {
    const used = featuresOf(resolve(app, module));
    const sent = new Set(sectionFeatures(path));
    expect(
      [...used].filter((feature) => !sent.has(feature)),
      path,
    ).toEqual([]);
  });
  it.each(layouts)('layout %s and the shell use no optional feature', (layout) => {
    // Layouts (and so the header, footer, cart panel) are on pages of every section.
    expect([...featuresOf(resolve(app, layout))]).toEqual([]);
    expect([...featuresOf(resolve(app, 'root.tsx'))]).toEqual([]);
  });
});
