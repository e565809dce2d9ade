#!/usr/bin/env bash
# `npm test`: every check and test of the project — config, types, lint, unit and integration tests
# (PGlite, and PostgreSQL when one answers), the production build, then the browser tests against it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n=== %s\n' "$*"; }

step "config check"
npx tsx lib/cli/config-check.ts

step "type check"
npx tsc --noEmit

step "lint"
npx eslint . --max-warnings=0

step "unit and integration tests"
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
export TEST_DATABASE_URL
if [[ -n "$TEST_DATABASE_URL" ]]; then echo "integration tests also run on PostgreSQL at $TEST_DATABASE_URL"; else echo "no PostgreSQL answers: integration tests run on PGlite only"; fi
npx vitest run

step "build"
npx next build

step "browser tests"
bash scripts/ensure-chromium.sh
npx playwright test
