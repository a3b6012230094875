#!/usr/bin/env bash
# Installs Debian's nginx, which serves the real-backend build with the production headers in the e2e
# `real` project, in the config test and in `npm run serve:real` (deploy/nginx.conf.template).
# Idempotent: does nothing when nginx is there. Non-interactive (CI=true, no stdin): the package's
# scripts are told not to start the system nginx service, so nothing is left listening on port 80;
# the tests start their own nginx in the foreground with a generated config.
set -euo pipefail
nginx_bin=$(command -v nginx || true)
[ -n "$nginx_bin" ] || [ ! -x /usr/sbin/nginx ] || nginx_bin=/usr/sbin/nginx
if [ -n "$nginx_bin" ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing: nginx. Run 'sudo apt-get update && sudo apt-get install -y nginx' (or this script as root)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# Debian's convention for "install, do not start services" (as in container images): a policy-rc.d
# that answers 101. Ours only for this install, and only when the machine has none of its own.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod 755 "$policy"
  trap 'rm -f "$policy"' EXIT
fi
install_missing() { apt-get install -y -qq --no-install-recommends nginx </dev/null >/dev/null; }
# Package lists fetched moments ago (by the browser set-up) are reused; a fresh machine fetches them.
install_missing 2>/dev/null || { apt-get update -qq && install_missing; }
/usr/sbin/nginx -v
