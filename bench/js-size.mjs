#!/usr/bin/env node
/**
 * First-load JS per page, gzip (budget, docs/performance.md: 110,000 bytes on /fr/produits and /fr/p/{slug}).
 *
 * For each page: fetch the HTML, collect every script loaded before the page is interactive
 * (<script type="module" src>, <link rel="modulepreload" href>, the `import "..."` specifiers
 * of inline module scripts, and the static imports of each of those files, followed through: the
 * pages carry no module preloads, ADR 0017), fetch each file once, gzip it with node:zlib at the
 * default level and add up the bytes.
 *
 *   node bench/js-size.mjs [--url http://127.0.0.1:4390] [--top 8] [path ...]
 *
 * Several builds side by side, in one run (each served apart; the first is the reference):
 *   node bench/js-size.mjs --url before=http://127.0.0.1:4356 --url after=http://127.0.0.1:4351
 */
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const BUDGET = 110_000;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', multiple: true, default: ['http://127.0.0.1:4390'] },
    top: { type: 'string', default: '8' },
    json: { type: 'boolean', default: false },
  },
});
const builds = values.url.map((spec) => {
  const [, label, url] = /^(?:([\w.-]+)=)?(.+)$/.exec(spec) ?? [];
  return { label: label ?? url, base: url.replace(/\/+$/, '') };
});
const paths = positionals.length
  ? positionals
  : ['/fr/produits', '/fr/p/biere-blonde-bio-33cl', '/fr', '/fr/login'];
const top = Number(values.top);

const attr = (tag, name) => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

function scriptUrls(html, pageUrl) {
  const urls = new Set();
  const add = (u) => urls.add(new URL(u.replaceAll('&amp;', '&'), pageUrl).href);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if ((attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/).includes('modulepreload')) add(attr(tag, 'href'));
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if ((attr(open, 'type') ?? '').toLowerCase() !== 'module') continue;
    const src = attr(open, 'src');
    if (src) add(src);
    // Static imports and `import("...")` in inline module scripts (React Router's hydration script).
    for (const m of body.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?\(?\s*["']([^"']+)["']/g)) add(m[1]);
  }
  return [...urls];
}

/** The files a module statically imports (Vite's minified `import{…}from"./x.js"` and `import"./x.js"`). */
const staticImports = (code, moduleUrl) =>
  [...code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{0,2}\/[^"']+)["']/g)].map(
    ([, specifier]) => new URL(specifier, moduleUrl).href,
  );

const cache = new Map();
async function gzipBytes(url) {
  if (!cache.has(url)) {
    cache.set(
      url,
      (async () => {
        const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        const raw = Buffer.from(await res.arrayBuffer());
        return {
          raw: raw.length,
          gzip: gzipSync(raw).length,
          imports: staticImports(raw.toString('utf8'), url),
        };
      })(),
    );
  }
  return cache.get(url);
}

/** The files and everything they import, each once. */
async function withImports(urls) {
  const seen = new Map();
  let pending = urls;
  while (pending.length) {
    const fetched = await Promise.all(
      pending.filter((u) => !seen.has(u)).map(async (u) => ({ url: u, ...(await gzipBytes(u)) })),
    );
    for (const file of fetched) seen.set(file.url, file);
    pending = fetched.flatMap((file) => file.imports).filter((u) => !seen.has(u));
  }
  return [...seen.values()].map(({ imports: _imports, ...file }) => file);
}

const kib = (n) => (n / 1024).toFixed(1);

/** A page's first-load files, largest first, and their totals. */
async function measure(base, path) {
  const pageUrl = base + path;
  const res = await fetch(pageUrl);
  if (!res.ok) throw new Error(`${pageUrl}: HTTP ${res.status}`);
  const files = await withImports(scriptUrls(await res.text(), pageUrl));
  files.sort((a, b) => b.gzip - a.gzip);
  const gzip = files.reduce((s, f) => s + f.gzip, 0);
  const raw = files.reduce((s, f) => s + f.raw, 0);
  return { path, gzip, raw, files };
}

if (builds.length > 1) {
  // One row per page, one column per build, and each build's difference to the first.
  const results = [];
  for (const path of paths) {
    const row = { path, builds: [] };
    for (const { label, base } of builds) row.builds.push({ label, ...(await measure(base, path)) });
    results.push(row);
  }
  if (values.json) console.log(JSON.stringify(results, null, 2));
  else {
    const [first] = builds;
    console.log(
      [
        'page',
        ...builds.map((b) => b.label),
        ...builds.slice(1).map((b) => `${b.label} − ${first.label}`),
      ].join(' | '),
    );
    for (const { path, builds: measured } of results) {
      const reference = measured[0].gzip;
      const diff = (n) => `${n - reference >= 0 ? '+' : '−'}${Math.abs(n - reference)}`;
      console.log(
        [path, ...measured.map((m) => m.gzip), ...measured.slice(1).map((m) => diff(m.gzip))].join(' | '),
      );
    }
  }
  process.exit(0);
}

const results = [];
for (const path of paths) {
  const { gzip, raw, files } = await measure(builds[0].base, path);
  results.push({ path, gzip, raw, files });
  if (values.json) continue;
  const pct = ((gzip / BUDGET) * 100).toFixed(1);
  const verdict = gzip <= BUDGET ? 'within' : 'OVER';
  console.log(
    `${path}: ${gzip} bytes gzip (${kib(gzip)} KiB; ${kib(raw)} KiB raw) in ${files.length} files — ${pct}% of the ${BUDGET}-byte budget, ${verdict}`,
  );
  for (const f of files.slice(0, top)) {
    console.log(
      `  ${String(f.gzip).padStart(7)}  ${kib(f.gzip).padStart(6)} KiB  ${new URL(f.url).pathname}`,
    );
  }
}
if (values.json) console.log(JSON.stringify(results, null, 2));
