#!/usr/bin/env bash
# Makes sure Debian's Chromium is there (browsers cannot be downloaded by Playwright here): chromium-headless-shell
# for the browser tests, chromium for the Lighthouse benchmark and the screenshots.
set -euo pipefail
missing=()
command -v "${CHROME_PATH:-chromium}" >/dev/null 2>&1 || missing+=(chromium)
command -v "${CHROME_HEADLESS_SHELL_PATH:-chromium-headless-shell}" >/dev/null 2>&1 || missing+=(chromium-headless-shell)
if [[ ${#missing[@]} -eq 0 ]]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the browser tests…"
SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
