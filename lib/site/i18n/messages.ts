import type { Locale } from '@/lib/site/i18n/locales'
import enCatalog from '@/messages/en/catalog.json'
import enCommon from '@/messages/en/common.json'
import enConfirmation from '@/messages/en/confirmation.json'
import enContent from '@/messages/en/content.json'
import enForms from '@/messages/en/forms.json'
import enHome from '@/messages/en/home.json'
import enMedia from '@/messages/en/media.json'
import enMy from '@/messages/en/my.json'
import enQuote from '@/messages/en/quote.json'
import enReminders from '@/messages/en/reminders.json'
import enReceipt from '@/messages/en/receipt.json'
import enReviewForm from '@/messages/en/reviewForm.json'
import enReviewMail from '@/messages/en/reviewMail.json'
import enReviews from '@/messages/en/reviews.json'
import enTrip from '@/messages/en/trip.json'
import enUi from '@/messages/en/ui.json'
import taCatalog from '@/messages/ta/catalog.json'
import taCommon from '@/messages/ta/common.json'
import taConfirmation from '@/messages/ta/confirmation.json'
import taContent from '@/messages/ta/content.json'
import taForms from '@/messages/ta/forms.json'
import taHome from '@/messages/ta/home.json'
import taMedia from '@/messages/ta/media.json'
import taMy from '@/messages/ta/my.json'
import taQuote from '@/messages/ta/quote.json'
import taReminders from '@/messages/ta/reminders.json'
import taReceipt from '@/messages/ta/receipt.json'
import taReviewForm from '@/messages/ta/reviewForm.json'
import taReviewMail from '@/messages/ta/reviewMail.json'
import taReviews from '@/messages/ta/reviews.json'
import taTrip from '@/messages/ta/trip.json'
import taUi from '@/messages/ta/ui.json'

/**
 * The public site's interface text in each language, one JSON file per namespace under
 * messages/<locale>/. English is the type every language must match (tests/i18n.test.ts
 * checks that both have the same keys); the spec's messages stay verbatim in English.
 */
const en = {
  common: enCommon,
  home: enHome,
  catalog: enCatalog,
  trip: enTrip,
  forms: enForms,
  media: enMedia,
  content: enContent,
  ui: enUi,
  /** Server-only: the quote PDF, its e-mail and WhatsApp message in the language chosen on the quote. */
  quote: enQuote,
  /** Server-only: the confirmation e-mail of an enquiry, in the visitor's language. */
  confirmation: enConfirmation,
  /** Server-only: the family's own page (/my/<token>), in the quote's language. */
  my: enMy,
  /** Server-only: a booking's reminders (balance due, before departure, welcome home), in the booking's language. */
  reminders: enReminders,
  /** Server-only: a booking's receipt PDF, in the family's language. */
  receipt: enReceipt,
  /** Published reviews from travellers on the trip page, the testimonials and the galleries. */
  reviews: enReviews,
  /** Server-only: the review form a family opens from its link (/review/<token>), in their language. */
  reviewForm: enReviewForm,
  /** Server-only: the review request and its reminder (e-mail and WhatsApp), in the booking's language. */
  reviewMail: enReviewMail,
}

export type Messages = typeof en
export type Namespace = keyof Messages

export const MESSAGES: Record<Locale, Messages> = {
  en,
  ta: {
    common: taCommon,
    home: taHome,
    catalog: taCatalog,
    trip: taTrip,
    forms: taForms,
    media: taMedia,
    content: taContent,
    ui: taUi,
    quote: taQuote,
    confirmation: taConfirmation,
    my: taMy,
    reminders: taReminders,
    receipt: taReceipt,
    reviews: taReviews,
    reviewForm: taReviewForm,
    reviewMail: taReviewMail,
  } satisfies Record<Namespace, unknown> as Messages,
}

/**
 * The namespaces client components read with useTranslations. Only these reach the browser
 * (app/[locale]/layout.tsx): the lead forms' words and the client islands' few (menus, carousel
 * controls, close buttons). Every other text is rendered on the server and ships as HTML.
 */
export const CLIENT_NAMESPACES = ['forms', 'ui'] as const satisfies readonly Namespace[]

export function clientMessages(locale: Locale): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  const all = MESSAGES[locale]
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >
}

/** The agency's name in each language (its own module, which client code may import). */
export { agencyName } from '@/lib/site/i18n/agency-name'
