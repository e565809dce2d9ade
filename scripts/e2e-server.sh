#!/usr/bin/env bash
# Serves the built site for the end-to-end tests on port $1, on a fresh embedded database with the demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT="${1:-3100}" NEXT_TELEMETRY_DISABLED=1
export PGLITE_DIR="${E2E_PGLITE_DIR:-.data/e2e-pglite}"
unset DATABASE_URL
rm -rf "$PGLITE_DIR"
# Pages an earlier server cached on disk were rendered from another database (the demo's, a benchmark's).
rm -rf .next/server/route-cache
# Mails of the run are written as .eml files here (the form tests read them).
if [[ -n "${MAIL_DIR:-}" ]]; then rm -rf "$MAIL_DIR"; fi
npx tsx --conditions=react-server lib/cli/seed.ts
# The server's log lines of the run, for tests/system/logs.test.ts (no personal data, password or token in them).
LOG="${E2E_SERVER_LOG:-.data/e2e-server.log}"
mkdir -p "$(dirname "$LOG")"
: > "$LOG"
# The command of npm start (package.json), with its Node.js flags, without npm in between.
START=$(node -p "require('./package.json').scripts.start")
# shellcheck disable=SC2086
exec $START > >(tee -a "$LOG") 2> >(tee -a "$LOG" >&2)
