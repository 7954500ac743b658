import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { woffToSfnt } from '@/lib/site/woff'

/**
 * The PDFs' faces are handed to fontkit unpacked from their WOFF files (lib/site/pdf.ts). The unpacked
 * font must be the same font: the same tables byte for byte, a valid sfnt header, and the same shaping of
 * the words the PDFs print, in Tamil as in English.
 */

const FILES = path.join(process.cwd(), 'node_modules', '@fontsource')
const FACES = [
  'noto-sans/files/noto-sans-latin-400-normal.woff',
  'noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  'noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
  'noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
  'playfair-display/files/playfair-display-latin-700-normal.woff',
]

type Font = fontkit.Font & { _getTableStream(tag: string): { pos: number; readBuffer(n: number): Uint8Array } | null }
const open = (bytes: Buffer) => fontkit.create(bytes) as Font

/** A table's bytes as the font reads them. */
function tableBytes(font: Font, tag: string, length: number): Buffer {
  const stream = font._getTableStream(tag)
  if (!stream) throw new Error(`no ${tag} table`)
  return Buffer.from(stream.readBuffer(length))
}

describe('woffToSfnt', () => {
  it.each(FACES)('%s unpacks to the same tables, byte for byte', (file) => {
    const woff = readFileSync(path.join(FILES, file))
    const packed = open(woff)
    const sfnt = woffToSfnt(woff)
    const unpacked = open(sfnt)
    expect(unpacked.type).toBe('TTF')
    expect(packed.type).toBe('WOFF')
    const tables = Object.values(
      (packed as unknown as { directory: { tables: Record<string, { tag: string; length: number }> } }).directory
        .tables,
    )
    expect(tables.length).toBeGreaterThan(8)
    for (const { tag, length } of tables)
      expect(tableBytes(unpacked, tag, length).equals(tableBytes(packed, tag, length))).toBe(true)
    // The file is the header, the directory and each table padded to four bytes: nothing more.
    const padded = tables.reduce((sum, { length }) => sum + Math.ceil(length / 4) * 4, 0)
    expect(sfnt.length).toBe(12 + 16 * tables.length + padded)
  })

  it('writes the binary-search fields of the sfnt header from the number of tables', () => {
    const sfnt = woffToSfnt(readFileSync(path.join(FILES, FACES[0])))
    const numTables = sfnt.readUInt16BE(4)
    const largestPowerOfTwo = 2 ** Math.floor(Math.log2(numTables))
    expect(sfnt.readUInt16BE(6)).toBe(largestPowerOfTwo * 16)
    expect(2 ** sfnt.readUInt16BE(8)).toBe(largestPowerOfTwo)
    expect(sfnt.readUInt16BE(10)).toBe(numTables * 16 - largestPowerOfTwo * 16)
  })

  it.each([
    ['noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff', 'காசி யாத்திரை – ஸ்ரீ ராமேஸ்வரம் கோயில்'],
    ['noto-sans/files/noto-sans-latin-400-normal.woff', 'Kashi Yatra: 6 Days / 5 Nights, office ﬁnal'],
  ])('shapes %s the same packed and unpacked', (file, words) => {
    const woff = readFileSync(path.join(FILES, file))
    const [packed, unpacked] = [open(woff).layout(words), open(woffToSfnt(woff)).layout(words)]
    expect(unpacked.glyphs.map((g) => g.id)).toEqual(packed.glyphs.map((g) => g.id))
    expect(unpacked.positions).toEqual(packed.positions)
    expect(unpacked.glyphs.some((g) => g.id !== 0)).toBe(true)
    expect(unpacked.glyphs[1].path.toSVG()).toBe(packed.glyphs[1].path.toSVG())
  })

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('<html>not found</html>'.padEnd(60)))).toThrow('not a WOFF font')
    expect(() => woffToSfnt(Buffer.alloc(10))).toThrow('not a WOFF font')
  })
})
