#!/usr/bin/env bash
# Starts Klarsicht scaled out on PostgreSQL: 1 api process and N worker processes (default 2),
# all against DATABASE_URL. Ctrl-C / SIGTERM stops them gracefully (running scans go back to the
# queue). Logs: JSON lines of all processes on stdout, each with `pid` and `role`.
#
#   DATABASE_URL=postgres://user:pass@db:5432/klarsicht scripts/scale-out.sh
#
# Settings (environment): API_PORT (3000), API_HOST (127.0.0.1), WORKERS (2),
# WORKER_CONCURRENCY (2), METRICS_PORT_BASE (unset: no metrics listeners; else the api gets
# METRICS_PORT_BASE and worker i METRICS_PORT_BASE+i), plus every variable of
# apps/server/src/platform/config.ts, passed through unchanged.
set -euo pipefail

if [[ -z "${DATABASE_URL:-}" ]]; then
  echo "scale-out.sh: DATABASE_URL must point at PostgreSQL (the embedded PGlite belongs to one process)" >&2
  exit 2
fi

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
main="$repo_root/apps/server/dist/main.js"
if [[ ! -f "$main" ]]; then
  echo "scale-out.sh: $main is missing; run 'npm run build' first" >&2
  exit 2
fi

api_port="${API_PORT:-3000}"
api_host="${API_HOST:-127.0.0.1}"
workers="${WORKERS:-2}"
metrics_base="${METRICS_PORT_BASE:-}"
pids=()

metrics_env() {
  # $1: offset from METRICS_PORT_BASE
  if [[ -n "$metrics_base" ]]; then echo "METRICS_PORT=$((metrics_base + $1))"; fi
}

stop_all() {
  trap - INT TERM
  echo "scale-out.sh: stopping ${#pids[@]} processes" >&2
  kill -TERM "${pids[@]}" 2>/dev/null || true
  wait "${pids[@]}" 2>/dev/null || true
  exit 0
}
trap stop_all INT TERM

# Start-up takes the migration and queue set-up under advisory locks: all may start at once.
env -u METRICS_PORT ROLE=api PORT="$api_port" HOST="$api_host" $(metrics_env 0) node "$main" &
pids+=("$!")
for ((i = 1; i <= workers; i++)); do
  env -u METRICS_PORT ROLE=worker WORKER_CONCURRENCY="${WORKER_CONCURRENCY:-2}" $(metrics_env "$i") node "$main" &
  pids+=("$!")
done
echo "scale-out.sh: api on http://$api_host:$api_port, $workers workers (pids ${pids[*]})" >&2

# If any process ends on its own, stop the rest: a half-running cluster should not look healthy.
wait -n "${pids[@]}" || true
echo "scale-out.sh: a process exited; stopping the others" >&2
stop_all
