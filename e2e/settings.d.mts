interface ServerSettings {
  port: number
  url: string
  env: Record<string, string>
}

export declare const FAILING_TRIP_SLUG: string

/** E2E_ONLY=embedded on a developer's machine; throws in CI (CI set) or for another value. */
export declare function embeddedOnly(env?: Record<string, string | undefined>): boolean

export declare function e2eSettings(): {
  tag: string
  stub: ServerSettings
  embedded: ServerSettings
  upstream: ServerSettings
  /** The port the lead desk's tests' SMTP server listens on; the embedded site sends there. */
  smtp: { port: number }
  /** The several-instances test's two `next start` ports and its stub provider's port. */
  cluster: { instancePorts: [number, number]; stubPort: number }
  /** Only when TEST_DATABASE_URL is set. */
  postgres?: ServerSettings
}

/** The URL of a database of this name on the server of `serverUrl` (letters, digits and _ only). */
export declare function databaseUrl(serverUrl: string, name: string): string
