import 'server-only'
import { boardingCityIn } from '@/lib/catalog'
import type { Staff } from '@/lib/staff'
import { getAgencyParticulars, readStaffPhone } from '@/lib/agency'
import { getDb } from '@/lib/platform/db'
import { findQuoteByToken, getQuoteVersions, quoteDocumentOf, type Quote } from './store'
import { renderQuotePdf } from './document'
import { quoteTripTitle } from './trip-title'

/**
 * A quote's PDF as the routes answer it: to staff on the lead desk (the quote must be the lead's),
 * and to the customer by the random token of a sent quote until its last valid day. Anything
 * else is the same bare 404, which says nothing of whether such a quote exists. Drawn in the
 * quote's language, whoever asks. Never cached, never indexed.
 */

const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

export const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...PRIVATE_HEADERS },
  })

function pdfResponse(quote: Quote, pdf: Buffer): Response {
  const filename = `${quote.number}${quote.version > 1 ? `-v${quote.version}` : ''}.pdf`
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Content-Length': String(pdf.length),
      ...PRIVATE_HEADERS,
    },
  })
}

/** The agent a quote names: who sent it, or for a draft who is looking at it; by name and phone, never by address. */
async function agentOf(quote: Quote, staff?: Staff) {
  const name = (quote.sentByName ?? '') || staff?.name || quote.createdByName
  const phone = await readStaffPhone(await getDb(), quote.sentById ?? staff?.id)
  return phone ? { name, phone } : { name }
}

export async function staffQuotePdf(
  staff: Staff,
  reference: string,
  number: string,
  version: number | undefined,
): Promise<Response> {
  const versions = await getQuoteVersions(staff, reference, number)
  const quote = version === undefined ? versions[0] : versions.find((candidate) => candidate.version === version)
  if (!quote) return notFound()
  const lead = await (
    await getDb()
  )
    .selectFrom('leads')
    .select(['name', 'phone', 'email', 'trip'])
    .where('id', '=', quote.leadId)
    .executeTakeFirstOrThrow()
  const trip = await quoteTripTitle(quote.content, lead.trip)
  const city = await boardingCityIn(quote.content.boardingCity, quote.content.language)
  const agency = await getAgencyParticulars()
  return pdfResponse(
    quote,
    await renderQuotePdf(quoteDocumentOf(quote, lead, await agentOf(quote, staff), trip, agency, city)),
  )
}

export async function publicQuotePdf(token: string): Promise<Response> {
  const found = await findQuoteByToken(token)
  if (!found) return notFound()
  const { quote, lead } = found
  const trip = await quoteTripTitle(quote.content, lead.trip)
  const city = await boardingCityIn(quote.content.boardingCity, quote.content.language)
  const agency = await getAgencyParticulars()
  return pdfResponse(
    quote,
    await renderQuotePdf(quoteDocumentOf(quote, lead, await agentOf(quote), trip, agency, city)),
  )
}
