#!/usr/bin/env bash
# Makes sure Debian's nginx is there for the system tests (tests/system: two instances behind nginx).
# The tests run their own nginx as the current user with a config and prefix in a temp folder; the
# package's service is never used.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]]; then exit 0; fi
echo "Installing Debian's nginx for the system tests…" >&2
SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
$SUDO apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >/dev/null
