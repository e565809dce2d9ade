#!/usr/bin/env bash
# Makes sure a Java runtime is there for the Nu HTML Checker (the vnu-jar package), which the e2e tests run
# on the public pages' HTML.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's Java runtime for the HTML checker…"
SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
