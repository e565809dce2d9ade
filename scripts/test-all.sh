#!/usr/bin/env bash
# `npm test`: every check and test of the project — config, types, lint, unit and integration tests
# (PGlite, and PostgreSQL when one answers), the production build, then the browser tests against it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n=== %s\n' "$*"; }

step "config check"
npx tsx --conditions=react-server lib/cli/config-check.ts

step "type check"
npx tsc --noEmit

step "lint (ESLint, then knip: files, exports and dependencies nothing uses)"
npx eslint . --max-warnings=0
npx knip

step "format (npm run format fixes it)"
npm run --silent format:check

step "unit and integration tests"
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
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
