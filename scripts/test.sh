#!/usr/bin/env bash
# The whole test suite: lint, typecheck, Jest, Playwright against production builds.
# Installs what it needs when missing: npm packages, and Debian's Chromium, Java, PostgreSQL,
# redis-server and nginx when run as root. A service the tests need that cannot be had is an
# error with its install command; on a developer's machine TEST_OPTIONAL_SERVICES=1 skips the
# tests that need it instead (never when CI is set: tests/support/services.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/next ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # npm install, not npm ci: the registry here lacks some other platforms' optional native
  # packages, which the lock file therefore omits and npm ci would reject.
  echo "==> Installing npm packages"
  npm install --no-audit --no-fund
fi

# Installs a Debian package when run as root on a machine with apt-get, and stops the run when that
# install fails; returns 1 without either, for the caller to say what is missing.
apt_install() {
  [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null || return 1
  echo "==> $2"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null; } || {
    echo "apt-get could not install $1" >&2
    exit 1
  }
}

# A missing service: stop with its install command, unless the developer opted out (not in CI).
missing_service() {
  echo "$1 is required by $2 and is missing. Install it ($3) and run the tests again." >&2
  if [ "${TEST_OPTIONAL_SERVICES:-}" = "1" ] && [ -z "${CI:-}" ]; then
    echo "==> TEST_OPTIONAL_SERVICES=1: those tests are skipped" >&2
    return
  fi
  echo "(To skip those tests on this machine only, set TEST_OPTIONAL_SERVICES=1; CI never does.)" >&2
  exit 1
}

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if ! apt_install chromium "Installing Debian's Chromium for the browser tests"; then
    echo "Chromium is missing at $CHROMIUM. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

# The Nu HTML checker (vnu-jar, in the browser tests) runs on Java; its package would download
# a JRE of its own, which this machine cannot, so Debian's is used.
if ! command -v java >/dev/null; then
  if ! apt_install default-jre-headless "Installing Debian's Java runtime for the HTML checker"; then
    echo "Java is missing. Install it (sudo apt-get install -y default-jre-headless)." >&2
    exit 1
  fi
fi

# poppler-utils' pdftotext reads the text of a quote's PDF as the customer receives it (e2e/quotes.spec.ts).
if ! command -v pdftotext >/dev/null; then
  if ! apt_install poppler-utils "Installing Debian's poppler-utils to read the quotes' PDFs"; then
    echo "pdftotext is missing. Install it (sudo apt-get install -y poppler-utils)." >&2
    exit 1
  fi
fi

# Redis for the shared-cache and rate-limit tests and the several-instances browser test, which
# start redis-server themselves (tests/support/redis-server.mjs).
if ! command -v redis-server >/dev/null; then
  if ! apt_install redis-server "Installing Debian's redis-server for the several-instances tests"; then
    missing_service redis-server "the shared-cache, rate-limit and several-instances tests" "sudo apt-get install -y redis-server"
  fi
fi

# nginx for the production proxy's browser tests (e2e/micro-cache.proxy.spec.ts, the several-instances test),
# which start it themselves on a free port in a folder of their own (e2e/nginx.mjs).
if [ ! -x "${NGINX_BIN:-/usr/sbin/nginx}" ]; then
  if ! apt_install nginx "Installing Debian's nginx for the production proxy's tests"; then
    missing_service nginx "the production proxy's tests" "sudo apt-get install -y nginx"
  fi
fi

# pg_dump and pg_restore for the backup's tests on PostgreSQL (tests/backup.test.ts): Debian's
# postgresql-client, which the postgresql package of scripts/with-postgres.sh also brings.
if ! command -v pg_dump >/dev/null || ! command -v pg_restore >/dev/null; then
  if ! apt_install postgresql-client "Installing Debian's PostgreSQL client programs for the backup's tests"; then
    missing_service "pg_dump" "the backup's tests on PostgreSQL" "sudo apt-get install -y postgresql-client"
  fi
fi

echo "==> Lint"
npm run --silent lint
echo "==> Typecheck"
npm run --silent typecheck
# Jest's storage suites and one browser run also use PostgreSQL: scripts/with-postgres.sh starts
# Debian's in a temporary folder (installing it when missing) and sets TEST_DATABASE_URL.
# The browser tests' three production builds run beside Jest, which leaves a core idle; their output
# is in .e2e-data/builds.log.
bash scripts/with-postgres.sh bash -c '
  set -e
  mkdir -p .e2e-data
  echo "==> Production builds of the embedded, upstream and postgres variants, beside the unit tests"
  node e2e/build.mjs embedded upstream postgres >.e2e-data/builds.log 2>&1 &
  builds=$!
  trap "kill $builds 2>/dev/null || true" EXIT
  echo "==> Unit tests (Jest)"
  npx jest --ci
  if ! wait $builds; then
    tail -n 60 .e2e-data/builds.log >&2
    echo "A production build failed: its output is in .e2e-data/builds.log" >&2
    exit 1
  fi
  trap - EXIT
  grep -E "^==> .* built in" .e2e-data/builds.log
  echo "==> End-to-end tests (Playwright, on those builds)"
  E2E_SKIP_BUILD=1 npx playwright test
'
