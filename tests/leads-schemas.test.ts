import { contactSchema, enquiryDialogSchema } from '@/lib/leads/forms/contact'
import { todayInIndia } from '@/lib/site/format'
import { leadMetaSchema } from '@/lib/leads/forms/meta'
import { newsletterSchema } from '@/lib/leads/forms/newsletter'
import { popupEnquirySchema } from '@/lib/leads/forms/popup-enquiry'
import { tripEnquirySchema } from '@/lib/leads/forms/trip-enquiry'
import { tripRequestSchema } from '@/lib/leads/forms/trip-request'
import type { z } from 'zod/mini'

function issuesOf(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of result.error.issues) (out[issue.path.join('.') || '_'] ??= []).push(issue.message)
  return out
}

/** YYYY-MM-DD `days` after today in India. */
function indiaDate(days: number): string {
  const [y, m, d] = todayInIndia().split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

describe('trip enquiry schema', () => {
  const good = { name: 'Lakshmi Narayanan', mobileNumber: '+91 98400 12345', tripId: 'char-dham-yatra' }

  it('accepts name, phone and slug alone, filling the optional fields and 1 traveller', () => {
    expect(tripEnquirySchema.parse(good)).toEqual({
      ...good,
      email: '',
      preferredTravelDate: '',
      numberOfTravellers: 1,
      message: '',
    })
  })

  it('trims every text field', () => {
    const parsed = tripEnquirySchema.parse({ ...good, name: '  Ravi  ', email: ' ravi@example.in ', message: ' hi ' })
    expect(parsed).toMatchObject({ name: 'Ravi', email: 'ravi@example.in', message: 'hi' })
  })

  it('requires name and phone, and rejects blank ones', () => {
    expect(issuesOf(tripEnquirySchema, { tripId: 'x' })).toMatchObject({
      name: ['Please enter your name'],
      mobileNumber: ['Please enter your phone number'],
    })
    expect(Object.keys(issuesOf(tripEnquirySchema, { ...good, name: '   ' }))).toEqual(['name'])
  })

  it('rejects a bad e-mail, a bad phone, zero or fractional travellers and over-long text', () => {
    expect(issuesOf(tripEnquirySchema, { ...good, email: 'not-an-email' })).toEqual({
      email: ['Please enter a valid email address'],
    })
    expect(issuesOf(tripEnquirySchema, { ...good, mobileNumber: '12ab' })).toHaveProperty('mobileNumber')
    expect(issuesOf(tripEnquirySchema, { ...good, mobileNumber: '12345' })).toHaveProperty('mobileNumber')
    expect(issuesOf(tripEnquirySchema, { ...good, numberOfTravellers: 0 })).toEqual({
      numberOfTravellers: ['At least 1 traveller'],
    })
    expect(issuesOf(tripEnquirySchema, { ...good, numberOfTravellers: 1.5 })).toHaveProperty('numberOfTravellers')
    expect(issuesOf(tripEnquirySchema, { ...good, numberOfTravellers: '2' })).toHaveProperty('numberOfTravellers')
    expect(issuesOf(tripEnquirySchema, { ...good, message: 'x'.repeat(2001) })).toHaveProperty('message')
  })

  it('strips keys that are not in the payload', () => {
    expect(tripEnquirySchema.parse({ ...good, website: 'spam', extra: 1 })).not.toHaveProperty('website')
  })
})

describe('contact and enquiry dialog schemas', () => {
  const good = {
    name: 'Anitha',
    email: 'anitha@example.com',
    mobileNumber: '044 2345 6789',
    subject: 'Kashi',
    message: 'Dates?',
  }

  it('contact requires all five fields', () => {
    expect(contactSchema.parse(good)).toEqual(good)
    expect(Object.keys(issuesOf(contactSchema, {})).sort()).toEqual([
      'email',
      'message',
      'mobileNumber',
      'name',
      'subject',
    ])
  })

  it('the dialog leaves the message optional but requires the rest', () => {
    expect(enquiryDialogSchema.parse({ ...good, message: undefined })).toEqual({ ...good, message: '' })
    expect(Object.keys(issuesOf(enquiryDialogSchema, {})).sort()).toEqual(['email', 'mobileNumber', 'name', 'subject'])
  })
})

describe('honeymoon and customized request schema', () => {
  const good = {
    name: 'Karthik',
    email: 'karthik@example.com',
    mobileNumber: '9840012345',
    preferredDestination: 'Maldives',
    numberOfTravellers: 2,
    departureDate: indiaDate(30),
    duration: 5,
    approxBudget: '2 lakh',
    type: 1,
  }

  it('accepts a complete request with special requirements left out', () => {
    expect(tripRequestSchema.parse(good)).toEqual({ ...good, specialRequirements: '' })
    expect(tripRequestSchema.parse({ ...good, type: 2 }).type).toBe(2)
  })

  it('accepts today in India and rejects yesterday', () => {
    expect(tripRequestSchema.safeParse({ ...good, departureDate: indiaDate(0) }).success).toBe(true)
    expect(issuesOf(tripRequestSchema, { ...good, departureDate: indiaDate(-1) })).toEqual({
      departureDate: ['The departure date cannot be earlier than today'],
    })
  })

  it('uses the date in India, not UTC: 20:00 UTC is already the next day in Kolkata', () => {
    expect(todayInIndia(new Date('2026-03-10T20:00:00Z'))).toBe('2026-03-11')
    expect(todayInIndia(new Date('2026-03-10T18:00:00Z'))).toBe('2026-03-10')
  })

  it('rejects impossible dates, a duration or travellers under 1, and an unknown type', () => {
    expect(issuesOf(tripRequestSchema, { ...good, departureDate: '2030-02-30' })).toEqual({
      departureDate: ['Please choose a valid date'],
    })
    expect(issuesOf(tripRequestSchema, { ...good, departureDate: '12/05/2030' })).toHaveProperty('departureDate')
    expect(issuesOf(tripRequestSchema, { ...good, duration: 0 })).toEqual({ duration: ['At least 1 day'] })
    expect(issuesOf(tripRequestSchema, { ...good, numberOfTravellers: 0 })).toHaveProperty('numberOfTravellers')
    expect(issuesOf(tripRequestSchema, { ...good, type: 3 })).toHaveProperty('type')
  })

  it('requires every field but special requirements', () => {
    expect(Object.keys(issuesOf(tripRequestSchema, {})).sort()).toEqual([
      'approxBudget',
      'departureDate',
      'duration',
      'email',
      'mobileNumber',
      'name',
      'numberOfTravellers',
      'preferredDestination',
      'type',
    ])
  })
})

describe('popup and newsletter schemas', () => {
  it('popup needs name and phone only', () => {
    expect(popupEnquirySchema.parse({ name: 'Meena', phone: '9876543210' })).toEqual({
      name: 'Meena',
      phone: '9876543210',
      email: '',
      message: '',
    })
    expect(Object.keys(issuesOf(popupEnquirySchema, { email: 'a@b.co' })).sort()).toEqual(['name', 'phone'])
  })

  it('newsletter needs an address with "@"', () => {
    expect(newsletterSchema.parse({ email: ' Devi@Example.com ' })).toEqual({ email: 'Devi@Example.com' })
    for (const email of ['', '   ', 'devi.example.com', 'devi@', '@example.com', 'de vi@example.com']) {
      expect(issuesOf(newsletterSchema, { email })).toEqual({ email: ['Please enter a valid email address'] })
    }
    expect(issuesOf(newsletterSchema, { email: 42 })).toEqual({ email: ['Please enter a valid email address'] })
  })
})

describe('lead meta schema', () => {
  it('accepts the fields a form sends and drops a malformed source instead of failing', () => {
    const meta = leadMetaSchema.parse({
      website: '',
      formRenderedAt: 1,
      formSubmittedAt: 5000,
      idempotencyKey: '3f0c1a2e-8d4b-4c1e-9f00-123456789abc',
      source: 'not an object',
    })
    expect(meta.source).toBeUndefined()
    expect(meta.idempotencyKey).toBe('3f0c1a2e-8d4b-4c1e-9f00-123456789abc')
  })

  it('rejects a short or odd idempotency key and non-numeric timestamps', () => {
    expect(leadMetaSchema.safeParse({ idempotencyKey: 'short' }).success).toBe(false)
    expect(leadMetaSchema.safeParse({ idempotencyKey: "x'; DROP TABLE leads;--xxxxxx" }).success).toBe(false)
    expect(leadMetaSchema.safeParse({ formRenderedAt: 'yesterday' }).success).toBe(false)
  })
})

describe('trip enquiry departure fields', () => {
  const good = { name: 'Ravi', mobileNumber: '9840012345', tripId: 'kashi' }
  it('leaves an empty departure and boarding city out of the payload, and keeps a chosen one', async () => {
    const { tripEnquirySchema: schema, tripWaitlistSchema } = await import('@/lib/leads/forms/trip-enquiry')
    const empty = schema.parse({ ...good, departure: '', boardingCity: ' ' })
    expect(JSON.parse(JSON.stringify(empty))).not.toHaveProperty('departure')
    expect(JSON.parse(JSON.stringify(empty))).not.toHaveProperty('boardingCity')
    expect(schema.parse({ ...good, departure: '2027-01-09', boardingCity: 'Madurai' })).toMatchObject({
      departure: '2027-01-09',
      boardingCity: 'Madurai',
    })
    expect(schema.safeParse({ ...good, departure: '2027-02-30' }).success).toBe(false)
    expect(tripWaitlistSchema.safeParse({ ...good, departure: '' }).success).toBe(false)
    expect(tripWaitlistSchema.safeParse({ ...good, departure: '2027-01-09' }).success).toBe(true)
  })
})
