import { getDb } from '@/lib/platform/db'
import { getOfficeCalendar, readOfficeHolidays, writeOfficeHolidays } from '@/lib/agency'
import { getAuth } from '@/lib/staff/auth'
import { addStaff } from '@/lib/staff/accounts'
import { callBackPromise, indiaInstant } from '@/lib/site/office-hours'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The owner's office holidays: the stored list (`{ day, name }`, and the plain list of days it was
 * first stored as), the calendar it makes, and the Settings screen's actions as the owner and an
 * agent call them (signed in for real; the request's headers are the test's).
 */

const request = { headers: new Headers() }
jest.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, delete: () => undefined }),
}))
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), refresh: () => undefined }))

// Imported after the mocks, which the actions read.
/* eslint-disable @typescript-eslint/no-require-imports */
const { addOfficeHolidayAction, removeOfficeHolidayAction } =
  require('@/lib/agency/actions') as typeof import('@/lib/agency/actions')
/* eslint-enable @typescript-eslint/no-require-imports */

const idle = { status: 'idle' } as const

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

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
    .where('action', 'like', 'holiday.%')
    .orderBy('id')
    .execute()

describe.each(STORAGE_KINDS)('the owner’s office holidays, on %s', (kind) => {
  let cleanup: () => Promise<void>
  const cookies = { owner: '', agent: '' }
  const savedSecret = process.env.AUTH_SECRET
  beforeAll(async () => {
    // With DATABASE_URL every instance signs sessions with one secret (lib/staff/secret.ts).
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

  it('reads none before the owner sets any', async () => {
    expect(await readOfficeHolidays(await getDb())).toEqual([])
  })

  it('stores them sorted and once each, and the call-back promise skips them', async () => {
    const db = await getDb()
    expect(
      await writeOfficeHolidays(db, [
        { day: '2026-12-01', name: 'Karthigai Deepam' },
        { day: '2026-11-30' },
        { day: '2026-12-01', name: 'Again' },
      ]),
    ).toEqual([
      { day: '2026-11-30', name: '' },
      { day: '2026-12-01', name: 'Karthigai Deepam' },
    ])
    expect(await readOfficeHolidays(db)).toEqual([
      { day: '2026-11-30', name: '' },
      { day: '2026-12-01', name: 'Karthigai Deepam' },
    ])
    // Saturday 28 Nov 2026, 5:45 pm in India: Monday and Tuesday are holidays, so Wednesday.
    const promise = callBackPromise(indiaInstant('2026-11-28', 17 * 60 + 45), await getOfficeCalendar())
    expect(promise).toMatchObject({ kind: 'morning', day: '2026-12-02' })
  })

  it('refuses a day that is not in the calendar and keeps what was stored', async () => {
    const db = await getDb()
    await expect(writeOfficeHolidays(db, [{ day: '2026-02-30' }])).rejects.toThrow(/not in the calendar/)
    await expect(writeOfficeHolidays(db, [{ day: 'next monday' }])).rejects.toThrow(/as a date/)
    expect((await readOfficeHolidays(db)).map(({ day }) => day)).toEqual(['2026-11-30', '2026-12-01'])
  })

  it('reads the plain list of days stored before holidays had names, leaving out what cannot be read', async () => {
    const db = await getDb()
    await db
      .updateTable('site_settings')
      .set({
        value: JSON.stringify([
          '2027-01-15',
          '2026-12-25',
          'not a day',
          42,
          { day: '2027-01-26', name: 'Republic Day' },
        ]),
      })
      .where('key', '=', 'office_holidays')
      .execute()
    expect(await readOfficeHolidays(db)).toEqual([
      { day: '2026-12-25', name: '' },
      { day: '2027-01-15', name: '' },
      { day: '2027-01-26', name: 'Republic Day' },
    ])
    expect([...(await getOfficeCalendar()).holidays]).toEqual(['2026-12-25', '2027-01-15', '2027-01-26'])
  })

  it('clears them', async () => {
    const db = await getDb()
    await writeOfficeHolidays(db, [])
    expect((await getOfficeCalendar()).holidays.size).toBe(0)
  })

  describe('the Settings screen’s actions', () => {
    it('refuse an agent, and change nothing', async () => {
      const before = await auditRows()
      actAs(cookies.agent)
      expect(await addOfficeHolidayAction(idle, form({ day: '2027-01-14', name: 'Pongal' }))).toEqual({
        status: 'error',
        message: 'Your role does not allow this',
      })
      expect(await readOfficeHolidays(await getDb())).toEqual([])
      expect(await auditRows()).toEqual(before)
    })

    it('refuse a bad date with its message on the field, and change nothing', async () => {
      actAs(cookies.owner)
      expect(await addOfficeHolidayAction(idle, form({ day: '2027-02-30', name: 'Nothing' }))).toEqual({
        status: 'error',
        message: 'Please correct the marked fields',
        fields: { day: 'That day is not in the calendar' },
      })
      expect(await addOfficeHolidayAction(idle, form({ day: '14/01/2027' }))).toEqual({
        status: 'error',
        message: 'Please correct the marked fields',
        fields: { day: 'Write each holiday as a date' },
      })
      expect(await addOfficeHolidayAction(idle, form({ day: '', name: 'Pongal' }))).toMatchObject({
        fields: { day: 'Choose the date of the holiday' },
      })
      expect(await addOfficeHolidayAction(idle, form({ day: '2027-01-14', name: 'x'.repeat(61) }))).toMatchObject({
        fields: { name: 'Keep the name under 60 characters' },
      })
      expect(await readOfficeHolidays(await getDb())).toEqual([])
      expect(await auditRows()).toEqual([])
    })

    it('add a holiday with its name for an owner, audited, and refuse the same day twice', async () => {
      actAs(cookies.owner)
      expect(await addOfficeHolidayAction(idle, form({ day: '2027-01-14', name: '  Pongal ' }))).toEqual({
        status: 'ok',
        message: 'Added Thursday, 14 January 2027 (Pongal)',
      })
      expect(await readOfficeHolidays(await getDb())).toEqual([{ day: '2027-01-14', name: 'Pongal' }])
      expect((await getOfficeCalendar()).holidays.has('2027-01-14')).toBe(true)
      expect(await auditRows()).toEqual([
        {
          actor_name: 'Lakshmi',
          action: 'holiday.add',
          subject: 'Thursday, 14 January 2027 (Pongal)',
          detail: JSON.stringify({ day: '2027-01-14', name: 'Pongal' }),
        },
      ])
      expect(await addOfficeHolidayAction(idle, form({ day: '2027-01-14', name: 'Thai Pongal' }))).toEqual({
        status: 'error',
        message: 'Please correct the marked fields',
        fields: { day: 'Thursday, 14 January 2027 is already a holiday' },
      })
      expect(await readOfficeHolidays(await getDb())).toEqual([{ day: '2027-01-14', name: 'Pongal' }])
      expect(await auditRows()).toHaveLength(1)
    })

    it('remove a holiday for an owner, audited, and refuse it for an agent', async () => {
      actAs(cookies.agent)
      expect(await removeOfficeHolidayAction(idle, form({ day: '2027-01-14' }))).toEqual({
        status: 'error',
        message: 'Your role does not allow this',
      })
      expect(await readOfficeHolidays(await getDb())).toHaveLength(1)
      actAs(cookies.owner)
      expect(await removeOfficeHolidayAction(idle, form({ day: '2027-01-14' }))).toEqual({
        status: 'ok',
        message: 'Removed Thursday, 14 January 2027: the office keeps its usual hours that day',
      })
      expect(await readOfficeHolidays(await getDb())).toEqual([])
      expect((await auditRows()).map(({ action, subject }) => [action, subject])).toEqual([
        ['holiday.add', 'Thursday, 14 January 2027 (Pongal)'],
        ['holiday.remove', 'Thursday, 14 January 2027 (Pongal)'],
      ])
      expect(await removeOfficeHolidayAction(idle, form({ day: '2027-01-14' }))).toEqual({
        status: 'error',
        message: 'Thursday, 14 January 2027 is not on the list of holidays',
      })
    })
  })
})
