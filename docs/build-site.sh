#!/usr/bin/env bash
# Builds the guide as a site with Antora (installed from npm by package-lock.json) into docs/target/site.
# A missing page, include or anchor fails it (see antora-playbook.yml and extensions/check-links.js).
# The build runs it with --skip-without-npm: without Node.js it says so and builds no site.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v npm >/dev/null; then
  if [ "${1:-}" = "--skip-without-npm" ]; then
    echo "docs: SKIPPED building the site: npm (Node.js 18+) not found"
    exit 0
  fi
  echo "docs: npm (Node.js 18+) is needed to build the site" >&2
  exit 1
fi
npm ci --no-audit --no-fund --loglevel=error
npm run --silent site
echo "docs: the site is in $(pwd)/target/site/index.html"
