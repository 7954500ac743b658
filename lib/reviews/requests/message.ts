import { createTranslator } from 'use-intl/core'
import { siteConfig } from '@/lib/site/config'
import { formatMonthYear } from '@/lib/site/format'
import type { Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'
import type { ReviewJobKind } from '@/lib/reviews/constants'

/**
 * The review request and its reminder in words, in the family's language
 * (messages/<locale>/reviewMail.json): a subject and paragraphs, which are both the e-mail's body
 * and, joined, the WhatsApp message the agent sends from Today. Pure.
 */

export interface ReviewMailFacts {
  /** The family's name, as on the lead. */
  name: string
  /** The trip's title in the family's language. */
  trip: string
  /** The departure (YYYY-MM-DD): the month they travelled. */
  departsOn: string
  /** The review link, absolute. */
  url: string
}

export interface ReviewMailText {
  subject: string
  paragraphs: string[]
}

export function reviewMailText(kind: ReviewJobKind, facts: ReviewMailFacts, locale: Locale): ReviewMailText {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'reviewMail' })
  const name = facts.name.trim()
  const greeting = name ? t('greeting', { name }) : t('greetingNoName')
  const month = formatMonthYear(facts.departsOn.slice(0, 7), undefined, locale)
  const body =
    kind === 'request'
      ? [
          t('request.thanks', { trip: facts.trip, month }),
          t('request.ask'),
          t('request.link', { url: facts.url }),
          t('request.next'),
          t('request.no'),
        ]
      : [t('reminder.ask', { trip: facts.trip }), t('reminder.link', { url: facts.url }), t('reminder.no')]
  return {
    subject: t(`${kind}.subject`, { trip: facts.trip }),
    paragraphs: [greeting, ...body, t('call', { phone: siteConfig.phone })],
  }
}

/** The WhatsApp message of a request or reminder: the same words as its e-mail. */
export const reviewWhatsappText = (text: ReviewMailText) => text.paragraphs.join('\n\n')
