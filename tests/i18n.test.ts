import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import compile from 'icu-minify/compile'
import format from 'icu-minify/format'
import { createTranslator } from 'use-intl/core'
import { template } from '@/lib/site/i18n/template'
import { LOCALES, localePath, otherLanguagePath, splitLocalePath } from '@/lib/site/i18n/locales'
import { CLIENT_NAMESPACES, clientMessages, MESSAGES } from '@/lib/site/i18n/messages'
import { formatDay, formatDuration, formatMonthYear, formatRupees, monthShort, weekdayShort } from '@/lib/site/format'
import { formatAddress } from '@/lib/site/config'

type Tree = { [key: string]: string | Tree }

/** Every leaf of a message tree as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  )
}

/** The ICU arguments and rich-text tags a message uses, sorted; a message that is not valid ICU throws. */
function argumentsOf(text: string): string[] {
  const found = new Set<string>()
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element)
        found.add(String(element.value))
      if (element.type === TYPE.tag) walk(element.children)
      if (element.type === TYPE.select || element.type === TYPE.plural)
        for (const option of Object.values(element.options)) walk(option.value)
    }
  }
  walk(parse(text))
  return [...found].sort()
}

/** The rich-text tags a message uses (<b>…</b>). */
function tagsOf(text: string): string[] {
  const found: string[] = []
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.tag) {
        found.push(element.value)
        walk(element.children)
      }
      if (element.type === TYPE.select || element.type === TYPE.plural)
        for (const option of Object.values(element.options)) walk(option.value)
    }
  }
  walk(parse(text))
  return found
}

const messagesDir = path.join(process.cwd(), 'messages')

describe('message files', () => {
  it('every language has the same namespaces, each a file', () => {
    const namespaces = LOCALES.map((locale) => readdirSync(path.join(messagesDir, locale)).sort())
    for (const files of namespaces) expect(files).toEqual(namespaces[0])
    expect(namespaces[0].length).toBeGreaterThan(5)
  })

  it('Tamil has exactly the keys of English, none empty, with the same arguments', () => {
    const english = new Map(leaves(MESSAGES.en as unknown as Tree))
    const tamil = new Map(leaves(MESSAGES.ta as unknown as Tree))
    expect([...tamil.keys()].sort()).toEqual([...english.keys()].sort())
    expect(english.size).toBeGreaterThan(50)
    for (const [key, text] of tamil) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false })
      expect({ key, args: argumentsOf(text) }).toEqual({ key, args: argumentsOf(english.get(key)!) })
    }
  })

  it('every file is the one the loader reads (no stray or unread file)', () => {
    for (const locale of LOCALES) {
      for (const file of readdirSync(path.join(messagesDir, locale))) {
        const onDisk = JSON.parse(readFileSync(path.join(messagesDir, locale, file), 'utf8'))
        expect(MESSAGES[locale][file.replace(/\.json$/, '') as keyof typeof MESSAGES.en]).toEqual(onDisk)
      }
    }
  })

  it('the browser gets only the client namespaces', () => {
    const shipped = clientMessages('ta')
    expect(Object.keys(shipped).sort()).toEqual([...CLIENT_NAMESPACES].sort())
    expect(Object.keys(MESSAGES.ta).length).toBeGreaterThan(CLIENT_NAMESPACES.length)
  })
})

