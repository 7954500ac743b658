/**
 * Renders a receipt's PDF outside Jest (its runtime cannot load @react-pdf/renderer's ES modules):
 * the ReceiptDocument as JSON on stdin, the PDF's bytes on stdout. tests/booking-receipt.test.ts
 * bundles it with esbuild and runs it with Node.
 */
import { renderReceiptPdf, type ReceiptDocument } from '@/lib/bookings/money/receipt'

let input = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', async () => {
  const pdf = await renderReceiptPdf(JSON.parse(input) as ReceiptDocument)
  process.stdout.write(pdf)
})
