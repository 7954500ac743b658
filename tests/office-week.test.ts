import { getDb } from '@/lib/platform/db'
import { getOfficeCalendar, getOfficeWeekNow } from '@/lib/agency'
import { readOfficeWeek, writeOfficeWeek } from '@/lib/agency/week'
import { getAuth } from '@/lib/staff/auth'
import { addStaff } from '@/lib/staff/accounts'
import { callBackPromise, indiaInstant, isOpenAt, OFFICE_WEEK } from '@/lib/site/office-hours'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The office's weekly hours as the owner sets them: the stored week (the site config's until
 * set), the calendar it makes, and the Settings screen's action as the owner and an agent call it
 * (signed in for real; the request's headers are the test's), which expires the public pages' copy.
 */

const request = { headers: new Headers() }
const expiredTags: string[] = []
jest.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, delete: () => undefined }),
}))
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  refresh: () => undefined,
  updateTag: (tag: string) => expiredTags.push(tag),
}))

// Imported after the mocks, which the actions read.
/* eslint-disable @typescript-eslint/no-require-imports */
const { saveOfficeWeekAction } = require('@/lib/agency/actions') as typeof import('@/lib/agency/actions')
/* eslint-enable @typescript-eslint/no-require-imports */

const idle = { status: 'idle' } as const
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

/** The form as the screen sends it: every day's times, and the box of each open day ticked. */
const weekForm = (days: Partial<Record<(typeof DAYS)[number], [string, string]>>) => {
  const data = new FormData()
  for (const day of DAYS) {
    const hours = days[day]
    if (hours) data.set(`${day}Open`, 'on')
    data.set(`${day}Opens`, hours?.[0] ?? '09:00')
    data.set(`${day}Closes`, hours?.[1] ?? '18:00')
  }
  return data
}
const MON_TO_SAT = {
  mon: ['09:30', '18:30'],
  tue: ['09:30', '18:30'],
  wed: ['09:30', '18:30'],
  thu: ['09:30', '18:30'],
  fri: ['09:30', '18:30'],
  sat: ['09:30', '18:30'],
} satisfies Partial<Record<(typeof DAYS)[number], [string, string]>>

