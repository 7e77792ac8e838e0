#!/usr/bin/env node
/**
 * Precompresses the storefront's client assets after `react-router build`: every text
 * asset of build/client/assets above 1 KB gets a `.br` (brotli, quality 11) and a `.gz` (gzip -9)
 * sibling, which @fastify/static (`preCompressed: true`) and nginx (`brotli_static`, `gzip_static`)
 * serve as they are, so no request pays for compressing a file that never changes.
 *
 * Usage: node scripts/precompress-assets.mjs [assets directory]
 * (default: apps/web/<WEB_BUILD_DIR or build>/client/assets).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What compresses: text formats. Images (png, webp, woff2…) are compressed already. */
export const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.html',
  '.xml',
]);
/** Below this, the headers of a compressed answer outweigh what it saves. */
export const MIN_BYTES = 1024;

/** Compresses every text file of `dir` (recursively); returns what it wrote, for the summary. */
export async function precompress(dir) {
  const written = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT_EXTENSIONS.has(extname(entry.name))) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const source = await readFile(file);
    if (source.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gz(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    written.push({ file, bytes: source.length, br: br.length, gz: gzipped.length });
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const webDir = fileURLToPath(new URL('../apps/web/', import.meta.url));
  const dir = resolve(
    process.argv[2] ?? join(webDir, process.env.WEB_BUILD_DIR ?? 'build', 'client', 'assets'),
  );
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`precompress: ${dir} is not a directory (run react-router build first)`);
    process.exit(1);
  }
  const written = await precompress(dir);
  const sum = (key) => written.reduce((total, w) => total + w[key], 0);
  console.log(
    `precompressed ${written.length} assets in ${dir}: ${sum('bytes')} B → brotli ${sum('br')} B, gzip ${sum('gz')} B`,
  );
}
