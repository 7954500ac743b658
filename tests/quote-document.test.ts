import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { particularsOf, PARTICULARS_FORM_DEFAULTS } from '@/lib/agency'
import type { QuoteDocument } from '@/lib/leads/quotes/document'
import { quoteDocumentOf, type Quote } from '@/lib/leads/quotes/rows'
import { storedQuoteSchema } from '@/lib/leads/quotes/schema'
import { stateNameIn } from '@/lib/leads/quotes/words'
import { INDIA_STATES } from '@/lib/site/india-states'

/**
 * The quote's PDF as a family reads it: a family of four from Madurai (Tamil Nadu: CGST + SGST) and
 * the same family from Karnataka (IGST), its text drawn by pdftotext, its page drawn by pdftoppm and
 * the UPI QR code on it decoded as a UPI app would read it.
 */

const agency = particularsOf({
  ...PARTICULARS_FORM_DEFAULTS,
  legalName: 'Gopuram Holidays Private Limited',
  state: '33',
  gstin: '33AABCG1234E1ZC',
  pan: 'AABCG1234E',
  upiId: 'gopuramholidays@okaxis',
  bankAccountName: 'Gopuram Holidays Pvt Ltd',
  bankAccountNumber: '50200012345678',
  ifsc: 'HDFC0001234',
})

/** Two adults at ₹24,500 and two children at ₹18,000 to Rameswaram, departing 15 January 2027, quoted 28 November 2026. */
const familyOfFour = (language: 'en' | 'ta', customerState: string): Quote =>
  ({
    id: 1,
    leadId: 1,
    number: 'Q-2026-0042',
    version: 1,
    status: 'sent',
    content: storedQuoteSchema.parse({
      trip: 'Rameswaram and Madurai Pilgrimage',
      departure: '2027-01-15',
      boardingCity: 'Madurai',
      lines: [
        { band: 'adult', count: 2, pricePerPerson: 24_500 },
        { band: 'child', count: 2, pricePerPerson: 18_000 },
        { band: 'senior', count: 0, pricePerPerson: 0 },
      ],
      discounts: [],
      includes: ['Train tickets, 3AC'],
      excludes: ['Lunch on day 2'],
      validUntil: '2026-12-10',
      note: '',
      language,
      customerState,
    }),
    total: 85_000,
    travellers: 4,
    validUntil: '2026-12-10',
    token: 'x'.repeat(22),
    createdByName: 'Lakshmi',
    createdAt: Date.parse('2026-11-28T06:00:00Z'),
    sentByName: 'Lakshmi Narayanan',
    sentByEmail: 'lakshmi@gopuram.example',
    sentAt: Date.parse('2026-11-28T06:00:00Z'),
    mailTo: null,
    mailStatus: null,
    mailAttempts: 0,
    mailError: null,
    mailedAt: null,
  }) as Quote

const customer = { name: 'Meena Sundaram', phone: '+91 98400 12345', email: null }
const agent = { name: 'Lakshmi Narayanan', phone: '+91 98400 61234' }

/**
 * The PDF's bytes, made by the document's own code outside Jest (whose runtime cannot load
 * @react-pdf/renderer's ES modules): tests/support/render-quote-pdf.ts bundled once by esbuild,
 * the packages left to Node, `server-only` standing in for the server's.
 */
const renderer = path.join(process.cwd(), 'node_modules', '.cache', 'quote-pdf', 'render.cjs')
function renderQuotePdf(document: QuoteDocument): Buffer {
  return execFileSync(process.execPath, [renderer], { input: JSON.stringify(document), maxBuffer: 32 * 1024 * 1024 })
}

