#!/usr/bin/env bash
# Every test suite on a fresh machine: installs what is missing (npm packages, Debian's Chromium), then type-check, build,
# lint, unit tests, API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set or a local server answers), end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the end-to-end tests"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi
fi
if [ -z "${TEST_DATABASE_URL:-}" ] && node -e "require('net').connect(5432,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))" 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
echo "== type-check"; npm run typecheck
echo "== lint (ESLint: boundary, cycles, hooks; Prettier)"; npm run lint
echo "== build"; npm run build
echo "== JavaScript budget"; npm run size
echo "== unit tests"; npx vitest run --project unit
echo "== API tests (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"; npx vitest run --project api
echo "== end-to-end tests"; npx playwright test
echo "All test suites passed."
