import 'server-only'
import { z } from 'zod'

/**
 * Runtime configuration, read and validated in one place. The names are a contract
 * shared with tests and tools (see README "Configuration").
 */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().catch(fallback).default(fallback)
const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).catch(fallback).default(fallback)

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const envSchema = z.object({
  PORT: positiveInt(3000),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  TRAVEL_API_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  SITE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  REVALIDATE_SECONDS: positiveInt(300),
  REVALIDATE_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  TRAVEL_CATEGORY_IDS: z.preprocess(emptyToUndefined, z.string().optional()),
  /** `postgres://…`: PostgreSQL for everything stored; unset = SQLite in DATA_DIR (lib/platform/db). */
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** `redis://…`: the page cache and rate limits shared by several instances; unset = per process. */
  REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  /** Reverse proxies of our own in front of `next start`; see lib/platform/client-address.ts. */
  TRUST_PROXY_HOPS: nonNegativeInt(0),
  /** Signs staff sessions (lib/staff); unset = generated once into DATA_DIR, refused with DATABASE_URL. */
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  /** `smtp://user:pass@host:port` or `smtps://…` for lead notifications; unset = none sent. */
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Comma-separated staff addresses that get every new lead; unset = the site config's e-mail. */
  LEAD_NOTIFY_TO: z.preprocess(emptyToUndefined, z.string().optional()),
  /** From this hour (0–23) in India the outbox worker sends each staff member their day's follow-ups. */
  FOLLOW_UP_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).catch(8).default(8),
})

export type Env = z.infer<typeof envSchema> & { siteUrl: string }

function readEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.parse(source)
  return {
    ...parsed,
    siteUrl: parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`,
  }
}

/** Read on every call so tests and tools can change process.env between calls. */
export function getEnv(): Env {
  return readEnv(process.env)
}
