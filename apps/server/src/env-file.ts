/**
 * Reads the repository's `.env` (see `.env.example`) into process.env, before anything reads its
 * settings: main.ts imports ./load-env-file.js first, which calls it. Node's own parser (process.loadEnvFile, Node ≥ 20.12), no
 * dotenv. A variable already set in the environment wins over the file, so a systemd unit's
 * EnvironmentFile, a test harness or `PORT=4000 npm start` keep the last word. ENV_FILE names another
 * file; ENV_FILE= (empty) reads none.
 */
import { fileURLToPath } from 'node:url';

/** The `.env` at the repository's root: this file is apps/server/src/*.ts, or the bundle apps/server/dist/server.js. */
export const DEFAULT_ENV_FILE = fileURLToPath(new URL('../../../.env', import.meta.url));

/** Loads the file into `env` (process.env by default); returns its path, or undefined when there is none. */
export function loadEnvFile(file = process.env.ENV_FILE ?? DEFAULT_ENV_FILE): string | undefined {
  if (!file) return undefined;
  try {
    process.loadEnvFile(file);
    return file;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