describe('messages precompiled in the build (next.config.ts)', () => {
  it('every message compiles for icu-minify, and formats in it as in the full formatter', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of leaves(MESSAGES[locale] as unknown as Tree)) {
        const tags = new Set(tagsOf(text))
        const values = Object.fromEntries(
          argumentsOf(text).map((name) => [name, tags.has(name) ? (chunks: unknown[]) => chunks.join('') : 2]),
        )
        const full = createTranslator({ locale, messages: { m: text } })
        const compiled = format(compile(text), locale, values, {
          formatters: {
            getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
            getNumberFormat: (...args) => new Intl.NumberFormat(...args),
            getPluralRules: (...args) => new Intl.PluralRules(...args),
          },
        })
        const expected = tags.size > 0 ? String(full.rich('m', values as never)) : full('m', values as never)
        expect({ key, text: String(compiled) }).toEqual({ key, text: expected })
      }
    }
  })

  it('a template for the browser keeps its placeholders: the message formatted with each as its value', () => {
    const slide = compile(MESSAGES.ta.home.hero.slider.slide)
    const t = (_key: string, values: Record<string, string>) =>
      String(format(slide, 'ta', values, { formatters: {} as never }))
    expect(template(t, 'slide', ['number', 'count'])).toBe(MESSAGES.ta.home.hero.slider.slide)
  })

  it('no component reads a message raw (t.raw answers the compiled form in the build)', () => {
    const offenders = ['components', 'app', 'lib'].flatMap((dir) =>
      readdirSync(path.join(process.cwd(), dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .filter((file) => /\.raw\(['"]/.test(readFileSync(path.join(process.cwd(), dir, file), 'utf8')))
        .map((file) => `${dir}/${file}`),
    )
    expect(offenders).toEqual([])
  })
})

describe('addresses in each language', () => {
  it("English keeps today's paths; Tamil is under /ta", () => {
    expect(localePath('/', 'en')).toBe('/')
    expect(localePath('/trip/kashi', 'en')).toBe('/trip/kashi')
    expect(localePath('/', 'ta')).toBe('/ta')
    expect(localePath('/trip/kashi', 'ta')).toBe('/ta/trip/kashi')
  })
  it("reads a path's language back", () => {
    expect(splitLocalePath('/ta/trip/kashi')).toEqual({ locale: 'ta', path: '/trip/kashi', prefixed: true })
    expect(splitLocalePath('/ta')).toEqual({ locale: 'ta', path: '/', prefixed: true })
    expect(splitLocalePath('/trip/kashi')).toEqual({ locale: 'en', path: '/trip/kashi', prefixed: false })
    expect(splitLocalePath('/tamil-nadu')).toEqual({ locale: 'en', path: '/tamil-nadu', prefixed: false })
    // '/en/…' is not a Tamil prefix; the proxy sends it to the unprefixed address.
    expect(splitLocalePath('/en/contact').prefixed).toBe(false)
  })

  it("takes the default language's internal prefix off too: what a page reads while it is prerendered", () => {
    // proxy.ts rewrites '/trip/kashi' to '/en/trip/kashi', the path a prerendered English page reads.
    expect(splitLocalePath('/en/trip/kashi')).toEqual({ locale: 'en', path: '/trip/kashi', prefixed: false })
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/', prefixed: false })
    expect(splitLocalePath('/en/')).toEqual({ locale: 'en', path: '/', prefixed: false })
    expect(splitLocalePath('/entries')).toEqual({ locale: 'en', path: '/entries', prefixed: false })
  })

  it("the language switch's address: the same page in the other language, whether prerendered or as sent", () => {
    expect(otherLanguagePath('/en/trip/kashi', 'ta')).toBe('/ta/trip/kashi')
    expect(otherLanguagePath('/en/contact', 'ta')).toBe('/ta/contact')
    expect(otherLanguagePath('/en', 'ta')).toBe('/ta')
    expect(otherLanguagePath('/trip/kashi', 'ta')).toBe('/ta/trip/kashi')
    expect(otherLanguagePath('/', 'ta')).toBe('/ta')
    expect(otherLanguagePath('/ta/trip/kashi', 'en')).toBe('/trip/kashi')
    expect(otherLanguagePath('/ta', 'en')).toBe('/')
    // The site-wide 404 as prerendered: the other language's home, not '/ta/_not-found'.
    expect(otherLanguagePath('/_not-found', 'ta')).toBe('/ta')
  })
})

describe('formatters in both languages', () => {
  it('rupees keep Indian grouping in both', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000')
    expect(formatRupees(1234567)).toBe('₹12,34,567')
  })

  it('days: English short months, Tamil month names', () => {
    expect(formatDay('2026-12-12')).toBe('12 Dec 2026')
    expect(formatDay('2026-12-12', 'en')).toBe('12 Dec 2026')
    expect(formatDay('2026-12-12', 'ta')).toBe('12 டிச. 2026')
    expect(formatDay('2027-05-01', 'ta')).toBe('1 மே 2027')
    expect(monthShort(8, 'ta')).toBe('ஆக.')
  })

  it('months of a year in full', () => {
    expect(formatMonthYear('2026-08')).toBe('August 2026')
    expect(formatMonthYear('2026-08', undefined, 'ta')).toBe('ஆகஸ்ட் 2026')
    expect(formatMonthYear(1, 2027, 'ta')).toBe('ஜனவரி 2027')
  })

  it('weekdays', () => {
    expect(weekdayShort('2027-01-09')).toBe('Sat')
    expect(weekdayShort('2027-01-09', 'ta')).toBe('சனி')
    expect(weekdayShort('2027-01-10', 'ta')).toBe('ஞாயி.')
  })

  it('Tamil month names match the ones Intl prints for ta-IN (the same words as a Tamil calendar)', () => {
    const intl = new Intl.DateTimeFormat('ta-IN', { month: 'long', timeZone: 'UTC' })
    for (let month = 1; month <= 12; month++) {
      const expected = intl.format(new Date(Date.UTC(2026, month - 1, 1)))
      expect(formatMonthYear(month, 2026, 'ta')).toBe(`${expected} 2026`)
    }
  })

  it('durations: nights and days in Tamil, English as written', () => {
    expect(formatDuration('5 Nights / 6 Days', 'en')).toBe('5 Nights / 6 Days')
    expect(formatDuration('5 Nights / 6 Days', 'ta')).toBe('5 இரவுகள் / 6 நாட்கள்')
    expect(formatDuration('1 Night / 2 Days', 'ta')).toBe('1 இரவு / 2 நாட்கள்')
    expect(formatDuration('3 Nights', 'ta')).toBe('3 இரவுகள்')
    expect(formatDuration('1 Day', 'ta')).toBe('1 நாள்')
    expect(formatDuration('Flexible', 'ta')).toBe('Flexible')
  })

  it('the address and the WhatsApp greeting in each language', () => {
    expect(formatAddress()).toBe('No. 24, North Mada Street, Mylapore, Chennai 600004, Tamil Nadu, India')
    expect(formatAddress('ta')).toContain('மயிலாப்பூர்')
    const greeting = (locale: 'en' | 'ta') =>
      createTranslator({ locale, messages: MESSAGES[locale], namespace: 'ui.agency' })('whatsappGreeting', {
        name: MESSAGES[locale].ui.agency.name,
      })
    expect(greeting('en')).toMatch(/^Hello Gopuram Holidays/)
    expect(greeting('ta')).toMatch(/^வணக்கம்/)
    // The agency is named as each language writes it (the glossary: no English name in a Tamil sentence).
    expect(greeting('ta')).toMatch(/^வணக்கம் கோபுரம் ஹாலிடேஸ், /)
  })
})
