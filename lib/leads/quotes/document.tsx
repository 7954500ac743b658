import 'server-only'
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { formatDay, formatRupees } from '@/lib/site/format'
import { PDF_BODY_FONTS, PDF_COLORS, registerPdfFonts } from '@/lib/site/pdf'
import { HTML_LANG, type Locale } from '@/lib/site/i18n/locales'
import { quoteTotals, type QuoteDiscount, type QuoteLine } from './totals'
import { quoteWords } from './words'

/**
 * A quote as a PDF, in the agency's faces and colours (lib/site/pdf.ts), worded entirely in the
 * quote's language (the `quote` messages, ./words.ts): its headings, labels, totals and dates
 * (Tamil month names); rupees in Indian grouping in both. What the agent typed is drawn as typed.
 */

/** The agency's GST number on its documents; a dash until it is registered. */
export const AGENCY_GSTIN = '—'

const MAROON = PDF_COLORS.maroon
const MUTED = PDF_COLORS.muted

const styles = StyleSheet.create({
  // Room at the foot for the footer's two or three lines (the Tamil is longer), so no text runs under it.
  page: {
    padding: 40,
    paddingBottom: 76,
    fontSize: 10,
    lineHeight: 1.45,
    color: PDF_COLORS.ink,
    fontFamily: PDF_BODY_FONTS,
  },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    gap: 16,
    borderBottom: `2pt solid ${MAROON}`,
    paddingBottom: 10,
  },
  // The agency's side takes what the quote's side leaves, and wraps (the Tamil address is long).
  letterhead: { flex: 1 },
  quoteSide: { alignItems: 'flex-end', flexShrink: 0, maxWidth: 190 },
  brand: { fontSize: 18, fontWeight: 700, color: MAROON, lineHeight: 1.2, marginBottom: 4 },
  muted: { color: MUTED },
  h1: { fontSize: 15, fontWeight: 700, marginTop: 16, marginBottom: 4, lineHeight: 1.25 },
  h2: { fontSize: 11, fontWeight: 700, marginTop: 14, marginBottom: 4, color: MAROON },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #e5ded6', paddingVertical: 4 },
  cellWide: { flex: 3 },
  cell: { flex: 1, textAlign: 'right' },
  total: { flexDirection: 'row', paddingVertical: 6, fontWeight: 700, fontSize: 12, lineHeight: 1.25 },
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
  agent: { name: string; email: string }
}

function QuotePdf({ quote }: { quote: QuoteDocument }) {
  const { locale } = quote
  const t = quoteWords(locale)
  const day = (iso: string) => formatDay(iso, locale)
  const totals = quoteTotals(quote.lines, quote.discounts)
  return (
    <Document
      title={t('document.title', { brand: siteConfig.name, number: quote.number })}
      author={siteConfig.name}
      language={HTML_LANG[locale]}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.letterhead}>
            <Text style={styles.brand}>{siteConfig.name}</Text>
            <Text style={styles.muted}>{siteConfig.legalName}</Text>
            <Text style={styles.muted}>{formatAddress(locale)}</Text>
            <Text style={styles.muted}>
              {siteConfig.phone} · {siteConfig.email}
            </Text>
            <Text style={styles.muted}>{t('document.gstin', { gstin: AGENCY_GSTIN })}</Text>
          </View>
          <View style={styles.quoteSide}>
            <Text style={{ fontWeight: 700 }}>{t('document.heading', { number: quote.number })}</Text>
            <Text style={styles.muted}>{t('document.version', { version: quote.version })}</Text>
            <Text style={styles.muted}>{t('document.issued', { day: day(quote.issuedOn) })}</Text>
            <Text style={styles.muted}>{t('document.validUntil', { day: day(quote.validUntil) })}</Text>
          </View>
        </View>

        <Text style={styles.h1}>{quote.trip}</Text>
        {quote.departure && <Text>{quote.departure}</Text>}
        <Text style={styles.muted}>
          {t('document.for', { name: quote.customer.name })}
          {quote.customer.phone ? ` · ${quote.customer.phone}` : ''}
          {quote.customer.email ? ` · ${quote.customer.email}` : ''}
        </Text>

        <Text style={styles.h2}>{t('document.price')}</Text>
        <View style={[styles.row, { fontWeight: 700 }]}>
          <Text style={styles.cellWide}>{t('document.travellers')}</Text>
          <Text style={styles.cell}>{t('document.perPerson')}</Text>
          <Text style={styles.cell}>{t('document.amount')}</Text>
        </View>
        {totals.lines.map((line) => (
          <View key={line.band} style={styles.row}>
            <Text style={styles.cellWide}>{t(`document.band.${line.band}`, { count: line.count })}</Text>
            <Text style={styles.cell}>{formatRupees(line.pricePerPerson)}</Text>
            <Text style={styles.cell}>{formatRupees(line.amount)}</Text>
          </View>
        ))}
        {quote.discounts.map((discount, index) => (
          <View key={index} style={styles.row}>
            <Text style={styles.cellWide}>{t('document.less', { label: discount.label })}</Text>
            <Text style={styles.cell} />
            <Text style={styles.cell}>−{formatRupees(discount.amount)}</Text>
          </View>
        ))}
        <View style={styles.total}>
          <Text style={styles.cellWide}>{t('document.total', { count: totals.travellers })}</Text>
          <Text style={styles.cell} />
          <Text style={styles.cell}>{formatRupees(totals.total)}</Text>
        </View>

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
        <Text style={styles.h2}>{t('document.consultant')}</Text>
        <Text>
          {quote.agent.name} · {quote.agent.email}
        </Text>

        <Text style={styles.footer} fixed>
          {t('document.footer', { day: day(quote.validUntil) })}
        </Text>
      </Page>
    </Document>
  )
}

/** The quote's PDF, as bytes to attach to an e-mail or serve from its link. */
export async function renderQuotePdf(quote: QuoteDocument): Promise<Buffer> {
  registerPdfFonts()
  return renderToBuffer(<QuotePdf quote={quote} />)
}
