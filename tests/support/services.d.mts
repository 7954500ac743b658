export type ServiceName = 'postgres' | 'redis' | 'nginx' | 'chromium'
/** What a missing service is called and how it is installed on Debian. */
export declare const SERVICES: Record<ServiceName, { label: string; install: string }>
/** True when the developer asked to run without the services that are missing (never in CI). */
export declare function servicesOptional(): boolean
/** The message of a missing service: what is missing, its install command and the opt-out. */
export declare function missingServiceMessage(name: ServiceName, needed: string): string
/**
 * Whether the tests that need `name` can run: true when `available`; otherwise throws the
 * missing-service message, or, when the developer opted out, prints it as a notice and returns false.
 */
export declare function requireService(name: ServiceName, available: boolean, needed: string): boolean
