import 'server-only'
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { siteConfig } from '@/lib/site/config'
import { formatDay } from '@/lib/site/format'
import { PDF_BODY_FONTS, PDF_COLORS, PDF_HEADING_FONTS, registerPdfFonts } from '@/lib/site/pdf'
import type { DepartureSheet, SheetTraveller } from './sheet'
import {
  AGE_BAND_LABELS,
  cityLabel,
  GENDER_LABELS,
  NAME_TO_COME,
  NO_ROOM,
  ROOM_SHARING_LABELS,
  SHARING_LABELS,
} from './labels'

/**
 * A departure's manifest and rooming list as one A4 PDF for the tour manager, the quote's and the
 * itinerary's sibling (lib/site/pdf.ts: the faces, so Tamil names are shaped, and the colours;
 * the letterhead under a maroon rule). The manifest lists every seat booked by boarding city (a
 * seat whose name is not in yet as "Name to come"), with phones; the rooming list starts on its
 * own page. Staff documents, so in English; names are drawn as typed.
 */

const { maroon: MAROON, muted: MUTED, rule: RULE, ink: INK } = PDF_COLORS

const styles = StyleSheet.create({
  // No line height on the page: a page-number text under one (react-pdf 4) is not drawn.
  page: { padding: 36, paddingBottom: 56, fontSize: 9, color: INK, fontFamily: PDF_BODY_FONTS },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    gap: 16,
    borderBottom: `2pt solid ${MAROON}`,
    paddingBottom: 6,
  },
  brand: { fontFamily: PDF_HEADING_FONTS, fontSize: 16, fontWeight: 700, color: MAROON, lineHeight: 1.1 },
  small: { fontSize: 8, color: MUTED },
  h1: { fontFamily: PDF_HEADING_FONTS, fontSize: 15, fontWeight: 700, marginTop: 10, lineHeight: 1.25 },
  h2: {
    fontFamily: PDF_HEADING_FONTS,
    fontSize: 11.5,
    fontWeight: 700,
    marginTop: 12,
    marginBottom: 3,
    color: MAROON,
    lineHeight: 1.2,
  },
  figures: { flexDirection: 'row', gap: 18, marginTop: 6 },
  figure: { fontWeight: 700, fontSize: 11 },
  row: { flexDirection: 'row', borderBottom: `0.5pt solid ${RULE}`, paddingVertical: 2.5, gap: 4 },
  head: { fontWeight: 700, color: MUTED, fontSize: 8 },
  footer: { position: 'absolute', bottom: 24, left: 36, right: 36, fontSize: 7.5, color: MUTED, textAlign: 'center' },
})

/** The manifest's columns: a share of the line each. */
const M = { no: 0.35, name: 2.4, age: 0.75, gender: 0.75, sharing: 0.75, room: 0.6, phone: 1.35, note: 1.6 }
/** The rooming list's columns. */
const R = { room: 1.05, sharing: 0.8, name: 2.6, gender: 0.8, age: 0.8, city: 1.3, note: 1.6 }

const cell = (flex: number) => ({ flex, flexBasis: 0 })

function Letterhead({ sheet, title, today }: { sheet: DepartureSheet; title: string; today: string }) {
  return (
    <>
      <View style={styles.header}>
        <View style={{ flex: 1 }}>
          <Text style={styles.brand}>{siteConfig.name}</Text>
          <Text style={styles.small}>
            {siteConfig.phone} · {siteConfig.email}
          </Text>
        </View>
        <View style={{ alignItems: 'flex-end' }}>
          <Text style={{ fontFamily: PDF_HEADING_FONTS, fontWeight: 700, fontSize: 11 }}>{title}</Text>
          <Text style={styles.small}>Made on {formatDay(today)}</Text>
        </View>
      </View>
      <Text style={styles.h1}>{sheet.tripTitle}</Text>
      <Text>
        Departs {formatDay(sheet.departsOn)}
        {sheet.returnsOn ? ` · back ${formatDay(sheet.returnsOn)}` : ''}
      </Text>
    </>
  )
}

function ManifestRow({ number, traveller }: { number: number; traveller: SheetTraveller }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={cell(M.no)}>{number}</Text>
      <Text style={[cell(M.name), { fontWeight: 700 }]}>{traveller.name}</Text>
      <Text style={cell(M.age)}>{AGE_BAND_LABELS[traveller.ageBand]}</Text>
      <Text style={cell(M.gender)}>{GENDER_LABELS[traveller.gender]}</Text>
      <Text style={cell(M.sharing)}>{SHARING_LABELS[traveller.sharing]}</Text>
      <Text style={cell(M.room)}>{traveller.room}</Text>
      <Text style={cell(M.phone)}>{traveller.phone}</Text>
      <Text style={cell(M.note)}>{traveller.note}</Text>
    </View>
  )
}

/** The foot of every page: the departure and the page's number. */
const footerText = (sheet: DepartureSheet, page: number, pages: number) =>
  `${sheet.tripTitle}, ${formatDay(sheet.departsOn)} · page ${page} of ${pages}`

