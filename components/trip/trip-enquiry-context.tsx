import type { DepartureOption } from './departure-choice'

/**
 * What a trip page tells the site-wide Enquiry Now dialog about the trip it is opened on, so the
 * dialog is that trip's enquiry (its departures, boarding cities and waiting list) instead of the
 * generic one. A hidden element with the trip as JSON: the dialog reads it when it opens.
 */
export const TRIP_ENQUIRY_CONTEXT_ATTRIBUTE = 'data-trip-enquiry'

export interface TripEnquiryContext {
  slug: string
  title: string
  /** 'en' where the title has no version in the page's language. */
  titleLang?: 'en'
  departures: DepartureOption[]
}

export function TripEnquiryContextMark({ context }: { context: TripEnquiryContext }) {
  return <div hidden {...{ [TRIP_ENQUIRY_CONTEXT_ATTRIBUTE]: JSON.stringify(context) }} />
}

/** The trip of the page the visitor is on, or null off a trip page. */
export function readTripEnquiryContext(): TripEnquiryContext | null {
  const raw = document
    .querySelector(`[${TRIP_ENQUIRY_CONTEXT_ATTRIBUTE}]`)
    ?.getAttribute(TRIP_ENQUIRY_CONTEXT_ATTRIBUTE)
  if (!raw) return null
  try {
    return JSON.parse(raw) as TripEnquiryContext
  } catch {
    return null
  }
}
