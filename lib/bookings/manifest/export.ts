import 'server-only'
import type { Caller } from '@/lib/staff'
import { todayInIndia } from '@/lib/site/format'
import { getDepartureSheet } from './sheet'
import { sheetCsv, sheetFileName, type SheetFile } from './csv'

/**
 * The downloads of a departure's page: its manifest and rooming list as CSV, and both as one A4
 * PDF ("manifest.pdf"). Anything else, or a departure that is none, is a bare 404. Never cached,
 * never indexed.
 */

export const SHEET_DOWNLOADS = ['manifest.csv', 'rooming-list.csv', 'manifest.pdf'] as const
export type SheetDownload = (typeof SHEET_DOWNLOADS)[number]

const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...PRIVATE_HEADERS },
  })

export async function departureSheetDownload(
  caller: Caller,
  tripId: string,
  departsOn: string,
  file: string,
): Promise<Response> {
  if (!(SHEET_DOWNLOADS as readonly string[]).includes(file) || !ISO_DAY.test(departsOn) || tripId.length > 100) {
    return notFound()
  }
  const sheet = await getDepartureSheet(caller, tripId, departsOn)
  if (!sheet) return notFound()
  if (file !== 'manifest.pdf') {
    const csv = sheetCsv(sheet, file.replace(/\.csv$/, '') as SheetFile)
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) csv.headers.set(name, value)
    return csv
  }
  // The PDF library is loaded only when a PDF is asked for.
  const { renderSheetPdf } = await import('./document')
  const pdf = await renderSheetPdf(sheet, todayInIndia())
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${sheetFileName(sheet, 'manifest', 'pdf')}"`,
      'Content-Length': String(pdf.length),
      ...PRIVATE_HEADERS,
    },
  })
}
