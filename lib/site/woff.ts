import { inflateSync } from 'node:zlib'

/**
 * A WOFF 1.0 font unpacked into the plain TrueType/OpenType file it wraps (the WOFF specification,
 * section 5: the same tables, each inflated when it was compressed, behind an sfnt header and table
 * directory). The PDFs need it: fontkit, which shapes their text, inflates a WOFF table again on every
 * read, which is once per glyph drawn and again per glyph embedded, and took a third of the time of
 * making an itinerary. The site's faces come from @fontsource as WOFF and WOFF2 only; WOFF2 fonts are
 * transformed in a way fontkit cannot subset for a PDF.
 */

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'
const WOFF_HEADER_BYTES = 44
const WOFF_ENTRY_BYTES = 20
const SFNT_HEADER_BYTES = 12
const SFNT_ENTRY_BYTES = 16

const padded = (length: number) => (length + 3) & ~3

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER_BYTES + i * WOFF_ENTRY_BYTES
    return {
      tag: woff.readUInt32BE(at),
      offset: woff.readUInt32BE(at + 4),
      compLength: woff.readUInt32BE(at + 8),
      origLength: woff.readUInt32BE(at + 12),
      checksum: woff.readUInt32BE(at + 16),
    }
  })
  const directoryEnd = SFNT_HEADER_BYTES + numTables * SFNT_ENTRY_BYTES
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.origLength), directoryEnd))
  // The binary-search fields of the sfnt header: the largest power of two ≤ numTables, and what follows from it.
  const entrySelector = Math.floor(Math.log2(Math.max(numTables, 1)))
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_BYTES
  sfnt.writeUInt32BE(flavor, 0)
  sfnt.writeUInt16BE(numTables, 4)
  sfnt.writeUInt16BE(searchRange, 6)
  sfnt.writeUInt16BE(entrySelector, 8)
  sfnt.writeUInt16BE(numTables * SFNT_ENTRY_BYTES - searchRange, 10)
  let offset = directoryEnd
  tables.forEach((table, i) => {
    const stored = woff.subarray(table.offset, table.offset + table.compLength)
    const data = table.compLength < table.origLength ? inflateSync(stored) : stored
    if (data.length !== table.origLength) throw new Error('a WOFF table does not unpack to its stated length')
    data.copy(sfnt, offset)
    const entry = SFNT_HEADER_BYTES + i * SFNT_ENTRY_BYTES
    sfnt.writeUInt32BE(table.tag, entry)
    sfnt.writeUInt32BE(table.checksum, entry + 4)
    sfnt.writeUInt32BE(offset, entry + 8)
    sfnt.writeUInt32BE(table.origLength, entry + 12)
    offset += padded(table.origLength)
  })
  return sfnt
}