async function signInCookie(email: string, password: string): Promise<string> {
  const res = await (await getAuth()).api.signInEmail({ body: { email, password }, asResponse: true })
  expect(res.status).toBe(200)
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

const actAs = (cookie: string) => {
  request.headers = new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000', cookie })
}

const auditRows = async () =>
  (await getDb())
    .selectFrom('audit_log')
    .select(['actor_name', 'action', 'subject', 'detail'])
    .where('action', '=', 'office.week')
    .orderBy('id')
    .execute()

describe.each(STORAGE_KINDS)('the office’s weekly hours, on %s', (kind) => {
  let cleanup: () => Promise<void>
  const cookies = { owner: '', agent: '' }
  const savedSecret = process.env.AUTH_SECRET
  beforeAll(async () => {
    process.env.AUTH_SECRET = 'a-secret-of-at-least-thirty-two-characters'
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    cleanup = await useStorage(kind)
    await addStaff({ email: 'owner@example.com', password: 'owner-password', role: 'owner', name: 'Lakshmi' })
    await addStaff({ email: 'agent@example.com', password: 'agent-password', role: 'agent', name: 'Karthik' })
    cookies.owner = await signInCookie('owner@example.com', 'owner-password')
    cookies.agent = await signInCookie('agent@example.com', 'agent-password')
  })
  afterAll(async () => {
    await cleanup()
    if (savedSecret === undefined) delete process.env.AUTH_SECRET
    else process.env.AUTH_SECRET = savedSecret
    jest.restoreAllMocks()
  })
  beforeEach(() => {
    expiredTags.length = 0
  })

  it('is the site config’s week before the owner sets one, and when what is stored cannot be read', async () => {
    const db = await getDb()
    expect(await readOfficeWeek(db)).toEqual(OFFICE_WEEK)
    await db.insertInto('site_settings').values({ key: 'office_week', value: '[null,null]' }).execute()
    expect(await readOfficeWeek(db)).toEqual(OFFICE_WEEK)
    await db.updateTable('site_settings').set({ value: 'not json' }).where('key', '=', 'office_week').execute()
    expect((await getOfficeCalendar()).week).toEqual(OFFICE_WEEK)
  })

  it('refuses a week with no open day as stored', async () => {
    await expect(writeOfficeWeek(await getDb(), Array(7).fill(null))).rejects.toThrow()
  })

  it('refuses an agent, and changes nothing', async () => {
    actAs(cookies.agent)
    expect(await saveOfficeWeekAction(idle, weekForm(MON_TO_SAT))).toEqual({
      status: 'error',
      message: 'Your role does not allow this',
    })
    expect(await getOfficeWeekNow()).toEqual(OFFICE_WEEK)
    expect(await auditRows()).toEqual([])
    expect(expiredTags).toEqual([])
  })

  it('refuses times out of order, off the quarter hour, or no open day, each on its field', async () => {
    actAs(cookies.owner)
    expect(await saveOfficeWeekAction(idle, weekForm({ ...MON_TO_SAT, tue: ['18:00', '09:00'] }))).toEqual({
      status: 'error',
      message: 'Please correct the marked fields',
      fields: { tueCloses: 'Close after the office opens' },
    })
    expect(await saveOfficeWeekAction(idle, weekForm({ ...MON_TO_SAT, wed: ['09:30', '09:30'] }))).toMatchObject({
      fields: { wedCloses: 'Close after the office opens' },
    })
    expect(await saveOfficeWeekAction(idle, weekForm({ ...MON_TO_SAT, mon: ['09:10', '18:00'] }))).toMatchObject({
      fields: { monOpens: 'Give the opening time in steps of 15 minutes' },
    })
    expect(await saveOfficeWeekAction(idle, weekForm({ ...MON_TO_SAT, sat: ['09:00', 'noon'] }))).toMatchObject({
      fields: { satCloses: 'Give the closing time in steps of 15 minutes' },
    })
    expect(await saveOfficeWeekAction(idle, weekForm({}))).toMatchObject({
      fields: { monOpen: 'Open the office at least one day a week' },
    })
    expect(await getOfficeWeekNow()).toEqual(OFFICE_WEEK)
    expect(await auditRows()).toEqual([])
    expect(expiredTags).toEqual([])
  })

  it('saves the owner’s week, audited, expires the pages’ copy, and the calendar follows it', async () => {
    actAs(cookies.owner)
    // A closed day's times (Sunday's 09:00–18:00 here) are ignored.
    expect(await saveOfficeWeekAction(idle, weekForm(MON_TO_SAT))).toEqual({
      status: 'ok',
      message: 'Saved: the site shows these hours and promises call-backs within them',
    })
    const stored = [null, ...Array(6).fill({ opens: 570, closes: 1110 })]
    expect(await getOfficeWeekNow()).toEqual(stored)
    expect(expiredTags).toEqual(['office-week'])
    expect(await auditRows()).toEqual([
      {
        actor_name: 'Lakshmi',
        action: 'office.week',
        subject: 'Mon-Sat 09:30-18:30, Sun closed',
        detail: JSON.stringify({
          before: 'Mon-Fri 09:00-18:00, Sat 09:00-13:00, Sun closed',
          after: 'Mon-Sat 09:30-18:30, Sun closed',
        }),
      },
    ])
    const calendar = await getOfficeCalendar()
    // Saturday 28 Nov 2026: open until 6:30 pm now, so a visitor at 5:15 pm is called back today.
    expect(isOpenAt(indiaInstant('2026-11-28', 18 * 60 + 15), calendar)).toBe(true)
    expect(callBackPromise(indiaInstant('2026-11-28', 17 * 60 + 15), calendar)).toMatchObject({
      kind: 'before',
      day: '2026-11-28',
      by: indiaInstant('2026-11-28', 18 * 60 + 30),
    })
    // Monday opens at 9:30 now.
    expect(callBackPromise(indiaInstant('2026-11-29', 12 * 60), calendar)).toMatchObject({
      kind: 'morning',
      day: '2026-11-30',
      opens: indiaInstant('2026-11-30', 9 * 60 + 30),
    })
  })

  it('answers "Nothing changed" for the same week, with no audit entry', async () => {
    actAs(cookies.owner)
    expect(await saveOfficeWeekAction(idle, weekForm(MON_TO_SAT))).toEqual({ status: 'ok', message: 'Nothing changed' })
    expect(await auditRows()).toHaveLength(1)
    expect(expiredTags).toEqual([])
  })
})
