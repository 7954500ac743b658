/**
 * Reviews are written in English: on a Tamil page each says so, "(ஆங்கிலத்தில் எழுதியது)", in Tamil,
 * while the review's own words stay marked lang="en"; English pages show no note.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { ReviewCard } from '@/components/media/review-card'
import type { ReviewLabels } from '@/components/media/text'
import type { Review } from '@/lib/catalog/types'
import { MESSAGES } from '@/lib/site/i18n/messages'
import type { Locale } from '@/lib/site/i18n/locales'

const review = {
  id: 1,
  name: 'Lakshmi Narayanan',
  rating: 5,
  description: 'The tour manager looked after my parents at every step.',
} as unknown as Review

function render(locale: Locale, labels: ReviewLabels): string {
  return renderToStaticMarkup(<ReviewCard review={review} labels={labels} locale={locale} />)
}

describe('a review’s language', () => {
  const words = (locale: Locale) => MESSAGES[locale].media.reviews

  it('on a Tamil page: the review stays lang="en", the note after it is Tamil and not marked English', () => {
    const ta = words('ta')
    expect(ta.inEnglish).toBe('(ஆங்கிலத்தில் எழுதியது)')
    const html = render('ta', { travelledWithUs: ta.travelledWithUs, rated: ta.rated, inEnglish: ta.inEnglish })
    expect(html).toContain(
      `<blockquote lang="en" class="text-base leading-relaxed text-ink-muted"><p>${review.description}</p></blockquote>`,
    )
    const note = html.match(/<p[^>]*data-testid="review-language"[^>]*>([^<]*)<\/p>/)
    expect(note?.[1]).toBe('(ஆங்கிலத்தில் எழுதியது)')
    expect(note?.[0]).not.toContain('lang=')
    // The note is not inside the English quotation.
    expect(html.indexOf('</blockquote>')).toBeLessThan(html.indexOf('review-language'))
  })

  it('on an English page: no note, and the review needs no lang of its own', () => {
    const en = words('en')
    const html = render('en', { travelledWithUs: en.travelledWithUs, rated: en.rated })
    expect(html).not.toContain('review-language')
    expect(html).toContain(`<blockquote class="text-base leading-relaxed text-ink-muted"><p>${review.description}</p>`)
  })
})
