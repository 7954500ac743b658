/**
 * What a customer reads in each language on the cancellation table, the itinerary PDF's letterhead
 * and the WhatsApp messages: the figure's column says it is the refund, the Tamil PDF's tagline is
 * Tamil, and the agency is named as each language writes it.
 */
import { createTranslator } from 'use-intl/core'
import { cancellationTerms, CANCELLATION_TERMS } from '@/lib/content'
import { itineraryOf } from '@/lib/catalog/itinerary/content'
import type { TripDetail } from '@/lib/catalog/types'
import { tripWhatsAppMessage, type TripTranslator } from '@/components/trip/trip-text'
import { siteConfig } from '@/lib/site/config'
import { CANCELLATION_SCHEDULE } from '@/lib/site/constants'
import type { Locale } from '@/lib/site/i18n/locales'
import { agencyName, MESSAGES } from '@/lib/site/i18n/messages'

const trip = {
  slug: 'kashi-yatra',
  title: 'Kashi Yatra',
  duration: '6 Days / 5 Nights',
  location: 'Varanasi',
  availableDates: '12 Dec 2026',
  price: 24_000,
  images: [],
  description: 'One paragraph.',
  itinerary: [],
  includes: [],
  departures: [],
} as unknown as TripDetail

const tripT = (locale: Locale) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'trip' }) as unknown as TripTranslator

describe('the cancellation table', () => {
  it('English rows are the schedule of the terms, word for word', () => {
    expect(CANCELLATION_TERMS.map((row) => row.refund)).toEqual(CANCELLATION_SCHEDULE.map((row) => row.refund))
    expect(CANCELLATION_TERMS.map((row) => row.when)).toEqual([
      '60 days or more before departure',
      '30-59 days before departure',
      '15-29 days before departure',
      'Less than 15 days before departure',
    ])
  })

  it('Tamil rows read as the glossary words them', () => {
    expect(cancellationTerms('ta')).toEqual([
      {
        when: 'புறப்படுவதற்கு 60 நாட்களுக்கு முன்போ அதற்கும் முன்போ',
        refund: 'நிர்வாகக் கட்டணம் போக மீதி முழுத் தொகையும் திருப்பித் தரப்படும்',
      },
      { when: 'புறப்படுவதற்கு 30-59 நாட்களுக்கு முன்', refund: 'சுற்றுலாக் கட்டணத்தில் 50% திருப்பித் தரப்படும்' },
      { when: 'புறப்படுவதற்கு 15-29 நாட்களுக்கு முன்', refund: 'சுற்றுலாக் கட்டணத்தில் 25% திருப்பித் தரப்படும்' },
      { when: 'புறப்படுவதற்கு 15 நாட்களுக்குள்', refund: 'திருப்பித் தரப்படாது' },
    ])
  })

  it('the PDF’s table has column headers that say the figure is the refund, in each language', () => {
    expect(itineraryOf(trip, '2026-12-01', 'en').words).toMatchObject({
      cancellationWhen: 'Cancellation received',
      cancellationRefund: 'Amount refunded',
    })
    expect(itineraryOf(trip, '2026-12-01', 'ta').words).toMatchObject({
      cancellationWhen: 'ரத்து கோரிக்கை கிடைக்கும் நாள்',
      cancellationRefund: 'திருப்பித் தரப்படும் தொகை',
    })
  })
})

describe('the itinerary PDF’s letterhead', () => {
  it('English keeps the site’s tagline; Tamil has its own, in Tamil', () => {
    expect(itineraryOf(trip, '2026-12-01', 'en').words.tagline).toBe(siteConfig.tagline)
    const ta = itineraryOf(trip, '2026-12-01', 'ta').words.tagline
    expect(ta).toMatch(/^2009 முதல் சென்னையிலிருந்து /)
    expect(ta).not.toMatch(/[A-Za-z]/)
  })
})

describe('the agency’s name in each language', () => {
  it('is Gopuram Holidays in English and கோபுரம் ஹாலிடேஸ் in Tamil', () => {
    expect(agencyName('en')).toBe('Gopuram Holidays')
    expect(agencyName('ta')).toBe('கோபுரம் ஹாலிடேஸ்')
  })

  it('a trip page’s WhatsApp message names it as its language does', () => {
    const url = 'https://gopuramholidays.in/ta/trip/kashi-yatra'
    const ta = tripWhatsAppMessage(trip, url, tripT('ta'), 'ta')
    expect(ta).toMatch(/^வணக்கம் கோபுரம் ஹாலிடேஸ், /)
    expect(ta).not.toContain('Gopuram Holidays')
    expect(tripWhatsAppMessage(trip, url, tripT('en'), 'en')).toMatch(/^Hello Gopuram Holidays, /)
  })

  it('the itinerary’s WhatsApp text and the quick actions’ greeting name it the same way', () => {
    const forms = createTranslator({ locale: 'ta', messages: MESSAGES.ta, namespace: 'forms.itinerary' })
    expect(forms('whatsappText', { title: 'காசி', name: agencyName('ta'), url: 'u' })).toContain('கோபுரம் ஹாலிடேஸ்')
    const ui = createTranslator({ locale: 'ta', messages: MESSAGES.ta, namespace: 'ui' })
    expect(ui('agency.whatsappGreeting', { name: ui('agency.name') })).toMatch(/^வணக்கம் கோபுரம் ஹாலிடேஸ், /)
    expect(ui('quickActions.whatsappLabel', { name: ui('agency.name') })).toContain('கோபுரம் ஹாலிடேஸ்')
  })
})
