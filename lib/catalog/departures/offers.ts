import { formatDay, monthShort } from '@/lib/site/format'
import type { DatedDeparture } from '@/lib/catalog/departures/schedule'

/**
 * Dated departures as they are sold: where the group boards and at what price, how many seats
 * are left, whether the agency guarantees it, an early-bird price until its last day. What the
 * visitor reads ("4 seats left", "Filling fast", "Sold out") is derived here from the stored
 * facts and today in India, never stored, so a count the agency corrects by phone shows on the
 * next read. Plain module: the pages, the lead intake, the back office and the tests share it.
 *
 * A season of recurring departures (weekly, any day) has no seats: it stays "on request".
 */

/** "n seats left" from this many seats down, unless the owner set another number. */
export const FEW_SEATS_DEFAULT = 6
/** The owner's choice of that number stays within these bounds. */
export const FEW_SEATS_LIMITS = { min: 1, max: 50 } as const

/** What the owner may set on a departure; everything else is derived. */
export const OWNER_STATUSES = ['guaranteed', 'closed'] as const
export type OwnerStatus = (typeof OWNER_STATUSES)[number]

/**
 * A boarding city of a departure, with its own price per person or (none) the trip's. `city` is
 * its English name whatever the page's language: the enquiry form sends it and the lead names it.
 */
export interface BoardingPoint {
  city: string
  price?: number
  /** The city's name in Tamil; missing for none yet. */
  cityTa?: string
  /** After localization on a page of another language: the city as that page shows it. */
  name?: string
  /** After localization: the name stayed English on a page of another language. */
  en?: { name?: true }
}

/** A boarding city as the page shows it: its localized name, else its own. */
export function cityName(point: Pick<BoardingPoint, 'city' | 'name'>): string {
  return point.name ?? point.city
}

export interface DepartureOffer extends DatedDeparture {
  /** In the order the agency lists them; empty when the departure names none (the group meets there). */
  boarding: BoardingPoint[]
  /**
   * None: seats are not counted ("on request"). `taken` counts every seat gone: the owner's seats
   * sold elsewhere and, where the store knows them, the bookings' (`booked`, included in `taken`).
   */
  seats?: { offered: number; taken: number; booked?: number }
  status?: OwnerStatus
  /** A lower price for the first boarding city until its last day (inclusive, in India); the others move with it. */
  earlyBird?: { price: number; until: string }
  note?: string
  /** The note in Tamil; missing for none yet. */
  noteTa?: string
  /** After localization: the label and note are English on a page of another language. */
  en?: { words: true }
}

export type Availability = 'available' | 'filling-fast' | 'few-seats' | 'sold-out' | 'closed' | 'on-request'

export interface OfferState {
  availability: Availability
  /** Seats still free, when seats are counted. */
  seatsLeft?: number
  /** The agency runs it whatever the numbers; shown beside any availability. */
  guaranteed: boolean
  /** Whether a visitor can still ask for a seat (a sold-out departure offers its waiting list instead). */
  open: boolean
  /** The availability in words: "Available", "Filling fast", "4 seats left", "Sold out", "Closed", "On request". */
  text: string
}

export const GUARANTEED_TEXT = 'Guaranteed departure'

const seatsLeftText = (left: number) => `${left} ${left === 1 ? 'seat' : 'seats'} left`

/**
 * The status the visitor sees: Closed when the owner closed it; Sold out with no seat left; "n
 * seats left" at or under the owner's threshold; Filling fast above half full; else Available.
 */
export function offerState(offer: DepartureOffer, fewSeatsAt: number = FEW_SEATS_DEFAULT): OfferState {
  const guaranteed = offer.status === 'guaranteed'
  if (offer.status === 'closed') return { availability: 'closed', guaranteed: false, open: false, text: 'Closed' }
  if (!offer.seats) return { availability: 'on-request', guaranteed, open: true, text: 'On request' }
  const { offered, taken } = offer.seats
  const seatsLeft = Math.max(0, offered - taken)
  if (seatsLeft === 0) return { availability: 'sold-out', seatsLeft, guaranteed, open: false, text: 'Sold out' }
  if (seatsLeft <= fewSeatsAt)
    return { availability: 'few-seats', seatsLeft, guaranteed, open: true, text: seatsLeftText(seatsLeft) }
  if (taken * 2 > offered)
    return { availability: 'filling-fast', seatsLeft, guaranteed, open: true, text: 'Filling fast' }
  return { availability: 'available', seatsLeft, guaranteed, open: true, text: 'Available' }
}

/** A departure's status worth a card's or the docked bar's few words: none when it is simply available. */
export function urgencyText(state: OfferState): string | undefined {
  return state.availability === 'filling-fast' || state.availability === 'few-seats' ? state.text : undefined
}

/** Whether the early-bird price still holds on `today` (its last day included: it ends at midnight in India). */
export function earlyBirdActive(offer: DepartureOffer, today: string): boolean {
  return offer.earlyBird !== undefined && today <= offer.earlyBird.until
}

