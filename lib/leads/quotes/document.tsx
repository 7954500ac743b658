/* eslint-disable jsx-a11y/alt-text -- react-pdf's Image draws into the PDF; it is no HTML img and takes no alt. */
import 'server-only'
import { Document, Image, Link, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import QRCode from 'qrcode'
import type { AgencyParticulars } from '@/lib/agency'
import { siteConfig } from '@/lib/site/config'
import { formatDay, formatRupees } from '@/lib/site/format'
import { PDF_COLORS, PDF_HEADING_FONTS, registerPdfFonts } from '@/lib/site/pdf'
import { HTML_LANG, type Locale } from '@/lib/site/i18n/locales'
import { internationalDigits } from '@/lib/leads/desk/contact-links'
import { amountInWords, type QuoteMoney, type TaxLine } from './money'
import { upiPayUri } from './payment'
import type { QuoteDiscount, QuoteLine } from './totals'
import { AgencyLetterhead, familyDocumentStyles } from '@/lib/site/pdf-letterhead'
import { particularsIn, quoteWords, stateNameIn } from './words'

/**
 * A quote as a PDF, the itinerary's sibling (lib/site/pdf.ts: its faces and colours, a letterhead
 * under a maroon rule, headings in Playfair Display), worded entirely in the quote's language (the
 * `quote` messages, ./words.ts): the money spelt out line by line, each amount also in words, what
 * is due and when, and how to pay (a UPI QR code and link for the advance, the bank account). A
 * line whose setting is empty is left out, never printed as a dash. What the agent typed is drawn
 * as typed.
 */

const { maroon: MAROON, muted: MUTED, rule: RULE } = PDF_COLORS

// Room at the foot for the footer's lines (the Tamil is longer), so no text runs under it.
const { page, header } = familyDocumentStyles(76)

const styles = StyleSheet.create({
  quoteSide: { alignItems: 'flex-end', flexShrink: 0, maxWidth: 190 },
  small: { fontSize: 8.5, color: MUTED },
  muted: { color: MUTED },
  estimate: { marginTop: 8, fontSize: 9, fontWeight: 700, color: MAROON },
  h1: {
    fontFamily: PDF_HEADING_FONTS,
    fontSize: 18,
    fontWeight: 700,
    marginTop: 12,
    marginBottom: 4,
    lineHeight: 1.25,
  },
  h2: {
    fontFamily: PDF_HEADING_FONTS,
    fontSize: 13,
    fontWeight: 700,
    marginTop: 14,
    marginBottom: 4,
    color: MAROON,
    lineHeight: 1.2,
  },
  row: { flexDirection: 'row', borderBottom: `0.5pt solid ${RULE}`, paddingVertical: 3 },
  cellWide: { flex: 3 },
  cell: { flex: 1, textAlign: 'right' },
  words: { fontSize: 8, color: MUTED },
  total: { flexDirection: 'row', paddingTop: 6, fontWeight: 700, fontSize: 12, lineHeight: 1.25 },
  due: { flexDirection: 'row', paddingVertical: 4, borderBottom: `0.5pt solid ${RULE}` },
  pay: { flexDirection: 'row', gap: 14, marginTop: 6, padding: 10, borderRadius: 4, border: `1pt solid ${MAROON}` },
  qr: { width: 112, height: 112 },
  bullet: { flexDirection: 'row', gap: 4 },
  bulletText: { flex: 1 },
  footer: { position: 'absolute', bottom: 28, left: 40, right: 40, fontSize: 8, color: MUTED, textAlign: 'center' },
})

export interface QuoteDocument {
  /** The language the quote is worded in. */
  locale: Locale
  number: string
  version: number
  issuedOn: string
  validUntil: string
  customer: { name: string; phone?: string | null; email?: string | null }
  /** The trip's name in the quote's language (the catalogue's where it has one, else as typed). */
  trip: string
  /** The departure line in the quote's language ("Departure: 8 May 2027 from Chennai"), when the quote names one. */
  departure?: string | null
  lines: QuoteLine[]
  discounts: QuoteDiscount[]
  includes: string[]
  excludes: string[]
  note?: string
  /** The customer's state (GST state code): the place of supply. */
  customerState: string
  /** The quote's money (./money.ts), worked out on the day it was issued. */
  money: QuoteMoney
  /** The agency's particulars; what is absent is left out. */
  agency: AgencyParticulars
  /** The travel consultant: a name, and a phone when they gave one (never an e-mail address). */
  agent: { name: string; phone?: string }
}

/** A row of the money: its label, the amount, and the amount in words under them. */
function MoneyRow({
  label,
  amount,
  locale,
  negative = false,
  strong = false,
}: {
  label: string
  amount: number
  locale: Locale
  negative?: boolean
  strong?: boolean
}) {
  return (
    <View style={strong ? styles.total : styles.row} wrap={false}>
      <View style={styles.cellWide}>
        <Text>{label}</Text>
        <Text style={styles.words}>{amountInWords(amount, locale)}</Text>
      </View>
      <Text style={styles.cell}>
        {negative ? '−' : ''}
        {formatRupees(amount)}
      </Text>
    </View>
  )
}

function QuotePdf({ quote, qr }: { quote: QuoteDocument; qr: { png: Buffer; uri: string } | null }) {
  const { locale, money, agency } = quote
  const t = quoteWords(locale)
  const day = (iso: string) => formatDay(iso, locale)
  const rate = (value: number) => String(value)
  const taxLabel = (line: TaxLine) =>
    line.kind === 'tcs'
      ? t('document.tax.tcs', { rate: rate(line.rate), base: formatRupees(line.base) })
      : t(`document.tax.${line.kind}`, { rate: rate(line.rate) })
  const customerState = stateNameIn(quote.customerState, locale)
  const balanceLabel = money.balanceDue
    ? money.balanceDueNow
      ? t('document.balanceNow')
      : t('document.balanceBy', { day: day(money.balanceDue) })
    : t('document.balanceBefore', { days: agency.money.balanceDays })
  const phone = quote.agent.phone
  return (
    <Document
      title={t('document.title', { brand: siteConfig.name, number: quote.number })}
      author={siteConfig.name}
      language={HTML_LANG[locale]}
    >
      <Page size="A4" style={page}>
        <View style={header}>
          <AgencyLetterhead
            agency={particularsIn(agency, locale)}
            locale={locale}
            words={{
              state: (values) => t('document.state', values),
              gstin: (values) => t('document.gstin', values),
              pan: (values) => t('document.pan', values),
            }}
          />
          <View style={styles.quoteSide}>
            <Text style={{ fontFamily: PDF_HEADING_FONTS, fontWeight: 700, fontSize: 12 }}>
              {t('document.heading', { number: quote.number })}
            </Text>
            <Text style={styles.small}>{t('document.version', { version: quote.version })}</Text>
            <Text style={styles.small}>{t('document.issued', { day: day(quote.issuedOn) })}</Text>
            <Text style={styles.small}>{t('document.validUntil', { day: day(quote.validUntil) })}</Text>
          </View>
        </View>
        <Text style={styles.estimate}>{t('document.estimate')}</Text>

        <Text style={styles.h1}>{quote.trip}</Text>
        {quote.departure && <Text>{quote.departure}</Text>}
        <Text style={styles.muted}>
          {t('document.for', { name: quote.customer.name })}
          {quote.customer.phone ? ` · ${quote.customer.phone}` : ''}
          {quote.customer.email ? ` · ${quote.customer.email}` : ''}
        </Text>
        {customerState && (
          <Text style={styles.small}>
            {t('document.placeOfSupply', { state: customerState, code: quote.customerState })}
          </Text>
        )}

        <Text style={styles.h2}>{t('document.price')}</Text>
        <View style={[styles.row, { fontWeight: 700 }]}>
          <Text style={styles.cellWide}>{t('document.travellers')}</Text>
          <Text style={styles.cell}>{t('document.perPerson')}</Text>
          <Text style={styles.cell}>{t('document.amount')}</Text>
        </View>
        {money.lines.map((line) => (
          <View key={line.band} style={styles.row}>
            <Text style={styles.cellWide}>{t(`document.band.${line.band}`, { count: line.count })}</Text>
            <Text style={styles.cell}>{formatRupees(line.pricePerPerson)}</Text>
            <Text style={styles.cell}>{formatRupees(line.amount)}</Text>
          </View>
        ))}
        <MoneyRow label={t('document.subtotal')} amount={money.subtotal} locale={locale} />
        {quote.discounts.map((discount, index) => (
          <MoneyRow
            key={index}
            label={t('document.less', { label: discount.label })}
            amount={discount.amount}
            locale={locale}
            negative
          />
        ))}
        <MoneyRow label={t('document.total', { count: money.travellers })} amount={money.total} locale={locale} />
        {money.taxableValue !== money.total && (
          <MoneyRow label={t('document.taxableValue')} amount={money.taxableValue} locale={locale} />
        )}
        {money.taxes.map((line) => (
          <MoneyRow key={line.kind} label={taxLabel(line)} amount={line.amount} locale={locale} />
        ))}
        <MoneyRow label={t('document.grandTotal')} amount={money.grandTotal} locale={locale} strong />
        <Text style={styles.small}>{t('document.sac', { sac: agency.sac })}</Text>

        <View wrap={false}>
          <Text style={styles.h2}>{t('document.payment')}</Text>
          <MoneyRow
            label={t('document.advance', { percent: money.advancePercent })}
            amount={money.advance}
            locale={locale}
          />
          {money.balance > 0 && <MoneyRow label={balanceLabel} amount={money.balance} locale={locale} />}
        </View>

        {(qr || agency.bank) && (
          <View wrap={false}>
            <Text style={styles.h2}>{t('document.howToPay')}</Text>
            <View style={styles.pay}>
              {qr && <Image src={{ data: qr.png, format: 'png' }} style={styles.qr} />}
              <View style={{ flex: 1, gap: 2 }}>
                {qr && (
                  <>
                    <Text>{t('document.scan', { amount: formatRupees(money.advance) })}</Text>
                    <Text style={styles.small}>{t('document.upiId', { id: agency.upiId! })}</Text>
                    <Link src={qr.uri} style={{ color: MAROON, fontWeight: 700 }}>
                      {t('document.tapToPay', { amount: formatRupees(money.advance) })}
                    </Link>
                  </>
                )}
                {agency.bank && (
                  <View style={{ marginTop: qr ? 6 : 0 }}>
                    <Text style={{ fontWeight: 700 }}>{t('document.bank')}</Text>
                    {agency.bank.accountName && (
                      <Text style={styles.small}>{t('document.accountName', { name: agency.bank.accountName })}</Text>
                    )}
                    <Text style={styles.small}>
                      {t('document.accountNumber', { number: agency.bank.accountNumber })}
                    </Text>
                    <Text style={styles.small}>{t('document.ifsc', { ifsc: agency.bank.ifsc })}</Text>
                  </View>
                )}
              </View>
            </View>
          </View>
        )}

        {quote.includes.length > 0 && <Text style={styles.h2}>{t('document.included')}</Text>}
        {quote.includes.map((text, index) => (
          <View key={index} style={styles.bullet}>
            <Text>•</Text>
            <Text style={styles.bulletText}>{text}</Text>
          </View>
        ))}
        {quote.excludes.length > 0 && <Text style={styles.h2}>{t('document.excluded')}</Text>}
        {quote.excludes.map((text, index) => (
          <View key={index} style={styles.bullet}>
            <Text>•</Text>
            <Text style={styles.bulletText}>{text}</Text>
          </View>
        ))}
        {quote.note && (
          <>
            <Text style={styles.h2}>{t('document.note')}</Text>
            <Text>{quote.note}</Text>
          </>
        )}
        <View wrap={false}>
          <Text style={styles.h2}>{t('document.consultant')}</Text>
          <Text style={{ fontWeight: 700 }}>{quote.agent.name}</Text>
          {phone && <Text>{t('document.consultantPhone', { phone })}</Text>}
          {phone && (
            <Link src={`https://wa.me/${internationalDigits(phone)}`} style={{ color: MAROON }}>
              {t('document.consultantWhatsapp', { phone })}
            </Link>
          )}
        </View>

        <Text style={styles.footer} fixed>
          {t('document.footer', { day: day(quote.validUntil) })}
        </Text>
      </Page>
    </Document>
  )
}

/** The advance's UPI intent and its QR code, when the agency has a UPI ID and there is an advance. */
async function upiQr(quote: QuoteDocument): Promise<{ png: Buffer; uri: string } | null> {
  const { upiId } = quote.agency
  if (!upiId || quote.money.advance <= 0) return null
  const uri = upiPayUri({
    upiId,
    payee: quote.agency.legalName ?? siteConfig.name,
    amount: quote.money.advance,
    note: quote.number,
  })
  const png = await QRCode.toBuffer(uri, { type: 'png', margin: 2, width: 360, errorCorrectionLevel: 'M' })
  return { png, uri }
}

/** The quote's PDF, as bytes to attach to an e-mail or serve from its link. */
export async function renderQuotePdf(quote: QuoteDocument): Promise<Buffer> {
  registerPdfFonts()
  return renderToBuffer(<QuotePdf quote={quote} qr={await upiQr(quote)} />)
}
