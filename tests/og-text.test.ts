import sharp from 'sharp'
import { DRAWN_LAYOUT, drawnTextSpecs, drawnTitleSize, setContent } from '@/lib/seo/og-card'
import {
  drawingDpi,
  drawOgText,
  markupWithPrice,
  pangoEscape,
  PRICE_END,
  PRICE_START,
  splitPrice,
} from '@/lib/seo/og-text'

const priced = (before: string, price: string, after: string) => `${before}${PRICE_START}${price}${PRICE_END}${after}`

describe('link-preview text drawn by Pango (Tamil cards)', () => {
  test('text is escaped for Pango markup', () => {
    expect(pangoEscape('Terms & <Conditions> "x"')).toBe('Terms &amp; &lt;Conditions&gt; &quot;x&quot;')
    expect(pangoEscape('சென்னை · ₹12,500')).toBe('சென்னை · ₹12,500')
  })

  test('a price line splits around its price, in either word order', () => {
    expect(splitPrice(priced('', '₹45,500', ' per person'))).toEqual({
      before: '',
      price: '₹45,500',
      after: ' per person',
    })
    expect(splitPrice(priced('ஒருவருக்கு ', '₹45,500', ' முதல்'))).toEqual({
      before: 'ஒருவருக்கு ',
      price: '₹45,500',
      after: ' முதல்',
    })
    expect(splitPrice('₹45,500')).toEqual({ before: '', price: '₹45,500', after: '' })
    expect(markupWithPrice(priced('ஒருவருக்கு ', '₹45,500', ' முதல்'), 36)).toBe(
      'ஒருவருக்கு <span size="36pt">₹45,500</span> முதல்',
    )
  })

  test('English words keep their card: the price and the words after it', () => {
    expect(
      setContent({
        eyebrow: 'E',
        title: 'T',
        duration: '5 Nights / 6 Days',
        priceLine: priced('', '₹32,500', ' per person'),
      }),
    ).toEqual({
      eyebrow: 'E',
      title: 'T',
      duration: '5 Nights / 6 Days',
      price: '₹32,500',
      priceNote: 'per person',
    })
  })

  test('a text is drawn at its own size, smaller only when its box asks it', () => {
    expect(drawingDpi(undefined)).toBe(72)
    expect(drawingDpi(140)).toBe(72)
    expect(drawingDpi(72)).toBe(72)
    expect(drawingDpi(51.7)).toBe(51)
    expect(drawnTitleSize('சார் தாம் யாத்திரை')).toBe(56)
    expect(drawnTitleSize('நேபாளம் வழியாக கைலாஷ் மானசரோவர் யாத்திரை')).toBe(48)
  })

  test('whatever the texts, the drawn block and the brand row fit the card with room between them', () => {
    const card = { height: 630, paddingTop: 48, paddingBottom: 52, logo: 64, brandName: 37, taglineGap: 6 }
    const { gap, pill, maxHeight } = DRAWN_LAYOUT
    const brandRow = Math.max(card.logo, card.brandName + card.taglineGap + maxHeight.tagline)
    const under = Math.max(gap.subtitle + maxHeight.subtitle, gap.pills + Math.max(pill.duration, pill.price))
    const block = maxHeight.eyebrow + gap.eyebrow + maxHeight.title + under
    const room = card.height - card.paddingTop - brandRow - block - card.paddingBottom
    expect(room).toBeGreaterThanOrEqual(40)
    // A pill's text fits inside the pill.
    expect(maxHeight.duration).toBeLessThan(pill.duration - 4)
    expect(maxHeight.price).toBeLessThan(pill.price - 4)
  })

  test('Tamil is drawn shaped, wrapped inside its width and shrunk into its box', async () => {
    const words = {
      eyebrow: 'சென்னையிலிருந்து சுற்றுலா பேக்கேஜ்',
      title: 'நேபாளம் வழியாக கைலாஷ் மானசரோவர் யாத்திரை, ஸ்ரீநகர், குல்மார்க், பஹல்காம், காசி, கயா, பிரயாக் யாத்திரை',
      duration: '13 இரவுகள் / 14 நாட்கள்',
      priceLine: priced('ஒருவருக்கு ', '₹2,45,000', ' முதல்'),
    }
    const specs = drawnTextSpecs(words, 'சென்னை · 2009 முதல் சுற்றுலாக்கள்')
    expect(specs.title?.markup).toBe(pangoEscape(words.title))
    for (const spec of [specs.tagline, specs.eyebrow, specs.title!, specs.duration!, specs.price!]) {
      const art = await drawOgText(spec)
      expect(art.width).toBeGreaterThan(0)
      expect(art.width).toBeLessThanOrEqual(spec.width)
      expect(art.height).toBeLessThanOrEqual(spec.maxHeight)
      const png = Buffer.from(art.src.replace(/^data:image\/png;base64,/, ''), 'base64')
      const meta = await sharp(png).metadata()
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', art.width, art.height, true])
    }
    // The long title needed a smaller size than its own to fit three lines' box.
    const title = await drawOgText(specs.title!)
    const atOwnSize = await drawOgText({ ...specs.title!, maxHeight: 10_000 })
    expect(atOwnSize.height).toBeGreaterThan(specs.title!.maxHeight)
    expect(title.height).toBeLessThan(atOwnSize.height)
  })

  test('a title that stayed English is left to the card to set', () => {
    const specs = drawnTextSpecs({ eyebrow: 'சுற்றுலா', title: 'Char Dham Yatra', titleInEnglish: true }, 'சென்னை')
    expect(specs.title).toBeUndefined()
    expect(specs.subtitle).toBeUndefined()
  })
})
