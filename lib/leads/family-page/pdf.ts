import 'server-only'
import { familyReceiptPdf as receiptOfLead } from '@/lib/bookings'
import { notFound, publicQuotePdf } from '@/lib/leads/quotes/pdf'
import { findFamilyPage, isQuoteLinkRevoked } from './store'

/**
 * The quote PDFs a family's links answer, drawn by the quotes' own PDF answer (lib/leads/quotes/pdf.ts,
 * which keeps a quote's link until its last valid day): on their page, the latest quote sent; by a
 * quote's own token (/q/<token>), that quote. A revoked link answers the same bare 404 as a wrong one.
 */

export async function familyQuotePdf(token: string): Promise<Response> {
  const found = await findFamilyPage(token)
  const quoteToken = found.state === 'open' ? found.quote?.token : null
  return quoteToken ? publicQuotePdf(quoteToken) : notFound()
}

export async function quotePdfByToken(token: string): Promise<Response> {
  return (await isQuoteLinkRevoked(token)) ? notFound() : publicQuotePdf(token)
}

/** A receipt of the lead's booking on their page, by the page's token and the ledger entry. */
export async function familyReceiptPdf(token: string, entry: string): Promise<Response> {
  if (!/^[1-9]\d{0,9}$/.test(entry)) return notFound()
  const found = await findFamilyPage(token)
  return found.state === 'open' ? receiptOfLead(found.lead.id, Number(entry)) : notFound()
}
