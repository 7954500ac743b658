/*
 * A departure chosen on a trip page, in the page's address: the chips' links without a script,
 * and the address the page keeps with one (trip-choice.ts). Plain names shared by the server's
 * links and the browser's islands, in a module of their own: what the browser imports from here
 * brings no formatting, offers or messages with it (departure-choice.ts, the server's side).
 */

/** Set on a link that chooses a departure (its day) and, optionally, a boarding city for the trip's enquiry. */
export const CHOOSE_DEPARTURE_ATTRIBUTE = 'data-choose-departure'
export const CHOOSE_CITY_ATTRIBUTE = 'data-choose-city'

/** The trip enquiry form's departure and boarding city fields, by name (trip-enquiry-form.tsx). */
export const DEPARTURE_FIELD = 'departure'
export const BOARDING_CITY_FIELD = 'boardingCity'

/** The id of a trip page's enquiry section: the page's and the docked bar's Enquire links lead here. */
export const TRIP_ENQUIRY_ANCHOR = 'enquire'

export const CHOICE_DEPARTURE_PARAM = 'departure'
export const CHOICE_CITY_PARAM = 'city'

/** "?departure=2026-12-12&city=Madurai#enquire": the page's enquiry form, the choice in the address. */
export function choiceHref(departure: string, city: string): string {
  const params = new URLSearchParams({ [CHOICE_DEPARTURE_PARAM]: departure })
  if (city) params.set(CHOICE_CITY_PARAM, city)
  return `?${params}#${TRIP_ENQUIRY_ANCHOR}`
}
