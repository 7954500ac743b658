/* eslint-disable jsx-a11y/alt-text -- react-pdf's Image draws into the PDF; it is no HTML img and takes no alt. */
import 'server-only'
import { Document, Image, Link, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { PdfCommaList } from '@/lib/site/pdf-text'
import { formatDay, formatRupees, weekdayShort } from '@/lib/site/format'
import { cityName } from '@/lib/catalog/departures/offers'
import { PDF_BODY_FONTS, PDF_COLORS, PDF_HEADING_FONTS, registerPdfFonts } from '@/lib/site/pdf'
import { HTML_LANG } from '@/lib/site/i18n/locales'
import type { ItineraryContent } from './content'

/**
 * A trip's itinerary as an A4 PDF (lib/catalog/itinerary/pdf.ts serves it): the agency's
 * letterhead, the main photo and up to three more, the price and the next departures with their
 * boarding cities, the day-by-day plan (a day is never split across pages), what is and is not
 * included, the hotels, the cancellation policy, how to book, and a QR code to the trip's page.
 * Every page ends with the trip's address, the day it was made and its page number.
 */

export interface ItineraryDocument {
  content: ItineraryContent
  /** The trip page's address, printed and in the QR code. */
  url: string
  /** The day the document was made (YYYY-MM-DD, India). */
  generatedOn: string
  /** JPEG bytes: the main photo, then up to three more; none when the catalogue has none readable. */
  photos: Buffer[]
  /** The QR code to the trip's page, as PNG bytes. */
  qr: Buffer
}

const { maroon: MAROON, muted: MUTED, rule: RULE, saffron: SAFFRON, ink: INK } = PDF_COLORS

const styles = StyleSheet.create({
  page: {
    paddingTop: 36,
    paddingBottom: 56,
    paddingHorizontal: 40,
    // The faces' own line height: a lineHeight on the page keeps react-pdf from drawing the page numbers'
    // render-prop text, and one on a text style spaces its lines far apart.
    fontSize: 10,
    color: INK,
    fontFamily: PDF_BODY_FONTS,
  },
  letterhead: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    borderBottom: `2pt solid ${MAROON}`,
    paddingBottom: 8,
    marginBottom: 14,
  },
  brand: { fontFamily: PDF_HEADING_FONTS, fontSize: 20, fontWeight: 700, color: MAROON, lineHeight: 1.1 },
  tagline: { fontSize: 8, color: MUTED, marginTop: 2 },
  contactRight: { fontSize: 8.5, color: MUTED, textAlign: 'right' },
  hero: { width: '100%', height: 215, objectFit: 'cover', borderRadius: 4 },
  strip: { flexDirection: 'row', gap: 6, marginTop: 6 },
  thumb: { flex: 1, height: 78, objectFit: 'cover', borderRadius: 3 },
  title: { fontFamily: PDF_HEADING_FONTS, fontSize: 22, fontWeight: 700, lineHeight: 1.2, marginTop: 14 },
  facts: { color: MUTED, marginTop: 4 },
  priceBox: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    marginTop: 12,
    padding: 10,
    borderRadius: 4,
    backgroundColor: '#faf5ee',
    border: `0.75pt solid ${RULE}`,
  },
  priceLabel: { fontSize: 8.5, color: MUTED },
  price: { fontSize: 18, fontWeight: 700, color: MAROON, lineHeight: 1.2 },
  h2: {
    fontFamily: PDF_HEADING_FONTS,
    fontSize: 14,
    fontWeight: 700,
    color: MAROON,
    marginTop: 18,
    marginBottom: 6,
    lineHeight: 1.2,
  },
  paragraph: { marginBottom: 5 },
  departure: { borderBottom: `0.5pt solid ${RULE}`, paddingVertical: 5 },
  departureHead: { flexDirection: 'row', justifyContent: 'space-between', fontWeight: 700 },
  small: { fontSize: 8.5, color: MUTED },
  prices: { flexDirection: 'row', flexWrap: 'wrap', gap: 10, marginTop: 2 },
  day: { flexDirection: 'row', gap: 10, marginBottom: 9 },
  dayLabel: {
    width: 52,
    fontSize: 8.5,
    fontWeight: 700,
    color: SAFFRON,
    textTransform: 'uppercase',
    paddingTop: 1.5,
  },
  dayBody: { flex: 1, borderLeft: `1.5pt solid #f3d9b1`, paddingLeft: 10 },
  dayTitle: { fontWeight: 700, fontSize: 11, lineHeight: 1.3 },
  bullet: { flexDirection: 'row', gap: 5, marginTop: 2.5 },
  bulletText: { flex: 1 },
  bulletMark: { color: MUTED },
  row: { flexDirection: 'row', borderBottom: `0.5pt solid ${RULE}`, paddingVertical: 3.5, gap: 10 },
  booking: {
    flexDirection: 'row',
    gap: 16,
    marginTop: 18,
    padding: 12,
    borderRadius: 4,
    border: `1pt solid ${MAROON}`,
  },
  qr: { width: 92, height: 92 },
  footerRule: { position: 'absolute', bottom: 38, left: 40, right: 40, borderTop: `0.5pt solid ${RULE}` },
  footerLeft: { position: 'absolute', bottom: 24, left: 40, fontSize: 7.5, color: MUTED },
  footerRight: {
    position: 'absolute',
    bottom: 24,
    left: 40,
    right: 40,
    fontSize: 7.5,
    color: MUTED,
    textAlign: 'right',
  },
})

