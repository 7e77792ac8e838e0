/**
 * How a production instance's Node process is started (docs/production.md, "Memory limits"; ADR 0054):
 * the options and environment that `npm start`, the topology and the memory benches give it.
 * `npm run serve`, apps/server's `npm start` and deploy/systemd/consigne@.service repeat them by hand
 * (apps/server/src/instance-runtime.test.ts checks that they agree).
 *
 * - `--max-old-space-size=320`: V8 sizes its heap from the machine's memory (4.2 GB on a 24 GB
 *   machine) and, under load, let the old generation grow to 350–500 MB of mostly garbage before
 *   collecting it; the live set of an instance is 110–170 MB. Capped, it collects sooner.
 * - `--max-semi-space-size=16`: for such a heap limit V8 lets its young generation grow to 128 MB
 *   (two 64 MB semi-spaces), which stay committed; 16 MB semi-spaces still hold a few renders'
 *   short-lived objects.
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (libuv's pool: argon2's 19 MiB per
 *   password hash, sharp, zlib) an arena of its own, kept after use: ≈200 MB of RSS at start,
 *   before any request, with the demo seed's hashes.
 */
export const INSTANCE_NODE_ARGS = ['--max-old-space-size=320', '--max-semi-space-size=16'];
export const INSTANCE_ENV = { MALLOC_ARENA_MAX: '2' };
