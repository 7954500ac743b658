import path from 'node:path'
import sharp from 'sharp'

/**
 * Text of a link-preview card drawn by libvips (Pango and HarfBuzz) instead of next/og: satori
 * draws glyphs one by one with opentype.js, which does not shape Tamil (its vowel signs and
 * conjuncts come out in the wrong places), while Pango shapes it as a browser does. Each text
 * is drawn on its own, transparent around the ink, and the card places it as a picture.
 */

/**
 * The Tamil faces. Each path is written out whole, so the build's file tracing follows exactly
 * these files (see og.tsx). Noto Sans Tamil also has the Latin letters, digits and the rupee sign,
 * so a line that mixes them (a price, an English place name) needs no second face.
 */
const FACES = {
  bold: {
    font: 'Noto Sans Tamil Bold',
    file: path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf'),
  },
  regular: {
    font: 'Noto Sans Tamil',
    file: path.join(
      process.cwd(),
      'node_modules/@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
    ),
  },
} as const

export type OgFace = keyof typeof FACES

/** The resolution at which a font size in points is that many pixels. */
const PIXEL_DPI = 72

export interface OgTextSpec {
  /** Pango markup, its text escaped with pangoEscape (markupWithPrice builds a price line). */
  markup: string
  face: OgFace
  /** Font size in pixels, the largest the text is drawn at. */
  size: number
  /** CSS hex colour of the text. */
  color: string
  /** Lines are wrapped at this many pixels (at a word; inside one only when a word alone is wider). */
  width: number
  /** The text shrinks below `size` until it fits this many pixels high. */
  maxHeight: number
}

/** A drawn text: a PNG data URL of exactly the ink's size, to be placed 1:1. */
export interface OgTextArt {
  src: string
  width: number
  height: number
}

/** Text escaped for Pango markup. */
export function pangoEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#39;')
    .replace(/"/g, '&quot;')
}

/** Marks around the price in a message run through t.markup; neither can appear in a message. */
export const PRICE_START = '\u0001'
export const PRICE_END = '\u0002'

/**
 * A price line's parts: the message words around the price and the price itself, from a message
 * like "<price>{price}</price> per person" rendered with the price between PRICE_START and PRICE_END.
 */
export function splitPrice(line: string): { before: string; price: string; after: string } {
  const start = line.indexOf(PRICE_START)
  const end = line.indexOf(PRICE_END, start + 1)
  if (start < 0 || end < 0) return { before: '', price: line, after: '' }
  return { before: line.slice(0, start), price: line.slice(start + 1, end), after: line.slice(end + 1) }
}

/** A price line as markup: the price larger than the words around it, on one baseline. */
export function markupWithPrice(line: string, priceSize: number): string {
  const { before, price, after } = splitPrice(line)
  return `${pangoEscape(before)}<span size="${priceSize}pt">${pangoEscape(price)}</span>${pangoEscape(after)}`
}

/**
 * The resolution to draw at: the one libvips found to fit the box, but never above the one of
 * the text's own size (a short title would otherwise grow to fill the box).
 */
export function drawingDpi(autofitDpi: number | undefined): number {
  if (!autofitDpi || autofitDpi >= PIXEL_DPI) return PIXEL_DPI
  return Math.max(1, Math.floor(autofitDpi))
}

async function render(spec: OgTextSpec, fit: { height: number } | { dpi: number }) {
  const face = FACES[spec.face]
  return sharp({
    text: {
      text: `<span foreground="${spec.color}">${spec.markup}</span>`,
      font: `${face.font} ${spec.size}`,
      fontfile: face.file,
      width: spec.width,
      ...fit,
      wrap: 'word-char',
      rgba: true,
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true })
}

/**
 * Draws one text: wrapped at its width, at its size, or smaller when that would be taller than its
 * box (libvips finds the size that fits), so it never overflows its place on the card.
 */
export async function drawOgText(spec: OgTextSpec): Promise<OgTextArt> {
  let drawn = await render(spec, { dpi: PIXEL_DPI })
  if (drawn.info.height > spec.maxHeight) {
    drawn = await render(spec, { height: spec.maxHeight })
    const dpi = drawingDpi(drawn.info.textAutofitDpi)
    if (dpi !== drawn.info.textAutofitDpi) drawn = await render(spec, { dpi })
  }
  return {
    src: `data:image/png;base64,${drawn.data.toString('base64')}`,
    width: drawn.info.width,
    height: drawn.info.height,
  }
}
