import 'server-only'

/**
 * The agency's letterhead for another domain's PDF (a booking's receipt), loaded with the PDF
 * library only when a document is made, so that reading the leads' entry never loads it.
 */
export async function loadAgencyLetterhead() {
  return (await import('./letterhead')).AgencyLetterhead
}

export type AgencyLetterheadComponent = Awaited<ReturnType<typeof loadAgencyLetterhead>>
