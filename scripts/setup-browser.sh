#!/usr/bin/env bash
# Installs Debian's Chromium for the e2e tests and the budget script (Playwright cannot download its
# own browsers here), and a font that draws Bengali and the taka sign, so screenshots and text
# metrics match what players see (boxes otherwise). Idempotent: installs only what is missing.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -q 'Noto Sans Bengali' || missing+=(fonts-noto-core)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing: ${missing[*]}. Run 'sudo apt-get update && sudo apt-get install -y ${missing[*]}' (or this script as root)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
install_missing() { apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null >/dev/null; }
# Package lists fetched moments ago (by the server set-up) are reused; a fresh machine fetches them.
install_missing 2>/dev/null || { apt-get update -qq && install_missing; }
/usr/bin/chromium --version
