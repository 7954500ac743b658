import { markupWithPrice, pangoEscape, splitPrice, type OgTextArt, type OgTextSpec } from '@/lib/seo/og-text'

/**
 * The link-preview card (1200×630) drawn by next/og: a photo under a warm scrim, the brand
 * top left, then the page's headline and, for a trip, its duration and price per person.
 * Satori lays it out: inline styles only, and every element with several children is a flex box.
 * Satori sets English itself; Tamil, which it cannot shape, comes drawn already (OgCardDrawn)
 * and is placed as pictures in the same places.
 */

export interface OgCardContent {
  /** Small capitals above the headline: "Pilgrimage tour", "Contact us". */
  eyebrow: string
  title: string
  /** One line under the headline (pages); trips show their facts instead. */
  subtitle?: string
  /** A trip's facts: "6 Days / 5 Nights" and "₹45,500". */
  duration?: string
  price?: string
  /** The words after the price: "per person". */
  priceNote?: string
}

/** A card's texts drawn beforehand (og-text.ts), each placed 1:1 where the card sets that text. */
export interface OgCardDrawn {
  drawn: true
  eyebrow: OgTextArt
  /** Drawn, or a title that stayed English, which satori sets as on an English card. */
  title: OgTextArt | string
  subtitle?: OgTextArt
  duration?: OgTextArt
  /** The price with its words, one line. */
  price?: OgTextArt
}

export interface OgCardArt {
  /** The photo as a data URL (JPEG), already cropped to the card. */
  photo: string | null
  /** The brand mark as a data URL (SVG). */
  logo: string
}

const MAROON = '#4d1020'
const SAFFRON = '#fd9a37'
const SAND = '#fff8ed'

/** What a card says, in the page's language, before it is set (English) or drawn (Tamil). */
export interface OgCardWords {
  eyebrow: string
  title: string
  /** The title stayed English on a page of another language (a trip not translated yet): set, not drawn. */
  titleInEnglish?: boolean
  subtitle?: string
  duration?: string
  /** A trip's price with its words, the price between PRICE_START and PRICE_END (og-text.ts). */
  priceLine?: string
}

/** The words as satori sets them: the price on its own, the words after it beside it. */
export function setContent({ eyebrow, title, subtitle, duration, priceLine }: OgCardWords): OgCardContent {
  const words = { eyebrow, title, subtitle, duration }
  if (!priceLine) return words
  const { price, after } = splitPrice(priceLine)
  return { ...words, price, priceNote: after.trim() }
}

/**
 * The drawn block's measures, in pixels: the gaps between its texts (ink to ink), its pills'
 * heights, and the most each text may take (it shrinks to fit). Together with the brand row they
 * fit the card with room to spare, whatever the texts (tests/og-text.test.ts).
 */
export const DRAWN_LAYOUT = {
  width: 820,
  gap: { eyebrow: 26, subtitle: 32, pills: 34 },
  pill: { duration: 62, price: 66, durationPadding: 24, pricePadding: 26 },
  maxHeight: { tagline: 30, eyebrow: 34, title: 210, subtitle: 84, duration: 38, price: 52 },
  maxWidth: { tagline: 560, duration: 360, price: 520 },
} as const

/** A drawn title's size: long titles smaller (Tamil words are long; a title takes at most three lines). */
export function drawnTitleSize(title: string): number {
  return title.length > 24 ? 48 : 56
}

/** How each text of a drawn card is drawn: face, size, colour, wrap width and its box. */
export function drawnTextSpecs(
  words: OgCardWords,
  tagline: string,
): {
  tagline: OgTextSpec
  eyebrow: OgTextSpec
  title?: OgTextSpec
  subtitle?: OgTextSpec
  duration?: OgTextSpec
  price?: OgTextSpec
} {
  const { width, maxHeight, maxWidth } = DRAWN_LAYOUT
  const text = (value: string) => pangoEscape(value)
  return {
    tagline: {
      markup: text(tagline),
      face: 'regular',
      size: 20,
      color: '#ffdba8',
      width: maxWidth.tagline,
      maxHeight: maxHeight.tagline,
    },
    eyebrow: {
      markup: text(words.eyebrow),
      face: 'bold',
      size: 22,
      color: SAFFRON,
      width,
      maxHeight: maxHeight.eyebrow,
    },
    ...(words.titleInEnglish
      ? {}
      : {
          title: {
            markup: text(words.title),
            face: 'bold',
            size: drawnTitleSize(words.title),
            color: '#ffffff',
            width,
            maxHeight: maxHeight.title,
          } as const,
        }),
    ...(words.subtitle
      ? {
          subtitle: {
            markup: text(words.subtitle),
            face: 'regular',
            size: 26,
            color: '#fbe4e7',
            width,
            maxHeight: maxHeight.subtitle,
          } as const,
        }
      : {}),
    ...(words.duration
      ? {
          duration: {
            markup: text(words.duration),
            face: 'regular',
            size: 26,
            color: SAND,
            width: maxWidth.duration,
            maxHeight: maxHeight.duration,
          } as const,
        }
      : {}),
    ...(words.priceLine
      ? {
          price: {
            markup: markupWithPrice(words.priceLine, 36),
            face: 'regular',
            size: 22,
            color: MAROON,
            width: maxWidth.price,
            maxHeight: maxHeight.price,
          } as const,
        }
      : {}),
  }
}

