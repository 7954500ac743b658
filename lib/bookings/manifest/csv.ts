import 'server-only'
import { CSV_BOM, csvLine } from '@/lib/site/csv'
import type { DepartureSheet } from './sheet'
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
 * A departure's manifest and rooming list as CSV for a spreadsheet (lib/site/csv.ts: UTF-8 with
 * a byte-order mark, formula-like cells neutralised). The manifest has one line per seat booked:
 * each named traveller, and a "Name to come" line for each seat whose name is not in yet, so its
 * count is the seats booked. The rooming list has each room's travellers, then those with no room.
 */

export type SheetFile = 'manifest' | 'rooming-list'

export function manifestRows(sheet: DepartureSheet): unknown[][] {
  const rows: unknown[][] = []
  let number = 0
  for (const group of sheet.boarding) {
    for (const booking of sheet.bookings.filter((candidate) => candidate.boardingCity === group.city)) {
      for (const traveller of booking.travellers) {
        number += 1
        rows.push([
          cityLabel(group.city),
          number,
          traveller.name,
          AGE_BAND_LABELS[traveller.ageBand],
          GENDER_LABELS[traveller.gender],
          SHARING_LABELS[traveller.sharing],
          traveller.room,
          traveller.phone,
          traveller.note,
          booking.id,
          booking.leadReference,
        ])
      }
      for (let missing = 0; missing < booking.namesToCome; missing += 1) {
        number += 1
        rows.push([
          cityLabel(group.city),
          number,
          NAME_TO_COME,
          '',
          '',
          '',
          '',
          booking.phone,
          '',
          booking.id,
          booking.leadReference,
        ])
      }
    }
  }
  return rows
}

export const MANIFEST_HEAD = [
  'Boarding city',
  'No.',
  'Name (as on ID)',
  'Age band',
  'Gender',
  'Sharing',
  'Room',
  'Phone',
  'Note',
  'Booking',
  'Lead',
]

export const ROOMING_HEAD = [
  'Room',
  'Sharing',
  'Name (as on ID)',
  'Gender',
  'Age band',
  'Boarding city',
  'Note',
  'Booking',
]

export function roomingRows(sheet: DepartureSheet): unknown[][] {
  const line = (room: string, sharing: string, traveller: DepartureSheet['unassigned'][number]) => [
    room,
    sharing,
    traveller.name,
    GENDER_LABELS[traveller.gender],
    AGE_BAND_LABELS[traveller.ageBand],
    cityLabel(traveller.boardingCity),
    traveller.note,
    traveller.bookingId,
  ]
  return [
    ...sheet.rooms.flatMap((room) =>
      room.travellers.map((traveller) => line(room.label, ROOM_SHARING_LABELS[room.sharing], traveller)),
    ),
    ...sheet.unassigned.map((traveller) => line(NO_ROOM, SHARING_LABELS[traveller.sharing], traveller)),
  ]
}

/** "manifest-char-dham-yatra-2027-05-08.csv" */
export const sheetFileName = (sheet: DepartureSheet, file: SheetFile, extension: 'csv' | 'pdf') =>
  `${file}-${sheet.tripSlug.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}-${sheet.departsOn}.${extension}`

export function sheetCsv(sheet: DepartureSheet, file: SheetFile): Response {
  const [head, rows] = file === 'manifest' ? [MANIFEST_HEAD, manifestRows(sheet)] : [ROOMING_HEAD, roomingRows(sheet)]
  const body = CSV_BOM + csvLine(head) + rows.map(csvLine).join('')
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${sheetFileName(sheet, file, 'csv')}"`,
    },
  })
}
