import { getDb } from '@/lib/platform/db'
import { submitLead } from '@/lib/leads/intake/service'
import { createQuote, reviseQuote, sendQuote } from '@/lib/leads/quotes/commands'
import {
  findFamilyPage,
  getFamilyLink,
  isQuoteLinkRevoked,
  makeFamilyLink,
  recordFamilyPageOpen,
  revokeFamilyLinks,
} from '@/lib/leads/family-page/store'
import { isLinkPreview, linkOpens, openedText } from '@/lib/leads/family-page/state'
import { getAuth } from '@/lib/staff/auth'
import { addStaff } from '@/lib/staff/accounts'
import { quoteLinkPath, quotePdfLinkPath } from '@/lib/site/routes'
import { testAgent as agent } from './support/staff'
import { replaceEnv } from './support/env'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The family's own page (/my/<token>): which links open it (a sent quote's token, the one staff
 * made) and which no longer do (revoked, replaced, made up), the opens noted on the lead (not
 * staff's, not link previews), and the staff's revoke and new link, recorded and audited.
 */

const request = { headers: new Headers() }
jest.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, delete: () => undefined }),
}))

// Imported after the mock, which it reads.
/* eslint-disable @typescript-eslint/no-require-imports */
const { noteFamilyPageOpen } = require('@/lib/leads/family-page/view') as typeof import('@/lib/leads/family-page/view')
/* eslint-enable @typescript-eslint/no-require-imports */

const TUESDAY_3_10_PM_IST = Date.parse('2026-11-24T15:10:00+05:30')

describe('the rules of a family’s link', () => {
  const page = { token: 'made', tokenAt: 2_000, revokedAt: null }

  it('opens when nothing was revoked or made after it', () => {
    expect(linkOpens(1_000, undefined)).toBe(true)
    expect(linkOpens(3_000, page)).toBe(true)
    expect(linkOpens(2_000, page, true)).toBe(true)
  })

  it('closes a link given before a newer one staff made, and every link given until a revocation', () => {
    expect(linkOpens(1_000, page)).toBe(false)
    const revoked = { ...page, revokedAt: 2_500 }
    expect(linkOpens(2_000, revoked, true)).toBe(false)
    expect(linkOpens(2_500, revoked)).toBe(false)
    expect(linkOpens(2_501, revoked)).toBe(true)
  })

  it('says how often and when the family opened it, in India time', () => {
    const now = TUESDAY_3_10_PM_IST + 60 * 60_000
    expect(openedText(0, null, now)).toBe('Not opened yet')
    expect(openedText(1, TUESDAY_3_10_PM_IST, now)).toBe('Opened once, last Tue 3:10 pm')
    expect(openedText(2, TUESDAY_3_10_PM_IST, now)).toBe('Opened 2 times, last Tue 3:10 pm')
    expect(openedText(5, TUESDAY_3_10_PM_IST, now + 10 * 86_400_000)).toBe('Opened 5 times, last 24 Nov 3:10 pm')
  })

  it('tells a messaging app’s link preview from a person', () => {
    expect(isLinkPreview('WhatsApp/2.23.20.0 A')).toBe(true)
    expect(isLinkPreview('facebookexternalhit/1.1')).toBe(true)
    expect(isLinkPreview('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131 Mobile')).toBe(false)
    expect(isLinkPreview(null)).toBe(false)
  })

  it('gives families their page and keeps the quote’s PDF at its own address', () => {
    expect(quoteLinkPath('abc_DEF-123')).toBe('/my/abc_DEF-123')
    expect(quotePdfLinkPath('abc_DEF-123')).toBe('/q/abc_DEF-123')
  })
})

