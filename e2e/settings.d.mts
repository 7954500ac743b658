interface ServerSettings {
  port: number
  url: string
  env: Record<string, string>
}

export declare const FAILING_TRIP_SLUG: string

export declare function e2eSettings(): {
  tag: string
  stub: ServerSettings
  embedded: ServerSettings
  upstream: ServerSettings
  /** Only when TEST_DATABASE_URL is set. */
  postgres?: ServerSettings
}
