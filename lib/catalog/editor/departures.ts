import 'server-only'
import { readSellingDepartures, type SellingDeparture } from '@/lib/catalog/departure-sales'

/**
 * The catalogue's seats list (Seats taken): every dated departure after today in India, of every
 * trip, soonest first, with how full it is at the owner's "n seats left" threshold. The same read
 * as the owner's departures view (lib/catalog/departure-sales.ts).
 */

export type DeskDeparture = SellingDeparture

export interface DeparturesDesk {
  departures: DeskDeparture[]
  fewSeatsAt: number
}

export const listUpcomingDepartures: (today?: string) => Promise<DeparturesDesk> = readSellingDepartures
