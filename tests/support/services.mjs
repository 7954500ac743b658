// The services the test suite starts for itself (PostgreSQL, redis-server, nginx, Chromium) are
// required: a test that needs a missing one fails the run with the command that installs it,
// never a skip. On a developer's machine TEST_OPTIONAL_SERVICES=1 turns that into a skip with a
// notice; CI (CI set) never honours it. scripts/test.sh installs them as root with apt-get.

/** What a missing service is called and how it is installed on Debian. */
export const SERVICES = {
  postgres: { label: 'PostgreSQL', install: 'sudo apt-get install -y postgresql' },
  redis: { label: 'redis-server', install: 'sudo apt-get install -y redis-server' },
  nginx: { label: 'nginx', install: 'sudo apt-get install -y nginx' },
  chromium: { label: 'Chromium', install: 'sudo apt-get install -y chromium (or set CHROMIUM_PATH)' },
}

/** True when the developer asked to run without the services that are missing (never in CI). */
export function servicesOptional() {
  return process.env.TEST_OPTIONAL_SERVICES === '1' && !process.env.CI
}

/** The message of a missing service: what is missing, its install command and the opt-out. */
export function missingServiceMessage(name, needed) {
  const { label, install } = SERVICES[name]
  return (
    `${label} is required by ${needed} and is missing. Install it (${install}) and run the tests again ` +
    `with npm test, which starts it. To skip those tests on this machine only, set TEST_OPTIONAL_SERVICES=1 (not in CI).`
  )
}

/**
 * Whether the tests that need `name` can run: true when `available`; otherwise throws the
 * missing-service message, or, when the developer opted out, prints it as a notice and returns false.
 */
export function requireService(name, available, needed) {
  if (available) return true
  const message = missingServiceMessage(name, needed)
  if (!servicesOptional()) throw new Error(message)
  console.warn(`skipped: ${message}`)
  return false
}
