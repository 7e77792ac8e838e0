#!/usr/bin/env bash
# Restarts the shop's instances one by one (docs/production.md, Upgrading): each is stopped
# gracefully, started again, waited for until it answers, then left alone for longer than nginx's
# fail_timeout so that nginx counts it live again before the next one stops.
# Usage: sudo deploy/rolling-restart.sh 3001 3002 [...]     (the ports of the consigne@PORT units)
set -euo pipefail

# The readiness probe (/api/health/ready: database reachable, migrations done, not shutting down);
# /api/health on a version without it.
READY_PATH=${READY_PATH:-/api/health/ready}
# nginx's fail_timeout (deploy/nginx/consigne.conf) plus a margin.
SETTLE_SECONDS=${SETTLE_SECONDS:-12}
READY_TIMEOUT_SECONDS=${READY_TIMEOUT_SECONDS:-120}

if [ "$#" -eq 0 ]; then
  echo "usage: $0 PORT [PORT...]" >&2
  exit 2
fi

for port in "$@"; do
  echo "== consigne@${port}: restarting"
  systemctl restart "consigne@${port}"
  waited=0
  path=$READY_PATH
  until status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${port}${path}") && [ "$status" = 200 ]; do
    [ "$status" = 404 ] && path=/api/health
    if [ "$waited" -ge "$READY_TIMEOUT_SECONDS" ]; then
      echo "consigne@${port} is not ready after ${READY_TIMEOUT_SECONDS} s: stopping the roll-out" >&2
      journalctl -u "consigne@${port}" -n 30 --no-pager >&2 || true
      exit 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  echo "== consigne@${port}: ready after ${waited} s; settling ${SETTLE_SECONDS} s"
  sleep "$SETTLE_SECONDS"
done
echo "== all restarted: $*"
