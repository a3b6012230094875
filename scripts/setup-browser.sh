#!/usr/bin/env bash
# Installs Debian's Chromium for the e2e tests and the budget script (Playwright cannot download its
# own browsers here). Idempotent: does nothing when /usr/bin/chromium is already there.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: run 'sudo apt-get update && sudo apt-get install -y chromium' (or this script as root)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# fonts-noto-core draws Bengali text, so screenshots and text metrics match what players see.
apt-get install -y -qq --no-install-recommends chromium fonts-noto-core >/dev/null
/usr/bin/chromium --version
