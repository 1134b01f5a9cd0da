#!/usr/bin/env bash
# Installs the project's npm packages (from the lock file) when they are missing or older than the lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || { echo "npm ci failed; retrying with npm install" >&2; npm install --no-audit --no-fund; }
fi
