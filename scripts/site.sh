#!/usr/bin/env bash
# The site on a fresh machine: install, build, serve on PORT (default 3000) with the embedded database; the demo catalogue is seeded on first start.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
npm run build
export NODE_ENV=production
exec node server.js
