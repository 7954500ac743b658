import 'server-only'
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { createTranslator } from 'use-intl/core'
import type { AgencyParticulars } from '@/lib/agency'
import { amountInWords, loadAgencyLetterhead, type AgencyLetterheadComponent } from '@/lib/leads'
import type { PaymentMode } from '@/lib/platform/db/schema'
import { siteConfig } from '@/lib/site/config'
import { formatDay, formatRupees } from '@/lib/site/format'
import { HTML_LANG, type Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { receiptWords } from './words'
import { PDF_BODY_FONTS, PDF_COLORS, PDF_HEADING_FONTS, registerPdfFonts } from '@/lib/site/pdf'

/**
 * A receipt for money received as a PDF, the quote's sibling (lib/site/pdf.ts: its faces and
 * colours, the letterhead under a maroon rule, headings in Playfair Display), worded entirely in
 * the family's language (the server-only `receipt` messages): its number, the amount in figures
 * and in words, how it was paid, the trip and departure, whom it was received from, and what the
 * booking still owes after it. A receipt later reversed says it was cancelled.
 */

const { maroon: MAROON, muted: MUTED, rule: RULE, ink: INK } = PDF_COLORS

const styles = StyleSheet.create({
  page: {
    padding: 40,
    paddingTop: 36,
    paddingBottom: 70,
    fontSize: 10,
    lineHeight: 1.45,
    color: INK,
    fontFamily: PDF_BODY_FONTS,
  },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    gap: 16,
    borderBottom: `2pt solid ${MAROON}`,
    paddingBottom: 8,
  },
  side: { alignItems: 'flex-end', flexShrink: 0, maxWidth: 200 },
  small: { fontSize: 8.5, color: MUTED },
  muted: { color: MUTED },
  heading: {
    fontFamily: PDF_HEADING_FONTS,
    fontWeight: 700,
    fontSize: 16,
    color: MAROON,
    lineHeight: 1.3,
    marginBottom: 2,
  },
  h2: {
    fontFamily: PDF_HEADING_FONTS,
    fontSize: 13,
    fontWeight: 700,
    marginTop: 16,
    marginBottom: 4,
    color: MAROON,
    lineHeight: 1.2,
  },
  from: { marginTop: 14, fontSize: 11 },
  trip: { fontWeight: 700, fontSize: 12, marginTop: 2, marginBottom: 2, lineHeight: 1.4 },
  amountBox: { marginTop: 14, padding: 12, borderRadius: 4, border: `1pt solid ${MAROON}` },
  amountRow: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 },
  amount: { fontSize: 18, fontWeight: 700 },
  words: { fontSize: 9, color: MUTED, marginTop: 2 },
  row: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    gap: 12,
    borderBottom: `0.5pt solid ${RULE}`,
    paddingVertical: 4,
  },
  strong: { fontWeight: 700 },
  stamp: {
    marginTop: 14,
    padding: 8,
    border: `1.5pt solid ${MAROON}`,
    color: MAROON,
    fontWeight: 700,
    textAlign: 'center',
  },
  footer: { position: 'absolute', bottom: 28, left: 40, right: 40, fontSize: 8, color: MUTED, textAlign: 'center' },
})

export interface ReceiptDocument {
  locale: Locale
  number: string
  /** The day the money moved (YYYY-MM-DD): the receipt's date. */
  onDay: string
  amount: number
  mode: PaymentMode
  reference: string
  receivedFrom: string
  /** The staff member who recorded it, by name (never an e-mail address); null for none. */
  receivedBy: string | null
  trip: string
  departsOn: string
  boardingCity: string
  /** The booking after this receipt (entries up to it). */
  after: { agreed: number; received: number; refunded: number; owed: number; balanceDue: string | null }
  /** The day the receipt was reversed, if it was. */
  reversedOn: string | null
  agency: AgencyParticulars
}

function brandIn(locale: Locale): string {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'ui.agency' })('name')
}

function Line({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={strong ? styles.strong : undefined}>{label}</Text>
      <Text style={strong ? styles.strong : undefined}>{formatRupees(amount)}</Text>
    </View>
  )
}

function ReceiptPdf({
  receipt,
  AgencyLetterhead,
}: {
  receipt: ReceiptDocument
  AgencyLetterhead: AgencyLetterheadComponent
}) {
  const { locale, agency, after } = receipt
  const t = receiptWords(locale)
  const day = (iso: string) => formatDay(iso, locale)
  const brand = brandIn(locale)
  return (
    <Document
      title={t('title', { brand: siteConfig.name, number: receipt.number })}
      author={siteConfig.name}
      language={HTML_LANG[locale]}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <AgencyLetterhead
            agency={agency}
            locale={locale}
            words={{
              state: (values) => t('state', values),
              gstin: (values) => t('gstin', values),
              pan: (values) => t('pan', values),
            }}
          />
          <View style={styles.side}>
            <Text style={styles.heading}>{t('heading')}</Text>
            <Text style={styles.strong}>{t('number', { number: receipt.number })}</Text>
            <Text style={styles.small}>{t('issued', { day: day(receipt.onDay) })}</Text>
          </View>
        </View>

        <Text style={styles.from}>{t('receivedFrom', { name: receipt.receivedFrom })}</Text>
        <Text style={styles.trip}>{t('booking', { trip: receipt.trip })}</Text>
        <Text style={styles.muted}>
          {receipt.boardingCity
            ? t('departureFrom', { day: day(receipt.departsOn), city: receipt.boardingCity })
            : t('departure', { day: day(receipt.departsOn) })}
        </Text>

        <View style={styles.amountBox} wrap={false}>
          <View style={styles.amountRow}>
            <Text style={styles.strong}>{t('amount')}</Text>
            <Text style={styles.amount}>{formatRupees(receipt.amount)}</Text>
          </View>
          <Text style={styles.words}>{amountInWords(receipt.amount, locale)}</Text>
          <Text style={{ marginTop: 6 }}>{t('mode', { mode: t(`modes.${receipt.mode}`) })}</Text>
          {receipt.reference && <Text style={styles.small}>{t('reference', { reference: receipt.reference })}</Text>}
        </View>

        {receipt.reversedOn && <Text style={styles.stamp}>{t('reversed', { day: day(receipt.reversedOn) })}</Text>}

        <View wrap={false}>
          <Text style={styles.h2}>{t('account')}</Text>
          <Line label={t('agreed')} amount={after.agreed} />
          <Line label={t('receivedToDate')} amount={after.received} />
          {after.refunded > 0 && <Line label={t('refunded')} amount={after.refunded} />}
          {after.owed > 0 ? (
            <>
              <Line
                label={after.balanceDue ? t('balanceBy', { day: day(after.balanceDue) }) : t('balance')}
                amount={after.owed}
                strong
              />
              <Text style={styles.words}>{amountInWords(after.owed, locale)}</Text>
            </>
          ) : (
            <Text style={[styles.strong, { marginTop: 6 }]}>{t('paidInFull')}</Text>
          )}
        </View>

        {receipt.receivedBy && <Text style={{ marginTop: 18 }}>{t('receivedBy', { name: receipt.receivedBy })}</Text>}

        <Text style={styles.footer} fixed>
          {t('footer', { brand })}
        </Text>
      </Page>
    </Document>
  )
}

/** The receipt's PDF, as bytes to serve from its links. */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  registerPdfFonts()
  const AgencyLetterhead = await loadAgencyLetterhead()
  return renderToBuffer(<ReceiptPdf receipt={receipt} AgencyLetterhead={AgencyLetterhead} />)
}
