#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for Playwright (browsers cannot be downloaded by Playwright here).
set -euo pipefail
if [[ -n "${CHROME_PATH:-}" && -x "$CHROME_PATH" ]] || command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's chromium for the browser tests…"
SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
