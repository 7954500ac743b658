import 'server-only'
import { CONTRACT_PATHS } from './contract'
import {
  ContractError,
  parseBanners,
  parseCategoriesWithTrips,
  parseDropdown,
  parseReviews,
  parseTicker,
  parseTrips,
  parseTripDetail,
  parseVideos,
} from '@/lib/catalog/wire'
import type { CatalogSource } from './types'

/** A provider read (and an image proxied from it) that takes longer than this counts as failed. */
export const UPSTREAM_TIMEOUT_MS = 8000

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'UpstreamError'
  }
}

/** GET a contract path and return its JSON body; anything but a JSON 2xx throws. */
async function getJson(baseUrl: string, path: string, timeoutMs: number): Promise<unknown> {
  const url = `${baseUrl}${path}`
  let res: Response
  try {
    res = await fetch(url, {
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new UpstreamError(`GET ${path} failed: ${(error as Error).message}`)
  }
  if (!res.ok) {
    throw new UpstreamError(`GET ${path} answered ${res.status}`, res.status)
  }
  try {
    return await res.json()
  } catch {
    throw new ContractError(`GET ${path} answered a body that is not JSON`)
  }
}

/** The agency provider's REST contract (docs/product.md §7), read over HTTP. */
export function createUpstreamSource(baseUrl: string, options: { timeoutMs?: number } = {}): CatalogSource {
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS
  const get = (path: string) => getJson(baseUrl, path, timeoutMs)
  return {
    kind: 'upstream',
    banners: async () => parseBanners(await get(CONTRACT_PATHS.banners)),
    dropdown: async () => parseDropdown(await get(CONTRACT_PATHS.dropdown)),
    tripsByCategory: async (categoryId) =>
      parseTrips(
        await get(`${CONTRACT_PATHS.tripsByCategory}?categoryId=${encodeURIComponent(categoryId)}`),
        'trips by category',
      ),
    categoriesWithTrips: async () => parseCategoriesWithTrips(await get(CONTRACT_PATHS.categoriesWithTrips)),
    tripDetail: async (slug) => {
      try {
        return parseTripDetail(await get(`${CONTRACT_PATHS.tripDetail}?slug=${encodeURIComponent(slug)}`))
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return null
        throw error
      }
    },
    pilgrimageTicker: async () => parseTicker(await get(CONTRACT_PATHS.pilgrimageTicker)),
    allTrips: async () => parseTrips(await get(CONTRACT_PATHS.allTrips), 'all trips'),
    reviews: async () => parseReviews(await get(CONTRACT_PATHS.reviews)),
    videos: async () => parseVideos(await get(CONTRACT_PATHS.videos)),
    // The contract has no renamed slugs: the provider keeps its own addresses.
    tripRedirect: async () => null,
  }
}