let dir: string
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'quote-pdf-'))
  await build({
    entryPoints: [path.join(__dirname, 'support', 'render-quote-pdf.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    alias: { 'server-only': path.join(__dirname, 'support', 'server-only-stub.ts') },
    outfile: renderer,
    logLevel: 'warning',
  })
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function rendered(name: string, quote: Quote) {
  const pdf = renderQuotePdf(quoteDocumentOf(quote, customer, agent, quote.content.trip, agency))
  const file = path.join(dir, `${name}.pdf`)
  writeFileSync(file, pdf)
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ')
  return { file, text }
}

/** Each page as a PNG at 150 dpi, its pixels for the QR decoder. */
function pages(file: string) {
  const prefix = path.join(dir, `${path.basename(file, '.pdf')}-page`)
  execFileSync('pdftoppm', ['-png', '-r', '150', file, prefix])
  return readdirSync(dir)
    .filter((entry) => entry.startsWith(path.basename(prefix)) && entry.endsWith('.png'))
    .map((entry) => PNG.sync.read(readFileSync(path.join(dir, entry))))
}

describe('the quote PDF of a family of four', () => {
  it('for a Tamil Nadu customer: CGST and SGST, the advance and balance with their days and in words, no dash', async () => {
    const { text } = await rendered('tamil-nadu', familyOfFour('en', '33'))
    for (const expected of [
      'This is an estimate, not a tax invoice.',
      'GSTIN: 33AABCG1234E1ZC',
      'PAN: AABCG1234E',
      'Place of supply: Tamil Nadu (33)',
      'Subtotal',
      'Rupees Eighty Five Thousand only',
      'CGST 2.5% ₹2,125',
      'SGST 2.5% ₹2,125',
      'Rupees Two Thousand One Hundred Twenty Five only',
      'Grand total ₹89,250',
      'Rupees Eighty Nine Thousand Two Hundred Fifty only',
      'Advance (50%), due on confirmation ₹44,625',
      'Rupees Forty Four Thousand Six Hundred Twenty Five only',
      'Balance, due by 8 Jan 2027 ₹44,625',
      'SAC 998555',
      'UPI ID: gopuramholidays@okaxis',
      'Account number: 50200012345678',
      'IFSC: HDFC0001234',
      'Lakshmi Narayanan',
      'Phone: +91 98400 61234',
      'WhatsApp: +91 98400 61234',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('IGST')
    expect(text).not.toContain('TCS')
    expect(text).not.toContain('—')
    // The consultant by name and phone, never by e-mail address.
    expect(text).not.toContain('lakshmi@gopuram.example')
  })

  it('for a Karnataka customer: IGST at the whole rate, for the same grand total', async () => {
    const { text } = await rendered('karnataka', familyOfFour('en', '29'))
    expect(text).toContain('Place of supply: Karnataka (29)')
    expect(text).toContain('IGST 5% ₹4,250')
    expect(text).toContain('Rupees Four Thousand Two Hundred Fifty only')
    expect(text).toContain('Grand total ₹89,250')
    expect(text).not.toContain('CGST')
    expect(text).not.toContain('SGST')
    expect(text).not.toContain('—')
  })

  it('leaves out every line whose setting is empty', async () => {
    const bare = particularsOf(PARTICULARS_FORM_DEFAULTS)
    const pdf = renderQuotePdf(
      quoteDocumentOf(familyOfFour('en', '33'), customer, { name: 'Lakshmi' }, undefined, bare),
    )
    const file = path.join(dir, 'bare.pdf')
    writeFileSync(file, pdf)
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    for (const absent of ['GSTIN', 'PAN', 'UPI', 'IFSC', 'Account', 'How to pay', 'Phone:', 'WhatsApp:', '—']) {
      expect(text).not.toContain(absent)
    }
    expect(text).toContain('CGST 2.5%')
  })

  it('carries a UPI QR code that a UPI app reads as the agency, the advance and the quote’s number', async () => {
    const { file } = await rendered('qr', familyOfFour('en', '29'))
    const codes = pages(file).flatMap((page) => jsQR(new Uint8ClampedArray(page.data), page.width, page.height) ?? [])
    expect(codes).toHaveLength(1)
    const [code] = codes
    const intent = new URL(code!.data)
    expect(intent.protocol).toBe('upi:')
    expect(intent.host).toBe('pay')
    expect(Object.fromEntries(intent.searchParams)).toEqual({
      pa: 'gopuramholidays@okaxis',
      pn: 'Gopuram Holidays Private Limited',
      am: '44625.00',
      cu: 'INR',
      tn: 'Q-2026-0042',
    })
  })

  it('in Tamil: the money in Tamil words, the tax lines, no dash', async () => {
    const { text } = await rendered('tamil', familyOfFour('ta', '33'))
    expect(text).toContain('CGST 2.5%')
    expect(text).toContain('₹89,250')
    expect(text).not.toContain('—')
    expect(text).not.toContain('Grand total')
  })

  it('in Tamil: the states and the boarding city by their Tamil names', async () => {
    const document = quoteDocumentOf(familyOfFour('ta', '29'), customer, agent, 'ராமேஸ்வரம்', agency, 'மதுரை')
    expect(document.departure).toContain('மதுரை')
    expect(document.departure).not.toContain('Madurai')
    expect(stateNameIn(document.customerState, 'ta')).toBe('கர்நாடகா')
    expect(stateNameIn(document.agency.state!.code, 'ta')).toBe('தமிழ்நாடு')
    expect(stateNameIn('99', 'ta')).toBeUndefined()
  })

  it('names every state and union territory in both languages, the English as the settings list it', () => {
    for (const { code, name } of INDIA_STATES) {
      expect(stateNameIn(code, 'en')).toBe(name)
      expect(stateNameIn(code, 'ta')).toMatch(/^[\u0B80-\u0BFF ]+$/)
    }
  })
})
