import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENV_FILE, loadEnvFile } from './env-file.js';

const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
const names = ['CONSIGNE_T_FROM_FILE', 'CONSIGNE_T_SET_BEFORE', 'CONSIGNE_T_QUOTED'];

afterEach(() => {
  for (const name of names) delete process.env[name];
});

describe('the .env file', () => {
  it('is the one at the repository root', () => {
    expect(DEFAULT_ENV_FILE).toBe(join(import.meta.dirname, '../../../.env'));
  });
  it('sets its variables; one already in the environment wins', () => {
    const file = join(dir, 'settings.env');
    writeFileSync(
      file,
      '# a comment\nCONSIGNE_T_FROM_FILE=4000\nCONSIGNE_T_SET_BEFORE=file\nCONSIGNE_T_QUOTED="a # b"\n',
    );
    process.env.CONSIGNE_T_SET_BEFORE = 'environment';
    expect(loadEnvFile(file)).toBe(file);
    expect(process.env.CONSIGNE_T_FROM_FILE).toBe('4000');
    expect(process.env.CONSIGNE_T_SET_BEFORE).toBe('environment');
    expect(process.env.CONSIGNE_T_QUOTED).toBe('a # b');
  });
  it('may be missing, or turned off with an empty ENV_FILE', () => {
    expect(loadEnvFile(join(dir, 'none.env'))).toBeUndefined();
    expect(loadEnvFile('')).toBeUndefined();
  });
});
