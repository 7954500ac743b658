#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server of its own:
#   bash scripts/with-postgres.sh npx jest
# Uses TEST_DATABASE_URL as it is when already set. Otherwise starts Debian's PostgreSQL in a
# temporary folder on a free port (installing the postgresql package with apt-get when run as
# root and it is missing; initdb and pg_ctl run as the postgres user, since initdb refuses
# root), and stops it and removes the folder afterwards. When no PostgreSQL can be had, that is
# an error with the install command; a developer may set TEST_OPTIONAL_SERVICES=1 (never honoured
# when CI is set) to run the command without it, its PostgreSQL tests then skipped.
set -euo pipefail

# No PostgreSQL: stop with the install command, or run without it when the developer opted out.
without_postgres() {
  echo "PostgreSQL is required by the storage tests and the postgres and instances browser tests: $1." >&2
  echo "Install it (sudo apt-get install -y postgresql) and run the tests again." >&2
  if [ "${TEST_OPTIONAL_SERVICES:-}" = "1" ] && [ -z "${CI:-}" ]; then
    echo "==> TEST_OPTIONAL_SERVICES=1: running without PostgreSQL, its tests skipped" >&2
    exec "$@"
  fi
  echo "(To skip those tests on this machine only, set TEST_OPTIONAL_SERVICES=1; CI never does.)" >&2
  exit 1
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec "$@"
fi

find_bin() {
  local name="$1" dir
  if command -v "$name" >/dev/null; then
    command -v "$name"
    return
  fi
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/$name" ]; then
      echo "$dir/$name"
      return
    fi
  done
  return 1
}

if ! find_bin initdb >/dev/null || ! find_bin pg_ctl >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "==> Installing Debian's PostgreSQL for the storage tests"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; } ||
      echo "apt-get could not install postgresql" >&2
  fi
fi

INITDB="$(find_bin initdb || true)"
PG_CTL="$(find_bin pg_ctl || true)"
if [ -z "$INITDB" ] || [ -z "$PG_CTL" ]; then
  without_postgres "initdb and pg_ctl are not on this machine" "$@"
fi

# As root the server runs as the postgres user; as anyone else, as that user.
as_owner=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  as_owner=(runuser -u postgres --)
fi

dir="$(mktemp -d /tmp/gopuram-pg.XXXXXX)"
chmod 755 "$dir"
[ "$(id -u)" = "0" ] && chown postgres "$dir"
port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

stop() {
  "${as_owner[@]}" "$PG_CTL" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$INITDB" -D "$dir/data" -A trust -U postgres -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2
  stop
  trap - EXIT
  without_postgres "initdb failed" "$@"
}
"${as_owner[@]}" "$PG_CTL" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
  start >/dev/null || {
  cat "$dir/server.log" >&2
  stop
  trap - EXIT
  without_postgres "it did not start" "$@"
}

echo "==> PostgreSQL $("${as_owner[@]}" "$(dirname "$PG_CTL")/postgres" --version | awk '{print $3}') on port $port for the storage tests"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
set +e
"$@"
status=$?
set -e
exit $status
