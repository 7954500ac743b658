// Ports, folders and environment of the end-to-end servers, shared by the Playwright
// config, the server launcher and the tests. E2E_PORT_BASE and E2E_TAG let several
// runs share one machine.
import path from 'node:path'

/** Trip slug for which the stub's detail call always fails (trip detail failure tests). */
export const FAILING_TRIP_SLUG = 'stub-failing-trip'

/**
 * Whether the run is limited to the embedded projects (E2E_ONLY=embedded, for a developer's quick
 * run). CI runs every project, so there E2E_ONLY stops the run with a message rather than silently
 * leaving out the upstream, postgres and instances projects; an unknown value stops it too.
 */
export function embeddedOnly(env = process.env) {
  const only = env.E2E_ONLY
  if (!only) return false
  if (env.CI) {
    throw new Error(
      `E2E_ONLY=${only} is refused in CI: it would leave out the upstream, postgres and instances projects, ` +
        'and CI runs every project. Unset E2E_ONLY.',
    )
  }
  if (only !== 'embedded') throw new Error(`E2E_ONLY=${only}: the only value it takes is "embedded".`)
  return true
}

export function e2eSettings() {
  const base = Number(process.env.E2E_PORT_BASE || 3100)
  const tag = process.env.E2E_TAG || 'default'
  const dataRoot = path.resolve('.e2e-data', tag)
  const embeddedPort = base
  const upstreamPort = base + 1
  const stubPort = base + 2
  // The tests stand in for one proxy of the agency's own: each lead test names its client in
  // X-Forwarded-For, so the per-client lead limit does not spill from one test into the next.
  const common = { REVALIDATE_SECRET: 'e2e-revalidate-secret', NEXT_TELEMETRY_DISABLED: '1', TRUST_PROXY_HOPS: '1' }
  const postgresPort = base + 3
  // The lead desk's tests listen here for the embedded site's staff e-mails (e2e/lead-desk.spec.ts).
  const smtpPort = base + 5
  // The several-instances test (e2e/instances.cluster.spec.ts) runs two instances of the postgres
  // variant's build here, and a stub provider of its own; its redis-server takes a free port.
  const cluster = { instancePorts: [base + 6, base + 7], stubPort: base + 8 }
  return {
    tag,
    stub: {
      port: stubPort,
      url: `http://127.0.0.1:${stubPort}`,
      env: {
        STUB_PORT: String(stubPort),
        STUB_SOURCE: `http://127.0.0.1:${embeddedPort}`,
        // The upstream variant sees a provider whose navigation, home, category, review,
        // video and one trip's detail calls fail, to exercise every fallback of docs/product.md §8.
        STUB_FAIL: [
          '/api/web/trip/dropdown',
          '/api/web/banner/list',
          '/api/web/trip/category/trip/list',
          '/api/web/trip/category/trip',
          '/api/web/review/list',
          '/api/web/youtube/list',
          `/api/web/trip/detail?slug=${FAILING_TRIP_SLUG}`,
        ].join(','),
      },
    },
    embedded: {
      port: embeddedPort,
      url: `http://127.0.0.1:${embeddedPort}`,
      env: {
        ...common,
        PORT: String(embeddedPort),
        SITE_URL: `http://127.0.0.1:${embeddedPort}`,
        DATA_DIR: path.join(dataRoot, 'embedded'),
        NEXT_DIST_DIR: `.next-e2e-${tag}-embedded`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEAD_NOTIFY_TO: 'desk@gopuram.example',
        // The digest goes from midnight in India, so its test runs at whatever hour CI does.
        FOLLOW_UP_DIGEST_HOUR: '0',
      },
    },
    smtp: { port: smtpPort },
    cluster,
    upstream: {
      port: upstreamPort,
      url: `http://127.0.0.1:${upstreamPort}`,
      env: {
        ...common,
        PORT: String(upstreamPort),
        SITE_URL: `http://127.0.0.1:${upstreamPort}`,
        DATA_DIR: path.join(dataRoot, 'upstream'),
        NEXT_DIST_DIR: `.next-e2e-${tag}-upstream`,
        TRAVEL_API_URL: `http://127.0.0.1:${stubPort}`,
        REVALIDATE_SECONDS: '2',
      },
    },
    /** The embedded site on PostgreSQL: only when the test command started one (TEST_DATABASE_URL). */
    postgres: process.env.TEST_DATABASE_URL
      ? {
          port: postgresPort,
          url: `http://127.0.0.1:${postgresPort}`,
          env: {
            ...common,
            PORT: String(postgresPort),
            SITE_URL: `http://127.0.0.1:${postgresPort}`,
            DATA_DIR: path.join(dataRoot, 'postgres'),
            NEXT_DIST_DIR: `.next-e2e-${tag}-postgres`,
            DATABASE_URL: databaseUrl(process.env.TEST_DATABASE_URL, `gh_e2e_${tag}`),
            // With DATABASE_URL the back office needs a shared secret (lib/staff/secret.ts).
            AUTH_SECRET: 'e2e-auth-secret-of-at-least-32-characters',
          },
        }
      : undefined,
  }
}

/** The URL of a database of this name on the server of `serverUrl` (letters, digits and _ only). */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl)
  url.pathname = `/${name.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`
  return url.toString()
}