function Bullets({ items }: { items: string[] }) {
  return (
    <>
      {items.map((item, index) => (
        <View key={index} style={styles.bullet} wrap={false}>
          <Text style={styles.bulletMark}>•</Text>
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </>
  )
}

function Departures({ content }: { content: ItineraryContent }) {
  if (content.departures.length === 0) return null
  const { locale, words } = content
  return (
    <View>
      <Text style={styles.h2}>{words.nextDepartures}</Text>
      <Text style={styles.small}>{words.departuresNote}</Text>
      {content.departures.map((departure) => (
        <View key={departure.on} style={styles.departure} wrap={false}>
          <View style={styles.departureHead}>
            <Text>
              {weekdayShort(departure.on, locale)}, {formatDay(departure.on, locale)}
            </Text>
            <Text style={{ color: MAROON }}>
              {departure.status}
              {departure.guaranteed ? ` · ${words.guaranteed}` : ''}
            </Text>
          </View>
          <View style={styles.prices}>
            {departure.prices.map((point) => (
              <Text key={point.city}>
                {point.city ? `${cityName(point)} ` : `${words.cityless} `}
                <Text style={{ fontWeight: 700 }}>{formatRupees(point.price)}</Text>
                {point.price !== point.standard ? (
                  <Text style={[styles.small, { textDecoration: 'line-through' }]}>
                    {' '}
                    {formatRupees(point.standard)}
                  </Text>
                ) : null}
              </Text>
            ))}
          </View>
          {departure.earlyBirdUntil || departure.note ? (
            <Text style={styles.small}>
              {[departure.earlyBirdUntil ? words.earlyBird(departure.earlyBirdUntil) : '', departure.note]
                .filter(Boolean)
                .join('. ')}
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  )
}

function ItineraryPdf({ document: doc }: { document: ItineraryDocument }) {
  const { content } = doc
  const { locale, words } = content
  const [hero, ...more] = doc.photos
  const facts = [content.duration, content.location, content.availableDates].filter(Boolean).join('  ·  ')
  const otherPrices = words.otherPrices
  const next = content.departures.find((departure) => departure.open)
  return (
    <Document
      title={words.documentTitle}
      author={siteConfig.name}
      subject={`${content.title}, ${content.duration}`}
      language={HTML_LANG[locale]}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.letterhead} fixed>
          <View style={{ flex: 1, marginRight: 12 }}>
            <Text style={styles.brand}>{siteConfig.name}</Text>
            <Text style={styles.tagline}>{words.tagline}</Text>
          </View>
          <View>
            <Text style={styles.contactRight}>{siteConfig.phone}</Text>
            <Text style={styles.contactRight}>WhatsApp {siteConfig.whatsappDisplay}</Text>
            <Text style={styles.contactRight}>{siteConfig.email}</Text>
          </View>
        </View>

        {hero ? <Image src={{ data: hero, format: 'jpg' }} style={styles.hero} /> : null}
        {more.length > 0 ? (
          <View style={styles.strip}>
            {more.map((photo, index) => (
              <Image key={index} src={{ data: photo, format: 'jpg' }} style={styles.thumb} />
            ))}
          </View>
        ) : null}

        <Text style={styles.title}>{content.title}</Text>
        <Text style={styles.facts}>{facts}</Text>

        <View style={styles.priceBox} wrap={false}>
          <View>
            <Text style={styles.priceLabel}>{words.perPerson}</Text>
            <Text style={styles.price}>{formatRupees(content.price)}</Text>
            <Text style={styles.small}>{words.terms}</Text>
            {otherPrices.length > 0 ? <Text>{otherPrices.join('   ')}</Text> : null}
          </View>
          {next ? (
            <View style={{ alignItems: 'flex-end' }}>
              <Text style={styles.priceLabel}>{words.nextDeparture}</Text>
              <Text style={{ fontWeight: 700, fontSize: 12 }}>{formatDay(next.on, locale)}</Text>
              <Text style={styles.small}>{next.status}</Text>
            </View>
          ) : null}
        </View>

        {content.overview.length > 0 ? (
          <View>
            <Text style={styles.h2}>{words.overview}</Text>
            {content.overview.map((paragraph, index) => (
              <Text key={index} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
          </View>
        ) : null}

        <Departures content={content} />

        {content.days.length > 0 ? (
          <View>
            <Text style={styles.h2} minPresenceAhead={60}>
              {words.dayByDay}
            </Text>
            {content.days.map((day, index) => (
              <View key={index} style={styles.day} wrap={false}>
                <Text style={styles.dayLabel}>{day.label}</Text>
                <View style={styles.dayBody}>
                  {day.title ? <Text style={styles.dayTitle}>{day.title}</Text> : null}
                  <Bullets items={day.activities} />
                </View>
              </View>
            ))}
          </View>
        ) : null}

        {content.includes.length > 0 ? (
          <View>
            <Text style={styles.h2} minPresenceAhead={40}>
              {words.included}
            </Text>
            <Bullets items={content.includes} />
          </View>
        ) : null}
        {content.excludes.length > 0 ? (
          <View>
            <Text style={styles.h2} minPresenceAhead={40}>
              {words.excluded}
            </Text>
            <Bullets items={content.excludes} />
          </View>
        ) : null}

        {content.hotels.length > 0 ? (
          <View>
            <Text style={styles.h2} minPresenceAhead={40}>
              {words.hotels}
            </Text>
            <Bullets items={content.hotels} />
          </View>
        ) : null}

        <View wrap={false}>
          <Text style={styles.h2}>{words.cancellation}</Text>
          <View style={styles.row}>
            <Text style={{ flex: 1, color: MUTED, fontWeight: 700 }}>{words.cancellationWhen}</Text>
            <Text style={{ flex: 1, fontWeight: 700 }}>{words.cancellationRefund}</Text>
          </View>
          {content.cancellation.map((row) => (
            <View key={row.when} style={styles.row}>
              <Text style={{ flex: 1, color: MUTED }}>{row.when}</Text>
              <Text style={{ flex: 1, fontWeight: 700 }}>{row.refund}</Text>
            </View>
          ))}
        </View>

        <View style={styles.booking} wrap={false}>
          <Image src={{ data: doc.qr, format: 'png' }} style={styles.qr} />
          <View style={{ flex: 1 }}>
            <Text style={[styles.h2, { marginTop: 0 }]}>{words.bookOrAsk}</Text>
            <Text>{words.call}</Text>
            <Text>{siteConfig.email}</Text>
            <PdfCommaList style={styles.small} text={formatAddress(locale)} />
            <Text style={[styles.small, { marginTop: 4 }]}>{words.scan}</Text>
            <Link src={doc.url} style={styles.small}>
              {doc.url}
            </Link>
          </View>
        </View>

        <View style={styles.footerRule} fixed />
        <Text style={styles.footerLeft} fixed>
          {siteConfig.name} · {doc.url}
        </Text>
        <Text
          style={styles.footerRight}
          fixed
          render={({ pageNumber, totalPages }) => words.made(doc.generatedOn, pageNumber, totalPages)}
        />
      </Page>
    </Document>
  )
}

/** The itinerary's PDF bytes. */
export async function renderItineraryPdf(document: ItineraryDocument): Promise<Buffer> {
  registerPdfFonts()
  return renderToBuffer(<ItineraryPdf document={document} />)
}
