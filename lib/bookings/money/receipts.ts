import 'server-only'
import { getAgencyParticulars } from '@/lib/agency'
import { getDb, type Db } from '@/lib/platform/db'
import type { PaymentMode } from '@/lib/platform/db/schema'
import { todayInIndia } from '@/lib/site/format'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/site/i18n/locales'
import { indiaDayOf } from '@/lib/site/office-hours'
import { assertCan, type Staff } from '@/lib/staff'
import { bookingDue } from './rules'

/**
 * A booking's receipts as their links answer them: to staff from the booking page, to the family
 * from their own page (/my/<token>, the entry must be of a booking of the page's lead), and what
 * the family's page shows of the money. A receipt is a ledger entry of money received with its
 * number; anything else is the same bare 404. Drawn in the booking's language, whoever asks.
 */

const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...PRIVATE_HEADERS },
  })

const languageOf = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE)

/** The receipt of a ledger entry, as its document says it; null when it is no receipt of that booking or lead. */
async function receiptOf(db: Db, entryId: number, owner: { bookingId: number } | { leadId: number }) {
  const entry = await db
    .selectFrom('booking_payments')
    .selectAll()
    .where('id', '=', entryId)
    .where('kind', '=', 'received')
    .where('receipt_number', 'is not', null)
    .executeTakeFirst()
  if (!entry) return null
  const booking = await db
    .selectFrom('bookings')
    .innerJoin('leads', 'leads.id', 'bookings.lead_id')
    .select([
      'bookings.id',
      'bookings.lead_id',
      'bookings.agreed_total',
      'bookings.departs_on',
      'bookings.trip_title',
      'bookings.boarding_city',
      'bookings.language',
      'leads.name',
    ])
    .where('bookings.id', '=', entry.booking_id)
    .executeTakeFirst()
  if (!booking) return null
  if ('bookingId' in owner ? booking.id !== owner.bookingId : booking.lead_id !== owner.leadId) return null
  const entries = await db
    .selectFrom('booking_payments')
    .select(['id', 'kind', 'amount', 'reverses_id', 'created_at'])
    .where('booking_id', '=', booking.id)
    .orderBy('id')
    .execute()
  const agency = await getAgencyParticulars(db)
  // What the booking owed once this receipt was recorded: the entries up to it.
  const after = bookingDue(
    booking,
    entries.filter((other) => other.id <= entry.id),
    { today: entry.on_day, settings: agency.money },
  )
  const reversal = entries.find((other) => other.reverses_id === entry.id)
  return {
    locale: languageOf(booking.language),
    number: entry.receipt_number!,
    onDay: entry.on_day,
    amount: entry.amount,
    mode: entry.mode as PaymentMode,
    reference: entry.reference,
    receivedFrom: booking.name ?? '',
    receivedBy: entry.created_by_name.includes('@') ? null : entry.created_by_name,
    trip: booking.trip_title,
    departsOn: booking.departs_on,
    boardingCity: booking.boarding_city,
    after: {
      agreed: after.agreed,
      received: after.received,
      refunded: after.refunded,
      owed: Math.max(0, after.owed),
      balanceDue: after.balanceDue,
    },
    reversedOn: reversal ? indiaDayOf(reversal.created_at) : null,
    agency,
  }
}

async function pdfAnswer(receipt: Awaited<ReturnType<typeof receiptOf>>): Promise<Response> {
  if (!receipt) return notFound()
  const { renderReceiptPdf } = await import('./receipt')
  const pdf = await renderReceiptPdf(receipt)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${receipt.number.replaceAll('/', '-')}.pdf"`,
      'Content-Length': String(pdf.length),
      ...PRIVATE_HEADERS,
    },
  })
}

/** A receipt of a booking, for staff on its page (permission `bookings.read`). */
export async function staffReceiptPdf(staff: Staff, bookingId: number, entryId: number): Promise<Response> {
  assertCan(staff, 'bookings.read')
  return pdfAnswer(await receiptOf(await getDb(), entryId, { bookingId }))
}

/** A receipt of a lead's booking, for the family from their page (the caller has checked the page's token). */
export async function familyReceiptPdf(leadId: number, entryId: number): Promise<Response> {
  return pdfAnswer(await receiptOf(await getDb(), entryId, { leadId }))
}

export interface FamilyMoney {
  receipts: { entryId: number; number: string; onDay: string; amount: number; mode: PaymentMode; reversed: boolean }[]
  agreed: number
  received: number
  refunded: number
  /** Still to pay; 0 when paid in full. */
  owed: number
  balanceDue: string | null
  balanceDueNow: boolean
  cancelled: boolean
}

/** What the family's page shows of the lead's latest booking's money; null when the lead has no booking. */
export async function familyBookingMoney(
  leadId: number,
  { now = Date.now() }: { now?: number } = {},
): Promise<FamilyMoney | null> {
  const db = await getDb()
  const booking = await db
    .selectFrom('bookings')
    .select(['id', 'agreed_total', 'departs_on', 'status'])
    .where('lead_id', '=', leadId)
    .orderBy((eb) => eb.case().when('status', '=', 'confirmed').then(0).else(1).end())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!booking) return null
  const entries = await db
    .selectFrom('booking_payments')
    .selectAll()
    .where('booking_id', '=', booking.id)
    .orderBy('id')
    .execute()
  const { money: settings } = await getAgencyParticulars(db)
  const due = bookingDue(booking, entries, { today: todayInIndia(new Date(now)), settings })
  const reversed = new Set(entries.map((entry) => entry.reverses_id).filter((id) => id !== null))
  return {
    receipts: entries
      .filter((entry) => entry.receipt_number !== null)
      .map((entry) => ({
        entryId: entry.id,
        number: entry.receipt_number!,
        onDay: entry.on_day,
        amount: entry.amount,
        mode: entry.mode,
        reversed: reversed.has(entry.id),
      })),
    agreed: due.agreed,
    received: due.received,
    refunded: due.refunded,
    owed: Math.max(0, due.owed),
    balanceDue: due.balanceDue,
    balanceDueNow: due.balanceDueNow,
    cancelled: booking.status === 'cancelled',
  }
}