export interface BoardingPrice extends Pick<BoardingPoint, 'name' | 'en'> {
  /** '' for a departure that names no boarding city. */
  city: string
  /** The price per person today. */
  price: number
  /** The price per person without the early-bird saving (equal to `price` when none applies). */
  standard: number
}

/**
 * The price per person from each boarding city today. A city without its own price has the
 * trip's. While the early bird holds, the first city costs the early-bird price and every other
 * city the same amount less than its standard price.
 */
export function boardingPrices(offer: DepartureOffer, tripPrice: number, today: string): BoardingPrice[] {
  const points: BoardingPoint[] = offer.boarding.length > 0 ? offer.boarding : [{ city: '' }]
  const standard = points.map(({ city, name, en, price }) => ({
    city,
    ...(name !== undefined ? { name } : {}),
    ...(en ? { en } : {}),
    standard: price ?? tripPrice,
  }))
  const saving = earlyBirdActive(offer, today) ? Math.max(0, standard[0].standard - offer.earlyBird!.price) : 0
  return standard.map((point) => ({ ...point, price: Math.max(0, point.standard - saving) }))
}

/** The price of one boarding city today; undefined when the departure does not board there. */
export function priceFrom(offer: DepartureOffer, tripPrice: number, today: string, city: string): number | undefined {
  return boardingPrices(offer, tripPrice, today).find((point) => point.city === city)?.price
}

/** The lowest price per person of a departure today, from any of its cities. */
export function lowestPrice(offer: DepartureOffer, tripPrice: number, today: string): number {
  return Math.min(...boardingPrices(offer, tripPrice, today).map((point) => point.price))
}

/** Departures after today, soonest first: a group leaving today can no longer be joined. */
export function upcomingOffers<T extends DepartureOffer>(offers: readonly T[], today: string): T[] {
  return offers.filter((offer) => offer.on > today).sort((a, b) => a.on.localeCompare(b.on))
}

/** The first departure after today a visitor can still ask a seat on, with its state. */
export function nextOpenOffer(
  offers: readonly DepartureOffer[],
  today: string,
  fewSeatsAt?: number,
): { offer: DepartureOffer; state: OfferState } | undefined {
  for (const offer of upcomingOffers(offers, today)) {
    const state = offerState(offer, fewSeatsAt)
    if (state.open) return { offer, state }
  }
  return undefined
}

/** Upcoming departures by month, in order: "December 2026" → its departures. */
export function offersByMonth<T extends DepartureOffer>(offers: readonly T[]): { month: string; offers: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const offer of offers) {
    const key = offer.on.slice(0, 7)
    groups.set(key, [...(groups.get(key) ?? []), offer])
  }
  return [...groups].map(([month, list]) => ({ month, offers: list }))
}

/** "Dep. 12 Dec": a departure day in the docked bar's few characters. */
export function departureDayShort(day: string): string {
  const [, month, date] = day.split('-').map(Number)
  return `Dep. ${date} ${monthShort(month)}`
}

/**
 * A departure in words for people ("Char Dham Yatra, 8 May 2027 from Chennai, 4 people"): the
 * staff e-mail, the lead page's WhatsApp message. Never an ISO date.
 */
export function departureInWords({
  tripTitle,
  on,
  city,
  travellers,
}: {
  tripTitle?: string | null
  on: string
  city?: string | null
  travellers?: number | string | null
}): string {
  const count = Number(travellers)
  const people = Number.isInteger(count) && count > 0 ? `, ${count} ${count === 1 ? 'person' : 'people'}` : ''
  const from = city ? ` from ${city}` : ''
  return `${tripTitle ? `${tripTitle}, ` : ''}${formatDay(on)}${from}${people}`
}

/** schema.org's availability of an offer for a departure a visitor can see (a closed one has no offer). */
export function schemaAvailability(state: OfferState): string {
  switch (state.availability) {
    case 'sold-out':
      return 'https://schema.org/SoldOut'
    case 'few-seats':
    case 'filling-fast':
      return 'https://schema.org/LimitedAvailability'
    default:
      return 'https://schema.org/InStock'
  }
}

/** The keys of the availability words in the site's messages (trip.status.*). */
export type OfferStatusKey =
  | 'status.available'
  | 'status.fillingFast'
  | 'status.seatsLeft'
  | 'status.soldOut'
  | 'status.closed'
  | 'status.onRequest'

/**
 * A departure's availability in a page's or a document's language: "Available", "Filling fast",
 * "4 seats left", "Sold out", "Closed", "On request" (the words of OfferState.text), through the
 * trip namespace's translator.
 */
export function offerStatusText(
  state: OfferState,
  t: (key: OfferStatusKey, values?: { count: number }) => string,
): string {
  switch (state.availability) {
    case 'available':
      return t('status.available')
    case 'filling-fast':
      return t('status.fillingFast')
    case 'few-seats':
      return t('status.seatsLeft', { count: state.seatsLeft ?? 0 })
    case 'sold-out':
      return t('status.soldOut')
    case 'closed':
      return t('status.closed')
    case 'on-request':
      return t('status.onRequest')
  }
}
