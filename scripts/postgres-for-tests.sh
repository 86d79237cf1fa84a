#!/usr/bin/env bash
# Starts a private PostgreSQL cluster on 127.0.0.1 for the server-mode tests and prints its admin URL.
# Usage: eval "$(bash scripts/postgres-for-tests.sh start)"   ...   bash scripts/postgres-for-tests.sh stop
# Installs Debian's postgresql package when missing and the user is root.
set -euo pipefail
PGPORT="${PGPORT_TESTS:-55432}"
PGDIR="${PGDIR_TESTS:-/tmp/darvazeh-pg-tests}"

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    if [ -z "$(bindir)" ]; then
      if [ "$(id -u)" != 0 ]; then echo "PostgreSQL is not installed; install Debian's postgresql package" >&2; exit 1; fi
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq >&2 && apt-get install -y -qq postgresql >&2
    fi
    BIN="$(bindir)"
    if ! as_postgres "$BIN/pg_ctl" -D "$PGDIR" status >/dev/null 2>&1; then
      rm -rf "$PGDIR"
      mkdir -p "$PGDIR"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDIR"
      as_postgres "$BIN/initdb" -D "$PGDIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
      as_postgres "$BIN/pg_ctl" -D "$PGDIR" -w -l "$PGDIR/server.log" \
        -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDIR -c fsync=off -c max_connections=200" start >/dev/null
    fi
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    BIN="$(bindir)"
    [ -n "$BIN" ] && as_postgres "$BIN/pg_ctl" -D "$PGDIR" -m fast stop >/dev/null 2>&1 || true
    ;;
esac
