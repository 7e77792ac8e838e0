import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * apps/api/src on disk, found through the package rather than this file's own URL, so it holds when
 * the API is bundled into the compiled server (apps/server/dist/server.js).
 */
export const API_SRC = dirname(createRequire(import.meta.url).resolve('@consigne/api/index.ts'));
