#!/usr/bin/env bash
# `npm run test:quick`: the checks of what a change touches, in a few minutes instead of the half hour of `npm test`.
# The change: the files that differ from BASE (default: origin/main's last common commit with HEAD when there is
# one, else HEAD), committed or not, and the new files git does not ignore. It runs the type check of the whole
# project (incremental: its state is kept in node_modules/.cache) beside ESLint and Prettier on the changed files,
# the config check when config/ changed, then the vitest files that import a changed file (`vitest related`).
# The build, the browser and the system tests are left to `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if [[ -z "${BASE:-}" ]]; then
  BASE=$(git merge-base HEAD origin/main 2>/dev/null || git rev-parse HEAD)
fi
mapfile -t changed < <({ git diff --name-only --diff-filter=d "$BASE"; git ls-files --others --exclude-standard; } | sort -u)
if [[ ${#changed[@]} -eq 0 ]]; then
  echo "nothing changed since $BASE"
  exit 0
fi
printf 'changed since %s: %s file(s)\n' "$(git rev-parse --short "$BASE")" "${#changed[@]}"
code=() prettier=()
for f in "${changed[@]}"; do
  case "$f" in
    node_modules/* | .next/* | .data/* | lib/db/migrations/*) ;;
    *.ts | *.tsx | *.mts | *.mjs | *.cjs | *.js) code+=("$f") prettier+=("$f") ;;
    *.css) prettier+=("$f") ;;
  esac
done

mkdir -p node_modules/.cache
tsc_log=$(mktemp)
npx tsc --noEmit --incremental --tsBuildInfoFile node_modules/.cache/test-quick.tsbuildinfo > "$tsc_log" 2>&1 &
tsc_pid=$!

failed=0
if printf '%s\n' "${changed[@]}" | grep -q '^config/'; then
  echo '=== config check'
  npx tsx --conditions=react-server lib/cli/config-check.ts || failed=1
fi
if [[ ${#code[@]} -gt 0 ]]; then
  echo "=== lint (${#code[@]} file(s))"
  npx eslint --max-warnings=0 --no-warn-ignored "${code[@]}" || failed=1
fi
if [[ ${#prettier[@]} -gt 0 ]]; then
  echo "=== format (${#prettier[@]} file(s))"
  npx prettier --check "${prettier[@]}" || failed=1
fi
if [[ ${#code[@]} -gt 0 ]]; then
  echo '=== tests of the changed files'
  # tests/e2e and tests/system need the built site (npm test); vitest's config leaves them out.
  npx vitest related --run --passWithNoTests "${code[@]}" || failed=1
fi
echo '=== type check'
if wait "$tsc_pid"; then echo 'types: ok'; else cat "$tsc_log"; failed=1; fi
rm -f "$tsc_log"
exit "$failed"
