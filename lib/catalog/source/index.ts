import 'server-only'
import { getEnv } from '@/lib/platform/env'
import { CATEGORY_KEYS, siteConfig, type CategoryKey } from '@/lib/site/config'
import { createEmbeddedSource } from './embedded'
import type { CatalogSource } from './types'
import { createUpstreamSource } from './upstream'

export type { CatalogSource } from './types'

/** TRAVEL_API_URL set: the agency's upstream provider; unset: the embedded SQLite store. */
export function getCatalogSource(): CatalogSource {
  const { TRAVEL_API_URL } = getEnv()
  return TRAVEL_API_URL ? createUpstreamSource(TRAVEL_API_URL) : createEmbeddedSource()
}

/**
 * True when the embedded store is the catalogue (TRAVEL_API_URL unset): only then does the site
 * edit trips, count seats and serve the provider contract at its own /api/web.
 */
export function isEmbeddedCatalog(): boolean {
  return getCatalogSource().kind === 'embedded'
}

/**
 * The one guard of everything that works on the embedded store: returns when it is the catalogue,
 * else calls `otherwise` (a redirect, or a refusal thrown), which does not return.
 */
export function requireEmbeddedCatalog(otherwise: () => never): void {
  if (!isEmbeddedCatalog()) otherwise()
}

/** `pilgrimage=ID,domestic=ID,international=ID`; missing or blank entries keep the default. */
export function parseCategoryIds(value: string | undefined): Record<CategoryKey, string> {
  const ids: Record<CategoryKey, string> = { ...siteConfig.categoryIds }
  for (const pair of (value ?? '').split(',')) {
    const [rawKey, rawId] = pair.split('=')
    const key = rawKey?.trim().toLowerCase() as CategoryKey
    if (CATEGORY_KEYS.includes(key) && rawId?.trim()) ids[key] = rawId.trim()
  }
  return ids
}

export function getCategoryIds(): Record<CategoryKey, string> {
  return parseCategoryIds(getEnv().TRAVEL_CATEGORY_IDS)
}
