import 'server-only'
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { formatDay, formatRupees } from '@/lib/site/format'
import { PDF_BODY_FONTS, PDF_COLORS, registerPdfFonts } from '@/lib/site/pdf'
import { BAND_LABELS, quoteTotals, type QuoteDiscount, type QuoteLine } from './totals'

/** A quote as a PDF, in the agency's faces and colours (lib/site/pdf.ts). */

/** The agency's GST number on its documents; a dash until it is registered. */
export const AGENCY_GSTIN = '—'

const MAROON = PDF_COLORS.maroon
const MUTED = PDF_COLORS.muted

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, lineHeight: 1.45, color: PDF_COLORS.ink, fontFamily: PDF_BODY_FONTS },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottom: `2pt solid ${MAROON}`,
    paddingBottom: 10,
  },
  brand: { fontSize: 18, fontWeight: 700, color: MAROON, lineHeight: 1.2, marginBottom: 4 },
  muted: { color: MUTED },
  h1: { fontSize: 15, fontWeight: 700, marginTop: 16, marginBottom: 4, lineHeight: 1.25 },
  h2: { fontSize: 11, fontWeight: 700, marginTop: 14, marginBottom: 4, color: MAROON },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #e5ded6', paddingVertical: 4 },
  cellWide: { flex: 3 },
  cell: { flex: 1, textAlign: 'right' },
  total: { flexDirection: 'row', paddingVertical: 6, fontWeight: 700, fontSize: 12, lineHeight: 1.25 },
  bullet: { flexDirection: 'row', gap: 4 },
  footer: { position: 'absolute', bottom: 28, left: 40, right: 40, fontSize: 8, color: MUTED, textAlign: 'center' },
})

export interface QuoteDocument {
  number: string
  version: number
  issuedOn: string
  validUntil: string
  customer: { name: string; phone?: string | null; email?: string | null }
  trip: string
  /** The departure in words ("8 May 2027 from Chennai"), when the quote names one. */
  departure?: string | null
  lines: QuoteLine[]
  discounts: QuoteDiscount[]
  includes: string[]
  excludes: string[]
  note?: string
  agent: { name: string; email: string }
}

function QuotePdf({ quote }: { quote: QuoteDocument }) {
  const totals = quoteTotals(quote.lines, quote.discounts)
  return (
    <Document title={`${siteConfig.name} quote ${quote.number}`} author={siteConfig.name} language="en-IN">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.brand}>{siteConfig.name}</Text>
            <Text style={styles.muted}>{siteConfig.legalName}</Text>
            <Text style={styles.muted}>{formatAddress()}</Text>
            <Text style={styles.muted}>
              {siteConfig.phone} · {siteConfig.email}
            </Text>
            <Text style={styles.muted}>GSTIN: {AGENCY_GSTIN}</Text>
          </View>
          <View style={{ alignItems: 'flex-end' }}>
            <Text style={{ fontWeight: 700 }}>Quote {quote.number}</Text>
            <Text style={styles.muted}>Version {quote.version}</Text>
            <Text style={styles.muted}>Issued {formatDay(quote.issuedOn)}</Text>
            <Text style={styles.muted}>Valid until {formatDay(quote.validUntil)}</Text>
          </View>
        </View>

        <Text style={styles.h1}>{quote.trip}</Text>
        {quote.departure && <Text>Departure: {quote.departure}</Text>}
        <Text style={styles.muted}>
          For {quote.customer.name}
          {quote.customer.phone ? ` · ${quote.customer.phone}` : ''}
          {quote.customer.email ? ` · ${quote.customer.email}` : ''}
        </Text>

        <Text style={styles.h2}>Price</Text>
        <View style={[styles.row, { fontWeight: 700 }]}>
          <Text style={styles.cellWide}>Travellers</Text>
          <Text style={styles.cell}>Per person</Text>
          <Text style={styles.cell}>Amount</Text>
        </View>
        {totals.lines.map((line) => (
          <View key={line.band} style={styles.row}>
            <Text style={styles.cellWide}>
              {line.count} {BAND_LABELS[line.band][line.count === 1 ? 0 : 1]}
            </Text>
            <Text style={styles.cell}>{formatRupees(line.pricePerPerson)}</Text>
            <Text style={styles.cell}>{formatRupees(line.amount)}</Text>
          </View>
        ))}
        {quote.discounts.map((discount, index) => (
          <View key={index} style={styles.row}>
            <Text style={styles.cellWide}>Less: {discount.label}</Text>
            <Text style={styles.cell} />
            <Text style={styles.cell}>−{formatRupees(discount.amount)}</Text>
          </View>
        ))}
        <View style={styles.total}>
          <Text style={styles.cellWide}>
            Total for {totals.travellers} {totals.travellers === 1 ? 'traveller' : 'travellers'}
          </Text>
          <Text style={styles.cell} />
          <Text style={styles.cell}>{formatRupees(totals.total)}</Text>
        </View>

        {quote.includes.length > 0 && <Text style={styles.h2}>Included</Text>}
        {quote.includes.map((text, index) => (
          <View key={index} style={styles.bullet}>
            <Text>•</Text>
            <Text>{text}</Text>
          </View>
        ))}
        {quote.excludes.length > 0 && <Text style={styles.h2}>Not included</Text>}
        {quote.excludes.map((text, index) => (
          <View key={index} style={styles.bullet}>
            <Text>•</Text>
            <Text>{text}</Text>
          </View>
        ))}
        {quote.note && (
          <>
            <Text style={styles.h2}>Note</Text>
            <Text>{quote.note}</Text>
          </>
        )}
        <Text style={styles.h2}>Your travel consultant</Text>
        <Text>
          {quote.agent.name} · {quote.agent.email}
        </Text>

        <Text style={styles.footer} fixed>
          This quote is not a booking: seats are held once the advance is paid. Prices are per person in Indian rupees,
          valid until {formatDay(quote.validUntil)}.
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
