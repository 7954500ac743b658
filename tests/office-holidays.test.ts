import { getDb } from '@/lib/platform/db'
import { getOfficeCalendar, readOfficeHolidays, writeOfficeHolidays } from '@/lib/agency'
import { callBackPromise, indiaInstant } from '@/lib/site/office-hours'
import { STORAGE_KINDS, useStorage } from './support/storage'

describe.each(STORAGE_KINDS)('the owner’s office holidays, on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
  })
  afterAll(async () => {
    await cleanup()
  })

  it('reads none before the owner sets any', async () => {
    expect(await readOfficeHolidays(await getDb())).toEqual([])
  })

  it('stores them sorted and once each, and the call-back promise skips them', async () => {
    const db = await getDb()
    expect(await writeOfficeHolidays(db, ['2026-12-01', '2026-11-30', '2026-12-01'])).toEqual([
      '2026-11-30',
      '2026-12-01',
    ])
    expect(await readOfficeHolidays(db)).toEqual(['2026-11-30', '2026-12-01'])
    // Saturday 28 Nov 2026, 5:45 pm in India: Monday and Tuesday are holidays, so Wednesday.
    const promise = callBackPromise(indiaInstant('2026-11-28', 17 * 60 + 45), await getOfficeCalendar())
    expect(promise).toMatchObject({ kind: 'morning', day: '2026-12-02' })
  })

  it('refuses a day that is not in the calendar and keeps what was stored', async () => {
    const db = await getDb()
    await expect(writeOfficeHolidays(db, ['2026-02-30'])).rejects.toThrow(/not in the calendar/)
    await expect(writeOfficeHolidays(db, ['next monday'])).rejects.toThrow(/as a date/)
    expect(await readOfficeHolidays(db)).toEqual(['2026-11-30', '2026-12-01'])
  })

  it('clears them', async () => {
    const db = await getDb()
    await writeOfficeHolidays(db, [])
    expect((await getOfficeCalendar()).holidays.size).toBe(0)
  })
})
