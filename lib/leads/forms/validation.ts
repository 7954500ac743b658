/**
 * Every message the lead forms' validation gives, named once, in the spec's English. The
 * schemas (fields.ts and each form's file) give these texts, so the API answers with them as it
 * always has; a form on a page in another language shows the message of the same key from its
 * `forms.validation` messages (components/forms/form-fields.tsx, useErrorText). A `{name}` is a
 * value filled in (validationText), as the message files write it.
 *
 * The last four are the catalogue's answers about a departure (lib/leads/intake/departure.ts),
 * which the server gives as field errors and the form shows under the field: named here so a
 * page in another language can show them in its language too.
 */
export const VALIDATION = {
  nameMissing: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  phoneMissing: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  subjectMissing: 'Please enter a subject',
  messageMissing: 'Please enter your message',
  textInvalid: 'Please enter text',
  tooLong: 'Please keep this under {max} characters',
  travellersMissing: 'Please enter the number of travellers',
  travellersWhole: 'Please enter a whole number',
  travellersMin: 'At least 1 traveller',
  travellersMax: 'At most {max} travellers',
  departureDateMissing: 'Please choose a departure date',
  departureDateInvalid: 'Please choose a valid date',
  departureDatePast: 'The departure date cannot be earlier than today',
  destinationMissing: 'Please enter your preferred destination',
  durationMissing: 'Please enter the duration in days',
  durationWhole: 'Please enter a whole number of days',
  durationMin: 'At least 1 day',
  durationMax: 'At most {max} days',
  budgetMissing: 'Please enter your approximate budget',
  requestTypeUnknown: 'Unknown request type',
  tripMissing: 'The trip is missing',
  departureInvalid: 'Please choose one of the listed departures',
  boardingCityInvalid: 'Please choose a boarding city',
  waitlistDepartureMissing: 'Please choose the departure to wait for',
  itineraryEmailMissing: 'Please enter the e-mail address to send it to',
  itineraryChannelMissing: 'Please choose e-mail or WhatsApp',
  departureNotOfTrip: 'This departure is not one of this trip’s. Please choose one of the listed departures',
  departureClosed: 'This departure is closed. Please choose another date',
  departureSoldOut: 'This departure is sold out. Please choose another date or join its waiting list',
  departureCity: 'This departure does not board at that city. Please choose one of its boarding cities',
} as const

export type ValidationKey = keyof typeof VALIDATION

const PLACEHOLDER = /\{(\w+)\}/g

/** A message with its values filled in: ('tooLong', { max: 100 }) → "Please keep this under 100 characters". */
export function validationText(key: ValidationKey, values: Record<string, string | number> = {}): string {
  return VALIDATION[key].replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

let patterns: { key: ValidationKey; pattern: RegExp; names: string[] }[] | undefined

/**
 * The key (and filled-in values) of a message the schemas or the server gave, or undefined for a
 * text that is none of VALIDATION's: "Please keep this under 100 characters" → tooLong, { max: '100' }.
 */
export function validationKeyOf(message: string): { key: ValidationKey; values: Record<string, string> } | undefined {
  patterns ??= (Object.keys(VALIDATION) as ValidationKey[]).map((key) => {
    const names = [...VALIDATION[key].matchAll(PLACEHOLDER)].map((match) => match[1])
    const source = VALIDATION[key]
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('')
    return { key, pattern: new RegExp(`^${source}$`), names }
  })
  for (const { key, pattern, names } of patterns) {
    const match = pattern.exec(message)
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) }
  }
  return undefined
}