function SheetPdf({ sheet, today }: { sheet: DepartureSheet; today: string }) {
  const { seats } = sheet
  let number = 0
  return (
    <Document
      title={`Manifest: ${sheet.tripTitle}, ${formatDay(sheet.departsOn)}`}
      author={siteConfig.name}
      language="en-IN"
    >
      <Page size="A4" style={styles.page}>
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => footerText(sheet, pageNumber, totalPages)}
        />
        <Letterhead sheet={sheet} title="Manifest" today={today} />
        <View style={styles.figures}>
          <Text>
            Travellers: <Text style={styles.figure}>{seats.booked}</Text>
          </Text>
          {seats.offered !== null && (
            <Text>
              Seats: {seats.offered} offered · {seats.held} held · {seats.left} left
            </Text>
          )}
          <Text>Bookings: {sheet.bookings.length}</Text>
        </View>
        {sheet.boarding.length === 0 && <Text style={{ marginTop: 12 }}>No one is booked on this departure yet.</Text>}
        {sheet.boarding.map((group) => (
          <View key={group.city}>
            <View wrap={false}>
              <Text style={styles.h2}>
                {cityLabel(group.city)} · {group.seats} {group.seats === 1 ? 'traveller' : 'travellers'}
              </Text>
              <View style={[styles.row, styles.head]}>
                <Text style={cell(M.no)}>No.</Text>
                <Text style={cell(M.name)}>Name (as on ID)</Text>
                <Text style={cell(M.age)}>Age</Text>
                <Text style={cell(M.gender)}>Gender</Text>
                <Text style={cell(M.sharing)}>Sharing</Text>
                <Text style={cell(M.room)}>Room</Text>
                <Text style={cell(M.phone)}>Phone</Text>
                <Text style={cell(M.note)}>Note</Text>
              </View>
            </View>
            {sheet.bookings
              .filter((booking) => booking.boardingCity === group.city)
              .flatMap((booking) => [
                ...booking.travellers.map((traveller) => (
                  <ManifestRow key={`${booking.id}-${traveller.position}`} number={++number} traveller={traveller} />
                )),
                ...Array.from({ length: booking.namesToCome }, (_, index) => (
                  <View key={`${booking.id}-to-come-${index}`} style={styles.row} wrap={false}>
                    <Text style={cell(M.no)}>{++number}</Text>
                    <Text style={[cell(M.name), { color: MUTED }]}>{NAME_TO_COME}</Text>
                    <Text style={cell(M.age)} />
                    <Text style={cell(M.gender)} />
                    <Text style={cell(M.sharing)} />
                    <Text style={cell(M.room)} />
                    <Text style={cell(M.phone)}>{booking.phone}</Text>
                    <Text style={[cell(M.note), { color: MUTED }]}>{booking.family}</Text>
                  </View>
                )),
              ])}
          </View>
        ))}
      </Page>
      <Page size="A4" style={styles.page}>
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => footerText(sheet, pageNumber, totalPages)}
        />
        <Letterhead sheet={sheet} title="Rooming list" today={today} />
        <Text style={{ marginTop: 6 }}>
          {sheet.rooms.length} {sheet.rooms.length === 1 ? 'room' : 'rooms'} · {sheet.unassigned.length} without a room
        </Text>
        <View style={[styles.row, styles.head, { marginTop: 10 }]}>
          <Text style={cell(R.room)}>Room</Text>
          <Text style={cell(R.sharing)}>Sharing</Text>
          <Text style={cell(R.name)}>Name (as on ID)</Text>
          <Text style={cell(R.gender)}>Gender</Text>
          <Text style={cell(R.age)}>Age</Text>
          <Text style={cell(R.city)}>Boarding city</Text>
          <Text style={cell(R.note)}>Note</Text>
        </View>
        {[
          ...sheet.rooms.map((room) => ({
            key: `room-${room.label}`,
            label: room.label,
            sharing: ROOM_SHARING_LABELS[room.sharing],
            travellers: room.travellers,
            check: room.check,
          })),
          ...(sheet.unassigned.length
            ? [{ key: 'none', label: NO_ROOM, sharing: '', travellers: sheet.unassigned, check: undefined }]
            : []),
        ].map((room) => (
          <View key={room.key} wrap={false} style={{ borderBottom: `1pt solid ${RULE}`, paddingVertical: 2 }}>
            {room.travellers.map((traveller, index) => (
              <View key={`${traveller.bookingId}-${traveller.position}`} style={{ flexDirection: 'row', gap: 4 }}>
                <Text style={[cell(R.room), { fontWeight: 700 }]}>{index === 0 ? room.label : ''}</Text>
                <Text style={cell(R.sharing)}>{room.sharing || SHARING_LABELS[traveller.sharing]}</Text>
                <Text style={cell(R.name)}>{traveller.name}</Text>
                <Text style={cell(R.gender)}>{GENDER_LABELS[traveller.gender]}</Text>
                <Text style={cell(R.age)}>{AGE_BAND_LABELS[traveller.ageBand]}</Text>
                <Text style={cell(R.city)}>{cityLabel(traveller.boardingCity)}</Text>
                <Text style={cell(R.note)}>{traveller.note}</Text>
              </View>
            ))}
            {room.check && <Text style={{ color: MAROON, fontSize: 8 }}>Check: {room.check}</Text>}
          </View>
        ))}
      </Page>
    </Document>
  )
}

/** The departure's manifest and rooming list as PDF bytes; `today` names the day it was made. */
export async function renderSheetPdf(sheet: DepartureSheet, today: string): Promise<Buffer> {
  registerPdfFonts()
  return renderToBuffer(<SheetPdf sheet={sheet} today={today} />)
}
