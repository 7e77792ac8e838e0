import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.js';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: join(mkdtempSync(join(tmpdir(), 'config-')), 'data') };

describe('the interface the shop listens on (HOST)', () => {
  it('is the loopback while the demo accounts, whose password is published, are seeded', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/shop', SEED_DEMO: '1' }).host).toBe(
      '127.0.0.1',
    );
  });
  it('is every interface without them', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/shop' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, SEED_DEMO: '0' }).host).toBe('0.0.0.0');
  });
  it('is what HOST says, demo or not', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '::1', DATABASE_URL: 'postgres://db/shop' }).host).toBe('::1');
  });
});

describe('the log format (LOG_FORMAT)', () => {
  it('is readable lines at a terminal, JSON lines otherwise', () => {
    expect(loadConfig(base, true).logFormat).toBe('pretty');
    expect(loadConfig(base, false).logFormat).toBe('json');
  });
  it('is what LOG_FORMAT says, and a wrong value stops the start', () => {
    expect(loadConfig({ ...base, LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ ...base, LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ ...base, LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('the settings the README documents', () => {
  it('name every environment variable the configuration reads', () => {
    const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    // NODE_ENV is the platform's own word, not a setting of the shop.
    const read = [...new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!))].filter(
      (name) => name !== 'NODE_ENV',
    );
    expect(read.length).toBeGreaterThan(20);
    expect(read.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
