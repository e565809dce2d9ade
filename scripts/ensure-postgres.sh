#!/usr/bin/env bash
# Prints a PostgreSQL URL for the integration tests: TEST_DATABASE_URL if set, else a local server on
# 127.0.0.1:5432 (started, or installed from Debian's packages, when INSTALL_POSTGRES=1). Prints nothing
# when no PostgreSQL can be had; the PostgreSQL half of the integration tests is then skipped.
set -uo pipefail
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then echo "$TEST_DATABASE_URL"; exit 0; fi
URL="postgresql://postgres@127.0.0.1:5432/test"
answers() { command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; }
if ! answers && [[ "${INSTALL_POSTGRES:-0}" == 1 ]]; then
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    echo "Installing PostgreSQL from Debian's packages…" >&2
    $SUDO apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null 2>&1
  fi
  v=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1)
  if [[ -n "$v" ]]; then
    # trust on loopback, as on the development machines
    hba="/etc/postgresql/$v/main/pg_hba.conf"
    grep -q "^host all all 127.0.0.1/32 trust" "$hba" 2>/dev/null || $SUDO sed -i '1i host all all 127.0.0.1/32 trust' "$hba"
    $SUDO pg_ctlcluster --skip-systemctl-redirect "$v" main start >&2 2>&1 || $SUDO pg_ctlcluster "$v" main start >&2 2>&1 || true
    for _ in $(seq 1 30); do answers && break; sleep 1; done
  fi
fi
answers || exit 0
# the database 'test' may not exist on a fresh install
psql -h 127.0.0.1 -U postgres -tAc "select 1 from pg_database where datname='test'" 2>/dev/null | grep -q 1 \
  || psql -h 127.0.0.1 -U postgres -c "create database test" >/dev/null 2>&1 || true
echo "$URL"
