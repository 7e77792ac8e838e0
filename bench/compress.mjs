#!/usr/bin/env node
/**
 * The cost of COMPRESS=1: two instances of the built shop started here, one with
 * COMPRESS=1, one without, and autocannon on the same page of each, alternately, in the same run.
 * Requests say `accept-encoding: gzip, deflate, br` (a browser's), so the compressing instance
 * answers in brotli.
 *
 *   node bench/compress.mjs [--path /fr/produits] [--seconds 10] [--rounds 2] [--connections 10]
 */
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { requireBuild, startBuiltShop } from './shop.mjs';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/fr/produits' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
  },
});
requireBuild();

const headers = { 'accept-encoding': 'gzip, deflate, br' };
const [plain, compressed] = (
  await Promise.all([
    startBuiltShop({ SEED_DEMO: '0', COMPRESS: '0' }, 0),
    startBuiltShop({ SEED_DEMO: '0', COMPRESS: '1' }, 0),
  ])
).map((shop) => shop.url);
const shops = { identity: plain, 'COMPRESS=1': compressed };
/** The page as sent (not decoded, unlike fetch): its encoding and its size on the wire. */
function onTheWire(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let size = 0;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'] ?? 'identity', size }));
    })
      .on('error', reject)
      .end();
  });
}
const bytes = {};
for (const [name, url] of Object.entries(shops)) bytes[name] = await onTheWire(`${url}${values.path}`);

const results = { identity: [], 'COMPRESS=1': [] };
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [name, url] of Object.entries(shops)) {
    const result = await autocannon({
      url: `${url}${values.path}`,
      headers,
      connections: Number(values.connections),
      duration: Number(values.seconds),
    });
    results[name].push(result);
    console.log(
      `round ${round + 1} ${name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(5)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
    );
  }
}
const avg = (name, pick) => results[name].reduce((sum, r) => sum + pick(r), 0) / results[name].length;
const plainRate = avg('identity', (r) => r.requests.average);
const compressedRate = avg('COMPRESS=1', (r) => r.requests.average);
console.log(
  `\n${values.path}, ${values.connections} connections, ${values.rounds} × ${values.seconds} s each:`,
);
for (const name of Object.keys(shops))
  console.log(
    `  ${name.padEnd(10)} ${avg(name, (r) => r.requests.average).toFixed(0)} req/s, p99 ${avg(name, (r) => r.latency.p99).toFixed(0)} ms, ${bytes[name].size} B on the wire (${bytes[name].encoding})`,
  );
console.log(
  `  COMPRESS=1 / identity: ${(compressedRate / plainRate).toFixed(2)} × the throughput (${((compressedRate / plainRate - 1) * 100).toFixed(0)} %), ${(bytes['COMPRESS=1'].size / bytes.identity.size).toFixed(2)} × the bytes`,
);
process.exit(0);
