#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 for the PostgreSQL test run:
# starts the local cluster when it is installed but stopped, installs Debian's package when absent.
set -u
ready() { pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; }
ready && exit 0
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "PostgreSQL not installed; installing Debian's postgresql package…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || exit 1
fi
version=$(ls /etc/postgresql 2>/dev/null | sort -n | tail -1)
[ -n "$version" ] || { echo "no PostgreSQL cluster found"; exit 1; }
pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do ready && exit 0; sleep 1; done
echo "PostgreSQL did not come up on 127.0.0.1:5432"
exit 1
