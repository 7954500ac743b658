/**
 * Renders a quote's PDF outside Jest (its runtime cannot load @react-pdf/renderer's ES modules):
 * the QuoteDocument as JSON on stdin, the PDF's bytes on stdout. tests/quote-document.test.ts
 * bundles it with esbuild and runs it with Node.
 */
import { renderQuotePdf, type QuoteDocument } from '@/lib/leads/quotes/document'

let input = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', async () => {
  const pdf = await renderQuotePdf(JSON.parse(input) as QuoteDocument)
  process.stdout.write(pdf)
})
