import { cache } from 'react'
import { getTrip } from '@/lib/catalog'

/** One trip read per request, shared by the trip metadata and page (a failure is logged once). */
export const loadTrip = cache((slug: string) => getTrip(slug))
