import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Font } from '@react-pdf/renderer'
import { woffToSfnt } from './woff'

/**
 * What the agency's PDFs share (quotes, itineraries), on @react-pdf/renderer: the faces and the
 * brand's colours. Text is shaped with fontkit, so Tamil renders correctly, and a line mixing
 * scripts falls back through the body families (Noto Sans for Latin and ₹, Noto Sans Tamil);
 * headings are Playfair Display as on the site. All self-hosted from @fontsource like the site's
 * fonts. Each path is written out whole, so the build's file tracing follows exactly these files.
 * They are WOFF files, handed to the PDF library unpacked (lib/site/woff.ts says why).
 */

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource')
const font = (pkg: string, file: string) =>
  `data:font/ttf;base64,${woffToSfnt(readFileSync(path.join(FONT_DIR, pkg, 'files', file))).toString('base64')}`
let registered = false

/** The body's families in fallback order: Latin (with ₹), then Tamil. */
export const PDF_BODY_FONTS = ['Latin', 'LatinExt', 'Tamil']
/** The headings' families: Playfair Display, then the body's for what it lacks. */
export const PDF_HEADING_FONTS = ['Playfair', 'PlayfairExt', ...PDF_BODY_FONTS]

export const PDF_COLORS = { maroon: '#6f172a', muted: '#5b5049', ink: '#1f1a17', rule: '#e5ded6', saffron: '#b45309' }

/** Registers the faces once per process; every document calls it before rendering. */
export function registerPdfFonts(): void {
  if (registered) return
  registered = true
  for (const [family, pkg, prefix] of [
    ['Latin', 'noto-sans', 'noto-sans-latin'],
    ['LatinExt', 'noto-sans', 'noto-sans-latin-ext'],
    ['Tamil', 'noto-sans-tamil', 'noto-sans-tamil-tamil'],
  ] as const) {
    Font.register({
      family,
      fonts: [
        { src: font(pkg, `${prefix}-400-normal.woff`), fontWeight: 400 },
        { src: font(pkg, `${prefix}-700-normal.woff`), fontWeight: 700 },
      ],
    })
  }
  for (const [family, prefix] of [
    ['Playfair', 'playfair-display-latin'],
    ['PlayfairExt', 'playfair-display-latin-ext'],
  ] as const) {
    Font.register({ family, fonts: [{ src: font('playfair-display', `${prefix}-700-normal.woff`), fontWeight: 700 }] })
  }
  // Words are not hyphenated: a place name breaks only between words.
  Font.registerHyphenationCallback((word) => [word])
}
