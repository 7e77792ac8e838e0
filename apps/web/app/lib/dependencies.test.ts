import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('../../', import.meta.url));
const thisFile = fileURLToPath(import.meta.url);
/** The workspaces the storefront may import (docs/adr/0007-server-composition.md). */
const ALLOWED = ['@consigne/domain', '@consigne/api-client', '@consigne/contract'];

/** The @consigne/* packages a source file imports (static, type-only, re-exports and dynamic). */
function workspaceImports(source: string): string[] {
  const specifiers = source.matchAll(/(?:from|import)\s*\(?\s*['"](@consigne\/[^/'"]+)/g);
  return [...specifiers].map((match) => match[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (
      ['node_modules', 'build', 'dist', '.react-router'].includes(entry.name) ||
      entry.name.startsWith('build')
    )
      return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('what the storefront depends on', () => {
  it('imports only the domain, the API client and the contract: never the API', () => {
    // The storefront's code (app/); the action tests' harness (test/) runs the real API, as apps/server
    // composes it. This file is left out: its last test writes imports of the API on purpose.
    const files = sourceFiles(join(webDir, 'app')).filter((file) => file !== thisFile);
    const offenders = files.flatMap((file) =>
      workspaceImports(readFileSync(file, 'utf8'))
        .filter((name) => !ALLOWED.includes(name))
        .map((name) => `${relative(webDir, file)} → ${name}`),
    );
    expect(offenders).toEqual([]);
  });

  it('declares no run-time dependency on the API', () => {
    const manifest = JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    // At run time; the test harness's development dependency on the API is never built in.
    const declared = Object.keys(manifest.dependencies);
    expect(declared.filter((name) => name.startsWith('@consigne/') && !ALLOWED.includes(name))).toEqual([]);
    expect(
      Object.keys(manifest.devDependencies ?? {}).filter((name) => name.startsWith('@consigne/')),
    ).toEqual(['@consigne/api']);
  });

  it('tells an import of the API however it is written', () => {
    const source = [
      "import { bootstrap } from '@consigne/api';",
      "import type { Config } from '@consigne/api/config.js';",
      "const api = await import('@consigne/api');",
      "import { formatPrice } from '@consigne/domain';",
    ].join('\n');
    expect(workspaceImports(source)).toEqual([
      '@consigne/api',
      '@consigne/api',
      '@consigne/api',
      '@consigne/domain',
    ]);
  });
});
