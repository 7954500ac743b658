import type { SentStatus } from '@/lib/reviews'

/** How staff read where a review stands. */
export const REVIEW_STATUS_LABELS: Record<SentStatus, string> = {
  pending: 'Waiting',
  approved: 'Published',
  hidden: 'Hidden',
}

export const REVIEW_STATUS_COLOURS: Record<SentStatus, string> = {
  pending: 'bg-saffron-100 text-saffron-900',
  approved: 'bg-lagoon-50 text-lagoon-800',
  hidden: 'bg-ink/10 text-ink',
}

/** The language a review was written in, as staff read it; `lang` for the words themselves. */
export function reviewLanguage(language: string): { label: string; lang: string } {
  return language === 'ta' ? { label: 'Tamil', lang: 'ta' } : { label: 'English', lang: 'en' }
}

/** The first words of a review for a list row, cut at a word. */
export function firstWords(body: string, max = 110): string {
  const text = body.replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
