#!/usr/bin/env bash
# `npm test` on a busy machine: two busy loops (stress-ng, from Debian) run beside it for the whole
# run, as on a shared CI machine or beside a second checkout's checks. The suite must pass the same;
# it may take longer. Installs stress-ng when missing (needs root, as on CI).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v stress-ng >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends stress-ng >/dev/null
fi
stress-ng --cpu "${LOAD_CPUS:-2}" --quiet &
load=$!
trap 'kill "$load" 2>/dev/null || true; wait "$load" 2>/dev/null || true' EXIT
npm test
