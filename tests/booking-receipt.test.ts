import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { particularsOf } from '@/lib/agency'
import { PARTICULARS_FORM_DEFAULTS } from '@/lib/agency'
import type { ReceiptDocument } from '@/lib/bookings/money/receipt'

/**
 * A receipt's PDF in English and in Tamil, its text drawn by pdftotext: the number, the amount in
 * figures and in words, the mode and reference, the trip and departure, whom it was received from
 * and what the booking still owes after it; a reversed receipt says it was cancelled. With
 * RECEIPT_SHOTS set to a folder, each PDF's page is also drawn there as a PNG to look at.
 */

const renderer = path.join(process.cwd(), 'node_modules', '.cache', 'receipt-pdf', 'render.cjs')
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'receipt-pdf-'))
  await build({
    entryPoints: [path.join(__dirname, 'support', 'render-receipt-pdf.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    alias: { 'server-only': path.join(__dirname, 'support', 'server-only-stub.ts') },
    outfile: renderer,
    logLevel: 'warning',
  })
}, 120_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const agency = particularsOf({
  ...PARTICULARS_FORM_DEFAULTS,
  legalName: 'Gopuram Holidays Private Limited',
  state: '33',
  gstin: '33AABCG1234E1ZC',
  pan: 'AABCG1234E',
})

const receipt = (overrides: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  locale: 'en',
  number: 'GH/2026-27/0042',
  onDay: '2026-11-28',
  amount: 40_000,
  mode: 'upi',
  reference: 'UPI-633412345678',
  receivedFrom: 'Meena Sundaram',
  receivedBy: 'Lakshmi Raman',
  trip: 'Char Dham Yatra',
  departsOn: '2027-05-08',
  boardingCity: 'Chennai',
  after: { agreed: 1_02_000, received: 40_000, refunded: 0, owed: 62_000, balanceDue: '2027-05-01' },
  reversedOn: null,
  agency,
  ...overrides,
})

function rendered(name: string, document: ReceiptDocument): string {
  const pdf = execFileSync(process.execPath, [renderer], {
    input: JSON.stringify(document),
    maxBuffer: 32 * 1024 * 1024,
  })
  const file = path.join(dir, `${name}.pdf`)
  writeFileSync(file, pdf)
  const shots = process.env.RECEIPT_SHOTS
  if (shots) {
    mkdirSync(shots, { recursive: true })
    execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, path.join(shots, `receipt-${name}`)])
  }
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ')
}

/**
 * pdftotext gives Tamil in the order the glyphs are drawn: a vowel sign written before its
 * consonant (ெ ே ை) comes first. Put back after its consonant, and compared in decomposed form
 * (ொ is ெ + ா), the text reads as typed.
 */
const logical = (text: string) => text.normalize('NFD')
const inLogicalOrder = (text: string) =>
  logical(text.replace(/([\u0BC6-\u0BC8])([\u0B95-\u0BB9](?:\u0BCD\u0BB7)?)/g, '$2$1'))

describe('a receipt’s PDF', () => {
  it('in English: number, amount in figures and words, mode, reference, trip, payer and the balance after it', () => {
    const text = rendered('en', receipt())
    for (const expected of [
      'Receipt',
      'No. GH/2026-27/0042',
      'Date: 28 Nov 2026',
      'GSTIN: 33AABCG1234E1ZC',
      'Received with thanks from Meena Sundaram',
      'For the booking of Char Dham Yatra',
      'Departure: 8 May 2027 from Chennai',
      'Amount received',
      '₹40,000',
      'Rupees Forty Thousand only',
      'Paid by UPI',
      'Reference: UPI-633412345678',
      'Amount agreed ₹1,02,000',
      'Received so far ₹40,000',
      'Balance still to pay, by 1 May 2027 ₹62,000',
      'Rupees Sixty Two Thousand only',
      'Received by Lakshmi Raman',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('cancelled')
  })

  it('in Tamil, with the amount in Tamil words and no box for a missing glyph', () => {
    const text = inLogicalOrder(
      rendered(
        'ta',
        receipt({
          locale: 'ta',
          mode: 'cash',
          reference: '',
          trip: 'சார் தாம் யாத்திரை',
          boardingCity: 'சென்னை',
          after: { agreed: 1_02_000, received: 1_02_000, refunded: 0, owed: 0, balanceDue: '2027-05-01' },
        }),
      ),
    )
    for (const expected of [
      'ரசீது',
      'எண்: GH/2026-27/0042',
      'Meena Sundaram அவர்களிடமிருந்து நன்றியுடன் பெற்றுக்கொண்டோம்',
      'சார் தாம் யாத்திரை முன்பதிவுக்காக',
      'பெற்ற தொகை',
      '₹40,000',
      'ரூபாய் நாற்பதாயிரம் மட்டும்',
      'செலுத்திய முறை: ரொக்கம்',
      'முழுத் தொகையும் பெற்றுக்கொண்டோம். நன்றி.',
      'கோபுரம் ஹாலிடேஸ் பெற்ற தொகைக்கான ரசீது',
    ]) {
      expect(text).toContain(logical(expected))
    }
    expect(text).not.toContain(logical('குறிப்பு எண்'))
    expect(text).not.toMatch(/[\uFFFD□]/)
  })

  it('says a reversed receipt was cancelled', () => {
    expect(rendered('reversed', receipt({ reversedOn: '2026-11-30' }))).toContain(
      'This receipt was cancelled on 30 Nov 2026.',
    )
  })
})
