#!/usr/bin/env bash
# `npm test`: every check and test of the project — config, types, lint, unit and integration tests
# (PGlite, and PostgreSQL when one answers), the production build, then the browser tests against it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n=== %s\n' "$*"; }

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
npx next build

step "browser tests"
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh
npx playwright test

step "system tests (the built site: its log of the browser tests, several instances behind nginx, faults)"
bash scripts/ensure-nginx.sh
SYSTEM_TESTS=1 E2E_LOG_REQUIRED=1 npx vitest run tests/system
