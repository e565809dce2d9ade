#!/usr/bin/env bash
# `npm test`: every check and test of the project — config, types, lint, unit and integration tests
# (PGlite, and PostgreSQL when one answers), the production build, then the browser and system tests against it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each step's heading says how long the run has taken so far (bash's SECONDS), so a log shows where the time went.
step() { printf '\n=== %s (at %dm%02ds)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

step "config check"
npx tsx --conditions=react-server lib/cli/config-check.ts

# The type check, and installing PostgreSQL when CI needs it, run beside the config check, lint and format: each
# of those uses one core, and tsc alone takes one to two minutes. Their output is shown when they end.
logs=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs"' EXIT
npx tsc --noEmit > "$logs/tsc" 2>&1 &
tsc_pid=$!
bash scripts/ensure-postgres.sh > "$logs/postgres-url" 2> "$logs/postgres" &
postgres_pid=$!

step "lint (ESLint, then knip: files, exports and dependencies nothing uses)"
npx eslint . --max-warnings=0
npx knip

step "format (npm run format fixes it)"
npm run --silent format:check

step "type check"
if ! wait "$tsc_pid"; then cat "$logs/tsc"; exit 1; fi
echo "types: ok"

step "unit and integration tests"
wait "$postgres_pid" || true
cat "$logs/postgres" >&2
TEST_DATABASE_URL="$(cat "$logs/postgres-url")"
export TEST_DATABASE_URL
if [[ -n "$TEST_DATABASE_URL" ]]; then echo "integration tests also run on PostgreSQL at $TEST_DATABASE_URL"; else echo "no PostgreSQL answers: integration tests run on PGlite only"; fi
npx vitest run

step "build"
npm run --silent build

step "browser tests, and beside them the system tests of the build (several instances behind nginx, faults)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh
bash scripts/ensure-nginx.sh
# The system tests mostly wait (a database stopped for 10 s, a mail server for 20 s, instances restarting: about
# half a core over two minutes), so they run beside the browser tests; their output is shown when both end. Only
# tests/system/logs.test.ts waits for the browser tests: it reads what the site logged during them.
SYSTEM_TESTS=1 npx vitest run tests/system --exclude '**/logs.test.ts' > "$logs/system" 2>&1 &
system_pid=$!
npx playwright test

step "system tests (the built site: its log of the browser tests, several instances behind nginx, faults)"
system_status=0
wait "$system_pid" || system_status=$?
cat "$logs/system"
if [[ $system_status -ne 0 ]]; then exit "$system_status"; fi
SYSTEM_TESTS=1 E2E_LOG_REQUIRED=1 npx vitest run tests/system/logs.test.ts
step "done"