export function OgCard({
  content,
  art,
  brand,
}: {
  content: OgCardContent | OgCardDrawn
  art: OgCardArt
  brand: { name: string; tagline: string | OgTextArt }
}) {
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        position: 'relative',
        backgroundColor: MAROON,
        fontFamily: 'Geist',
      }}
    >
      {art.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img>
        <img src={art.photo} alt="" width={1200} height={630} style={{ position: 'absolute', top: 0, left: 0 }} />
      ) : null}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: 1200,
          height: 630,
          display: 'flex',
          backgroundImage:
            'linear-gradient(90deg, rgba(46,8,18,0.94) 0%, rgba(46,8,18,0.82) 45%, rgba(46,8,18,0.15) 100%)',
        }}
      />
      <div
        style={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: '100%',
          height: '100%',
          padding: '48px 64px 52px',
          color: SAND,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img> */}
          <img src={art.logo} alt="" width={64} height={64} />
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <span style={{ fontFamily: 'Playfair', fontWeight: 700, fontSize: 34, lineHeight: 1.1 }}>{brand.name}</span>
            {typeof brand.tagline === 'string' ? (
              <span style={{ fontSize: 20, color: '#ffdba8', letterSpacing: 1 }}>{brand.tagline}</span>
            ) : (
              <DrawnText art={brand.tagline} style={{ marginTop: 6 }} />
            )}
          </div>
        </div>

        {'drawn' in content ? <DrawnBlock content={content} /> : <SetBlock content={content} />}
      </div>
    </div>
  )
}

/** The headline block set by satori (English). */
function SetBlock({ content }: { content: OgCardContent }) {
  const { eyebrow, title, subtitle, duration, price, priceNote = 'per person' } = content
  return (
    <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 820 }}>
      <span style={{ fontSize: 22, letterSpacing: 4, textTransform: 'uppercase', color: SAFFRON, marginBottom: 14 }}>
        {eyebrow}
      </span>
      <SetTitle title={title} />
      {subtitle ? (
        <span style={{ marginTop: 18, fontSize: 28, lineHeight: 1.35, color: '#fbe4e7' }}>{subtitle}</span>
      ) : null}
      {duration || price ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 18, marginTop: 30 }}>
          {duration ? (
            <span
              style={{
                display: 'flex',
                padding: '12px 24px',
                borderRadius: 999,
                border: '2px solid rgba(255,219,168,0.7)',
                fontSize: 28,
              }}
            >
              {duration}
            </span>
          ) : null}
          {price ? (
            <div
              style={{
                display: 'flex',
                alignItems: 'baseline',
                padding: '10px 26px',
                borderRadius: 999,
                backgroundColor: SAFFRON,
                color: MAROON,
              }}
            >
              {/* The rupee sign is not in the display face: the price is set in the card's sans. */}
              <span style={{ fontSize: 38, letterSpacing: -0.5 }}>{price}</span>
              <span style={{ fontSize: 24, marginLeft: 12 }}>{priceNote}</span>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/** A headline set by satori in the display face. */
function SetTitle({ title }: { title: string }) {
  return (
    <span
      style={{
        fontFamily: 'Playfair',
        fontWeight: 700,
        fontSize: title.length > 34 ? 58 : 68,
        lineHeight: 1.08,
        color: '#ffffff',
      }}
    >
      {title}
    </span>
  )
}

/** A drawn text, placed at its own size (the picture is the ink, transparent around it). */
function DrawnText({ art, style }: { art: OgTextArt; style?: Record<string, string | number> }) {
  // eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img>
  return <img src={art.src} alt="" width={art.width} height={art.height} style={style} />
}

/**
 * The headline block of drawn texts (Tamil): the same places as SetBlock's, the gaps measured
 * from ink to ink, the pills as high as SetBlock's.
 */
function DrawnBlock({ content }: { content: OgCardDrawn }) {
  const { eyebrow, title, subtitle, duration, price } = content
  const { gap, pill } = DRAWN_LAYOUT
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: DRAWN_LAYOUT.width }}>
      <DrawnText art={eyebrow} style={{ marginBottom: gap.eyebrow }} />
      {typeof title === 'string' ? <SetTitle title={title} /> : <DrawnText art={title} />}
      {subtitle ? <DrawnText art={subtitle} style={{ marginTop: gap.subtitle }} /> : null}
      {duration || price ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 18, marginTop: gap.pills }}>
          {duration ? (
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                height: pill.duration,
                padding: `0 ${pill.durationPadding}px`,
                borderRadius: 999,
                border: '2px solid rgba(255,219,168,0.7)',
              }}
            >
              <DrawnText art={duration} />
            </div>
          ) : null}
          {price ? (
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                height: pill.price,
                padding: `0 ${pill.pricePadding}px`,
                borderRadius: 999,
                backgroundColor: SAFFRON,
              }}
            >
              <DrawnText art={price} />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
