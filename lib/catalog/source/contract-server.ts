import 'server-only'
import { catalogStore } from '@/lib/catalog/embedded/store'
import { CONTRACT_PATHS } from './contract'
import { isEmbeddedCatalog } from './index'

export interface ContractAnswer {
  status: number
  body: unknown
}

const ok = (body: unknown): ContractAnswer => ({ status: 200, body })
const list = async (data: Promise<unknown[]>): Promise<ContractAnswer> => ok({ data: await data })
const badRequest = (message: string): ContractAnswer => ({ status: 400, body: { message } })

/** The read side of the provider contract (docs/product.md §7), answered from the embedded store. */
const READS: Record<string, (params: URLSearchParams) => Promise<ContractAnswer>> = {
  [CONTRACT_PATHS.banners]: () => list(catalogStore.bannerList()),
  [CONTRACT_PATHS.dropdown]: () => list(catalogStore.dropdown()),
  [CONTRACT_PATHS.tripsByCategory]: async (params) => {
    const categoryId = params.get('categoryId')?.trim()
    if (!categoryId) return badRequest('categoryId is required')
    return list(catalogStore.tripsByCategoryId(categoryId))
  },
  [CONTRACT_PATHS.categoriesWithTrips]: () => list(catalogStore.categoriesWithTrips()),
  [CONTRACT_PATHS.tripDetail]: async (params) => {
    const slug = params.get('slug')?.trim()
    if (!slug) return badRequest('slug is required')
    const detail = await catalogStore.tripDetail(slug)
    return detail ? ok({ data: detail }) : { status: 404, body: { message: 'Trip not found' } }
  },
  [CONTRACT_PATHS.pilgrimageTicker]: () => list(catalogStore.pilgrimageTicker()),
  [CONTRACT_PATHS.allTrips]: () => list(catalogStore.tripList()),
  // docs/product.md says this call "returns the array of reviews": a bare array, not {data}.
  [CONTRACT_PATHS.reviews]: async () => ok(await catalogStore.reviewList()),
  [CONTRACT_PATHS.videos]: () => list(catalogStore.videoList()),
}

const notFound: ContractAnswer = { status: 404, body: { message: 'Not found' } }

/**
 * Answers a GET on a contract read path; a trailing slash is tolerated. Only where the embedded
 * store is the catalogue: with an upstream provider (TRAVEL_API_URL) the pages show its
 * catalogue, so every read path is not found here rather than a catalogue the site does not show.
 */
export async function handleContractRead(pathname: string, searchParams: URLSearchParams): Promise<ContractAnswer> {
  if (!isEmbeddedCatalog()) return notFound
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const read = Object.hasOwn(READS, path) ? READS[path] : undefined
  if (!read) return notFound
  return read(searchParams)
}