describe.each(STORAGE_KINDS)('the family’s page on %s', (kind) => {
  let cleanup: () => Promise<void>
  let restoreEnv: () => void
  let reference: string
  let leadId: number
  const savedSecret = process.env.AUTH_SECRET
  const content = {
    trip: 'Char Dham Yatra',
    departure: '',
    boardingCity: 'Madurai',
    lines: [{ band: 'adult', count: 4, pricePerPerson: 25_000 }],
    discounts: [],
    includes: 'Train tickets',
    excludes: '',
    validUntil: '2031-12-31',
    note: '',
  }

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    process.env.AUTH_SECRET = 'a-secret-of-at-least-thirty-two-characters'
    restoreEnv = replaceEnv({ TRAVEL_API_URL: undefined, SMTP_URL: undefined })
    cleanup = await useStorage(kind)
    const outcome = await submitLead('tripEnquiry', {
      name: 'Meena Sundaram',
      email: 'meena@example.com',
      mobileNumber: '+91 98401 23456',
      tripId: 'char-dham-yatra',
      numberOfTravellers: 4,
      website: '',
      formRenderedAt: Date.now() - 20_000,
      formSubmittedAt: Date.now(),
      idempotencyKey: `family-page-${kind}-${Date.now()}-abcdef`,
    })
    if (outcome.outcome !== 'accepted') throw new Error(JSON.stringify(outcome))
    reference = outcome.reference
    const lead = await (
      await getDb()
    )
      .selectFrom('leads')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
    leadId = lead.id
  })
  afterAll(async () => {
    await cleanup()
    restoreEnv()
    if (savedSecret === undefined) delete process.env.AUTH_SECRET
    else process.env.AUTH_SECRET = savedSecret
    jest.restoreAllMocks()
  })

  const tokenOf = async (number: string, version: number) =>
    (
      await (
        await getDb()
      )
        .selectFrom('quotes')
        .select('token')
        .where('number', '=', number)
        .where('version', '=', version)
        .executeTakeFirstOrThrow()
    ).token!

  const t0 = Date.now()
  let first: string
  let second: string
  let made: string

  it('opens by a sent quote’s token, always on the latest quote sent; a made-up token opens nothing', async () => {
    const draft = await createQuote(agent, reference, content, { now: t0 })
    expect(await getFamilyLink(agent, leadId)).toMatchObject({ token: null, opens: 0 })
    await sendQuote(agent, reference, draft, { byEmail: false, now: t0 + 1_000 })
    first = await tokenOf(draft.number, 1)
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const opened = await findFamilyPage(first)
    expect(opened.state).toBe('open')
    if (opened.state !== 'open') return
    expect(opened.lead.reference).toBe(reference)
    expect(opened.quote).toMatchObject({ number: draft.number, version: 1, total: 100_000 })

    const next = await reviseQuote(agent, reference, draft.number, { now: t0 + 2_000 })
    await sendQuote(agent, reference, next, { byEmail: false, now: t0 + 3_000 })
    second = await tokenOf(draft.number, 2)
    const again = await findFamilyPage(first)
    expect(again.state === 'open' && again.quote?.version).toBe(2)
    expect(await getFamilyLink(agent, leadId)).toMatchObject({ token: second })

    const wrong = `${first.slice(0, -2)}${first.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await findFamilyPage(wrong)).toEqual({ state: 'unknown' })
    expect(await findFamilyPage('not a token')).toEqual({ state: 'unknown' })
    expect(await findFamilyPage("x' OR '1'='1")).toEqual({ state: 'unknown' })
  })

  it('counts the family’s opens on the lead, not a link preview’s nor signed-in staff’s', async () => {
    request.headers = new Headers({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' })
    await noteFamilyPageOpen(leadId)
    request.headers = new Headers({ 'user-agent': 'WhatsApp/2.23.20.0 A' })
    await noteFamilyPageOpen(leadId)

    await addStaff({ email: 'agent@example.com', password: 'agent-password', role: 'agent', name: 'Karthik' })
    const signedIn = await (
      await getAuth()
    ).api.signInEmail({ body: { email: 'agent@example.com', password: 'agent-password' }, asResponse: true })
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    request.headers = new Headers({ cookie, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' })
    await noteFamilyPageOpen(leadId)

    expect(await getFamilyLink(agent, leadId)).toMatchObject({ opens: 1 })
    await recordFamilyPageOpen(leadId, TUESDAY_3_10_PM_IST)
    const link = await getFamilyLink(agent, leadId)
    expect(link).toMatchObject({ opens: 2, lastOpenedAt: TUESDAY_3_10_PM_IST })
    expect(openedText(link.opens, link.lastOpenedAt, TUESDAY_3_10_PM_IST + 60_000)).toBe(
      'Opened 2 times, last Tue 3:10 pm',
    )
  })

  it('is revoked by staff: every link given until then, the quotes’ PDF links too, stops opening', async () => {
    expect(await isQuoteLinkRevoked(first)).toBe(false)
    await revokeFamilyLinks(agent, reference, { now: t0 + 4_000 })
    expect(await findFamilyPage(first)).toEqual({ state: 'revoked' })
    expect(await findFamilyPage(second)).toEqual({ state: 'revoked' })
    expect(await isQuoteLinkRevoked(first)).toBe(true)
    expect(await isQuoteLinkRevoked(second)).toBe(true)
    expect(await getFamilyLink(agent, leadId)).toMatchObject({ token: null, revokedAt: t0 + 4_000, opens: 2 })
  })

  it('makes a new link that opens the page; the older ones stay closed, and a quote sent later opens too', async () => {
    made = await makeFamilyLink(agent, reference, { now: t0 + 5_000 })
    expect(made).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect([first, second]).not.toContain(made)
    const opened = await findFamilyPage(made)
    expect(opened.state === 'open' && opened.quote?.version).toBe(2)
    expect(await findFamilyPage(second)).toEqual({ state: 'revoked' })
    expect(await getFamilyLink(agent, leadId)).toMatchObject({ token: made })

    // Another new link replaces this one: it no longer opens anything.
    const newer = await makeFamilyLink(agent, reference, { now: t0 + 6_000 })
    expect(await findFamilyPage(made)).toEqual({ state: 'unknown' })
    expect((await findFamilyPage(newer)).state).toBe('open')

    const later = await createQuote(agent, reference, content, { now: t0 + 7_000 })
    await sendQuote(agent, reference, later, { byEmail: false, now: t0 + 8_000 })
    const third = await tokenOf(later.number, 1)
    const page = await findFamilyPage(third)
    expect(page.state === 'open' && page.quote?.number).toBe(later.number)
    expect((await findFamilyPage(newer)).state).toBe('open')
    expect(await getFamilyLink(agent, leadId)).toMatchObject({ token: third })
  })

  it('records each revoke and new link on the lead’s timeline and in the audit log', async () => {
    const db = await getDb()
    const activity = await db
      .selectFrom('lead_activity')
      .select(['actor_name', 'detail'])
      .where('lead_id', '=', leadId)
      .where('kind', '=', 'family-page')
      .orderBy('id')
      .execute()
    expect(activity.map((row) => [row.actor_name, JSON.parse(row.detail).action])).toEqual([
      [agent.name, 'revoked'],
      [agent.name, 'made'],
      [agent.name, 'made'],
    ])
    const audited = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'subject'])
      .where('action', 'like', 'family-page.%')
      .orderBy('id')
      .execute()
    expect(audited).toEqual([
      { actor_id: agent.id, action: 'family-page.revoke', subject: reference },
      { actor_id: agent.id, action: 'family-page.link', subject: reference },
      { actor_id: agent.id, action: 'family-page.link', subject: reference },
    ])
  })

  it('is refused to a role without the quotes’ permission, and for a lead that is not there', async () => {
    const reader = { ...agent, role: 'viewer' as never }
    await expect(revokeFamilyLinks(reader, reference)).rejects.toThrow()
    await expect(makeFamilyLink(agent, 'GH-ZZZZZZZZ')).rejects.toThrow('This lead no longer exists')
  })
})
