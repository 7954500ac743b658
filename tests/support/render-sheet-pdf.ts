/**
 * Renders a departure's manifest PDF outside Jest (its runtime cannot load @react-pdf/renderer's
 * ES modules): `{ sheet, today }` as JSON on stdin, the PDF's bytes on stdout.
 * tests/manifest-document.test.ts bundles it with esbuild and runs it with Node.
 */
import { renderSheetPdf } from '@/lib/bookings/manifest/document'
import type { DepartureSheet } from '@/lib/bookings/manifest/sheet'

let input = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', async () => {
  const { sheet, today } = JSON.parse(input) as { sheet: DepartureSheet; today: string }
  process.stdout.write(await renderSheetPdf(sheet, today))
})
