/**
 * The link-preview card (1200×630) drawn by next/og: a photo under a warm scrim, the brand
 * top left, then the page's headline and, for a trip, its duration and price per person.
 * Satori lays it out: inline styles only, and every element with several children is a flex box.
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

export function OgCard({
  content,
  art,
  brand,
}: {
  content: OgCardContent
  art: OgCardArt
  brand: { name: string; tagline: string }
}) {
  const { eyebrow, title, subtitle, duration, price } = content
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
            <span style={{ fontSize: 20, color: '#ffdba8', letterSpacing: 1 }}>{brand.tagline}</span>
          </div>
        </div>

        <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 820 }}>
          <span
            style={{ fontSize: 22, letterSpacing: 4, textTransform: 'uppercase', color: SAFFRON, marginBottom: 14 }}
          >
            {eyebrow}
          </span>
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
                  <span style={{ fontSize: 24, marginLeft: 12 }}>per person</span>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  )
}
