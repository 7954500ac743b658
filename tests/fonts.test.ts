import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { TAMIL_FACES } from '@/app/fonts'

const root = path.join(__dirname, '..')
const css = readFileSync(path.join(root, 'app', 'globals.css'), 'utf8')

/** The @font-face rules of app/globals.css, each as its descriptors. */
function fontFaces(): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) =>
    Object.fromEntries(
      body
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(':')
          return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()]
        }),
    ),
  )
}

describe('the Tamil faces preloaded on Tamil pages', () => {
  it.each(TAMIL_FACES)('$href is @fontsource’s Tamil subset at $weight, named by its content', ({ weight, href }) => {
    const file = path.join(root, 'public', href)
    expect(existsSync(file)).toBe(true)
    const bytes = readFileSync(file)
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8)
    expect(path.basename(href)).toBe(`noto-sans-tamil-${weight}.${hash}.woff2`)
    const fontsource = readFileSync(
      path.join(root, 'node_modules/@fontsource/noto-sans-tamil/files', `noto-sans-tamil-tamil-${weight}-normal.woff2`),
    )
    expect(bytes.equals(fontsource)).toBe(true)
  })

  it.each(TAMIL_FACES)('globals.css declares $href at its weight, for Tamil letters only', ({ weight, href }) => {
    const face = fontFaces().find((descriptors) => descriptors.src?.includes(href))
    expect(face).toMatchObject({
      'font-family': "'Noto Sans Tamil Subset'",
      'font-weight': String(weight),
      'font-display': 'swap',
      'unicode-range': 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+25CC',
    })
  })

  it('every Tamil face globals.css declares is preloaded', () => {
    const declared = fontFaces()
      .filter((descriptors) => descriptors['font-family'] === "'Noto Sans Tamil Subset'")
      .map((descriptors) => /url\('([^']+)'\)/.exec(descriptors.src)?.[1])
    expect(declared.sort()).toEqual(TAMIL_FACES.map((face) => face.href).sort())
  })
})

describe('the fallbacks of the brand face', () => {
  const fallbacks = () =>
    fontFaces().filter((descriptors) => descriptors['font-family']?.startsWith("'Playfair Fallback"))

  it('each is a serif phones or computers have, at the headings’ weight, sized to Playfair 600', () => {
    expect(fallbacks().map((face) => [face['font-family'], face['unicode-range']])).toEqual([
      ["'Playfair Fallback Noto Serif'", undefined],
      ["'Playfair Fallback Times'", undefined],
      ["'Playfair Fallback Times'", 'U+2018-2019'],
      ["'Playfair Fallback Times'", 'U+201C-201D'],
    ])
    const [noto, times, ...quotes] = fallbacks()
    expect(noto!.src).toContain("local('NotoSerif-Bold')")
    for (const face of [times!, ...quotes]) expect(face.src).toContain("local('Liberation Serif Bold')")
    for (const face of fallbacks()) {
      expect(face['font-weight']).toBe('600')
      // Playfair's ascent (1082) and descent (251) per 1000 units, over the face's size-adjust.
      const sizeAdjust = parseFloat(face['size-adjust']) / 100
      expect(parseFloat(face['ascent-override'])).toBeCloseTo(108.2 / sizeAdjust, 1)
      expect(parseFloat(face['descent-override'])).toBeCloseTo(25.1 / sizeAdjust, 1)
    }
  })

  it('gives Times’s curly quotes Playfair’s width, which the whole face’s size does not', () => {
    // Advances per 1000 units, measured in Chromium: Playfair 600 and Times Bold (Liberation Serif Bold).
    const playfair = { single: (255 + 250) / 2, double: (449 + 444) / 2 }
    const times = { single: 266, double: 500 }
    const [, whole, singles, doubles] = fallbacks()
    // At the whole face's size the quotes would be a tenth and a fifth wider than Playfair's.
    expect((times.double * parseFloat(whole!['size-adjust'])) / 100 / playfair.double).toBeGreaterThan(1.15)
    expect(parseFloat(singles!['size-adjust'])).toBeCloseTo((100 * playfair.single) / times.single, 0)
    expect(parseFloat(doubles!['size-adjust'])).toBeCloseTo((100 * playfair.double) / times.double, 0)
  })
})
