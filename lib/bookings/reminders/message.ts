import { createTranslator } from 'use-intl/core'
import { siteConfig } from '@/lib/site/config'
import { formatDay, formatRupees } from '@/lib/site/format'
import type { Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'
import type { ReminderKind } from './schedule'

/**
 * A reminder in words, in the family's language (messages/<locale>/reminders.json): its subject
 * and its paragraphs, which are both the e-mail's body and, joined, the WhatsApp message the agent
 * sends from Today. Pure.
 */

export interface ReminderFacts {
  /** The family's name, as on the lead. */
  name: string
  /** The trip's title in the family's language. */
  trip: string
  departsOn: string
  /** The boarding city's name in the family's language; '' for none. */
  boardingCity: string
  /** The balance reminder's figures (whole rupees). */
  money?: { owed: number; total: number; received: number }
  /** The departure's reporting time and place in the family's language; '' for not yet set. */
  reporting: string
  tourManager: { name: string; phone: string }
}

export interface ReminderText {
  subject: string
  paragraphs: string[]
}

export function reminderText(kind: ReminderKind, facts: ReminderFacts, locale: Locale): ReminderText {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'reminders' })
  const day = formatDay(facts.departsOn, locale)
  const greeting = facts.name.trim() ? t('greeting', { name: facts.name.trim() }) : undefined
  const booking = t('booking', { trip: facts.trip, day, city: facts.boardingCity || 'none' })
  const call = t('call', { phone: siteConfig.phone })
  const text = (subject: string, body: (string | undefined)[]): ReminderText => ({
    subject,
    paragraphs: [greeting, ...body, call].filter((line): line is string => Boolean(line)),
  })
  switch (kind) {
    case 'balance': {
      const money = facts.money ?? { owed: 0, total: 0, received: 0 }
      const amount = formatRupees(money.owed)
      return text(t('balance.subject', { trip: facts.trip, amount }), [
        booking,
        t('balance.due', { amount, total: formatRupees(money.total), received: formatRupees(money.received) }),
        t('balance.howToPay'),
      ])
    }
    case 'pre-departure': {
      const manager = facts.tourManager
      return text(t('preDeparture.subject', { trip: facts.trip, day }), [
        t('preDeparture.soon'),
        booking,
        facts.reporting.trim()
          ? t('preDeparture.reporting', { reporting: facts.reporting.trim() })
          : t('preDeparture.reportingLater'),
        t('preDeparture.carry'),
        manager.name.trim()
          ? manager.phone.trim()
            ? t('preDeparture.tourManager', { name: manager.name.trim(), phone: manager.phone.trim() })
            : t('preDeparture.tourManagerName', { name: manager.name.trim() })
          : undefined,
      ])
    }
    case 'welcome-home':
      return text(t('welcomeHome.subject', { trip: facts.trip }), [
        t('welcomeHome.back', { trip: facts.trip }),
        t('welcomeHome.tellUs'),
      ])
  }
}

/** The WhatsApp message of a reminder: the same words as its e-mail. */
export const reminderWhatsappText = (text: ReminderText) => text.paragraphs.join('\n\n')
