#!/bin/bash
# CPU per request of the built server and of PostgreSQL's backends, for one GET under load: starts
# apps/server/dist/server.js of a checkout on a database, warms up 3 s, loads the path for 8 s with
# 10 connections (autocannon), and prints req/s and the milliseconds of CPU per request of the node
# process and of all `postgres` processes (from /proc; the machine otherwise idle).
#
#   bench/cpu-per-request.sh <database> <port> <path> [checkout, default this one]
#   e.g. bench/cpu-per-request.sh bench_scale_10k 5232 '/api/products/cross-sell?page=1&search=bi%C3%A8re%20blonde&limit=7'
# Alternate two checkouts (a worktree of the commit before) a few times to compare them side by side.
set -euo pipefail
DB=$1 PORT=$2 URLPATH=$3 CHECKOUT=${4:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$CHECKOUT"
ENV_FILE= PORT=$PORT HOST=127.0.0.1 DATABASE_URL=postgres://root@127.0.0.1:5432/$DB SEED_DEMO=1 \
  CATALOG_CACHE_SECONDS=0 WORKERS=0 JWT_SECRET=cpu-per-request-secret-0123456789abcdefgh LOG_LEVEL=warn \
  PUBLIC_URL=http://127.0.0.1:$PORT DATA_DIR=$(mktemp -d) setsid node apps/server/dist/server.js >/tmp/cpu-per-request-$PORT.log 2>&1 &
SERVER=$!
trap 'kill -- -$SERVER 2>/dev/null || true' EXIT
for _ in $(seq 120); do curl -sf -o /dev/null "http://127.0.0.1:$PORT/api/health" && break; sleep 1; done
npx autocannon -c 10 -d 3 "http://127.0.0.1:$PORT$URLPATH" >/dev/null 2>&1
ticks() { awk '{ split($0, a, ") "); split(a[2], f, " "); t += f[12] + f[13] } END { print t }' "$@" 2>/dev/null; }
pg_ticks() { ticks $(for p in $(pgrep -x postgres); do echo /proc/$p/stat; done); }
P0=$(pg_ticks) N0=$(ticks /proc/$SERVER/stat)
TOTAL=$(npx autocannon -j -c 10 -d 8 "http://127.0.0.1:$PORT$URLPATH" 2>/dev/null | node -e \
  'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).requests.total))')
P1=$(pg_ticks) N1=$(ticks /proc/$SERVER/stat)
HZ=$(getconf CLK_TCK)
node -e "const [n, p, r, hz] = process.argv.slice(1).map(Number);
console.log('$DB', 'req/s', (r / 8).toFixed(0), 'server ms/req', (n * 1000 / hz / r).toFixed(3), 'database ms/req', (p * 1000 / hz / r).toFixed(3));" \
  $((N1 - N0)) $((P1 - P0)) "$TOTAL" "$HZ"
