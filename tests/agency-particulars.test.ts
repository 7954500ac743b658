import { getDb } from '@/lib/platform/db'
import { getAgencyParticulars, MONEY_DEFAULTS, readStaffPhone } from '@/lib/agency'
import { gstinCheckCharacter, gstinProblem, particularsSchema } from '@/lib/agency/particulars-schema'
import { getAuth } from '@/lib/staff/auth'
import { addStaff, findStaff } from '@/lib/staff/accounts'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The agency's particulars: the one schema of the Settings form and its action (GSTIN with its
 * check character, IFSC, UPI ID, the rates), the stored row read back with only what is set, and
 * the action as the owner and an agent call it (signed in for real), audited.
 */

const request = { headers: new Headers() }
jest.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, delete: () => undefined }),
}))
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), refresh: () => undefined }))

// Imported after the mocks, which the actions read.
/* eslint-disable @typescript-eslint/no-require-imports */
const { saveAgencyParticularsAction, saveOwnContactAction } =
  require('@/lib/agency/actions') as typeof import('@/lib/agency/actions')
/* eslint-enable @typescript-eslint/no-require-imports */

/** GSTN's own published example (Maharashtra), and the agency's (Tamil Nadu) with its check character. */
const SAMPLE_GSTIN = '27AAPFU0939F1ZV'
const AGENCY_GSTIN = '33AABCG1234E1ZC'

/** The form as the owner fills it in. */
const filled: Record<string, string> = {
  legalName: 'Gopuram Holidays Private Limited',
  address: 'No. 24, North Mada Street, Mylapore, Chennai 600004',
  state: '33',
  gstin: AGENCY_GSTIN,
  sac: '998555',
  pan: 'AABCG1234E',
  upiId: 'gopuramholidays@okaxis',
  bankAccountName: 'Gopuram Holidays Pvt Ltd',
  bankAccountNumber: '50200012345678',
  ifsc: 'HDFC0001234',
  gstRate: '5',
  gstBasis: 'added',
  tcsRate: '5',
  advancePercent: '50',
  balanceDays: '7',
  adminFee: '1000',
}

const fieldErrors = (values: Record<string, string>) => {
  const result = particularsSchema.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

describe('the particulars’ schema (the form’s and the action’s)', () => {
  it('takes the form filled in, and every text left empty', () => {
    expect(fieldErrors(filled)).toEqual({})
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, '']))
    expect(
      fieldErrors({
        ...empty,
        gstRate: '5',
        gstBasis: 'added',
        tcsRate: '5',
        advancePercent: '50',
        balanceDays: '7',
        adminFee: '1000',
      }),
    ).toEqual({})
  })

  it('computes a GSTIN’s check character as GSTN does', () => {
    expect(gstinCheckCharacter(SAMPLE_GSTIN.slice(0, 14))).toBe('V')
    expect(gstinProblem(SAMPLE_GSTIN)).toBeNull()
    expect(gstinProblem(AGENCY_GSTIN)).toBeNull()
  })

  it('refuses a GSTIN with a wrong check character, a wrong shape or an unknown state code', () => {
    expect(fieldErrors({ ...filled, gstin: '33AABCG1234E1ZD' }).gstin).toMatch(/last character does not check/)
    expect(fieldErrors({ ...filled, gstin: '33AABCG1234E1Z' }).gstin).toMatch(/15 characters/)
    expect(fieldErrors({ ...filled, gstin: '33AABCG1234E1XC' }).gstin).toMatch(/15 characters/)
    const unknownState = `99AABCG1234E1Z${gstinCheckCharacter('99AABCG1234E1Z')}`
    expect(fieldErrors({ ...filled, gstin: unknownState }).gstin).toMatch(/not a state/)
    // A GSTIN of another state than the agency's, and a PAN that is not the GSTIN's.
    expect(fieldErrors({ ...filled, gstin: SAMPLE_GSTIN, pan: '' }).gstin).toMatch(/not the state chosen/)
    expect(fieldErrors({ ...filled, pan: 'AAPFU0939F' }).pan).toMatch(/not the one inside the GSTIN/)
  })

  it('writes a GSTIN, a PAN and an IFSC typed in small letters in capitals', () => {
    const result = particularsSchema.parse({
      ...filled,
      gstin: ' 33aabcg1234e1zc ',
      pan: 'aabcg1234e',
      ifsc: 'hdfc0001234',
    })
    expect([result.gstin, result.pan, result.ifsc]).toEqual([AGENCY_GSTIN, 'AABCG1234E', 'HDFC0001234'])
  })

  it('refuses an IFSC, a UPI ID or an account number of the wrong shape', () => {
    expect(fieldErrors({ ...filled, ifsc: 'HDFC1001234' }).ifsc).toMatch(/IFSC/)
    expect(fieldErrors({ ...filled, ifsc: 'HDF00001234' }).ifsc).toMatch(/IFSC/)
    expect(fieldErrors({ ...filled, upiId: 'gopuramholidays' }).upiId).toBe('Write the UPI ID as name@bank')
    expect(fieldErrors({ ...filled, upiId: 'gopuram holidays@okaxis' }).upiId).toBe('Write the UPI ID as name@bank')
    expect(fieldErrors({ ...filled, upiId: 'gopuram@ok' })).toEqual({})
    expect(fieldErrors({ ...filled, bankAccountNumber: '12345' }).bankAccountNumber).toMatch(/9 to 18 digits/)
    expect(fieldErrors({ ...filled, ifsc: '' }).ifsc).toMatch(/together/)
  })

  it('holds the rates and days to their bounds', () => {
    expect(fieldErrors({ ...filled, gstRate: '2.5' })).toEqual({})
    expect(fieldErrors({ ...filled, gstRate: '30' }).gstRate).toMatch(/0 to 28/)
    expect(fieldErrors({ ...filled, gstRate: 'five' }).gstRate).toMatch(/0 to 28/)
    expect(fieldErrors({ ...filled, tcsRate: '-1' }).tcsRate).toMatch(/0 to 20/)
    expect(fieldErrors({ ...filled, advancePercent: '0' }).advancePercent).toMatch(/1 to 100/)
    expect(fieldErrors({ ...filled, advancePercent: '33.5' }).advancePercent).toMatch(/whole/)
    expect(fieldErrors({ ...filled, balanceDays: '120' }).balanceDays).toMatch(/0 to 90/)
    expect(fieldErrors({ ...filled, adminFee: '0' })).toEqual({})
    expect(fieldErrors({ ...filled, adminFee: '' }).adminFee).toMatch(/whole rupees from 0 to 50000/)
    expect(fieldErrors({ ...filled, adminFee: '999.50' }).adminFee).toMatch(/whole rupees/)
    expect(fieldErrors({ ...filled, adminFee: '60000' }).adminFee).toMatch(/0 to 50000/)
    expect(fieldErrors({ ...filled, gstBasis: 'margin' }).gstBasis).toMatch(/added to the price or included/)
  })
})

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

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

const idle = { status: 'idle' } as const

describe.each(STORAGE_KINDS)('the agency’s particulars, on %s', (kind) => {
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

  const auditRows = async () =>
    (await getDb())
      .selectFrom('audit_log')
      .select(['actor_name', 'action', 'subject', 'detail'])
      .where('action', '=', 'agency.particulars')
      .orderBy('id')
      .execute()

  it('reads nothing set before the owner saves: no text, the SAC of tour packages, the default money rules', async () => {
    expect(await getAgencyParticulars()).toEqual({ sac: '998555', money: { agencyState: '33', ...MONEY_DEFAULTS } })
  })

  it('refuses an agent, changing nothing and auditing nothing', async () => {
    actAs(cookies.agent)
    const answer = await saveAgencyParticularsAction(idle, form(filled))
    expect(answer).toMatchObject({ status: 'error', message: 'Your role does not allow this' })
    expect(await getAgencyParticulars()).toEqual({ sac: '998555', money: { agencyState: '33', ...MONEY_DEFAULTS } })
    expect(await auditRows()).toEqual([])
  })

  it('answers a bad field with its message, saving nothing', async () => {
    actAs(cookies.owner)
    const answer = await saveAgencyParticularsAction(idle, form({ ...filled, gstin: '33AABCG1234E1ZD' }))
    expect(answer).toMatchObject({ status: 'error', fields: { gstin: expect.stringMatching(/does not check/) } })
    expect((await getAgencyParticulars()).gstin).toBeUndefined()
  })

  it('saves the owner’s particulars, audited with what changed, and reads back only what is set', async () => {
    actAs(cookies.owner)
    const answer = await saveAgencyParticularsAction(
      idle,
      form({
        ...filled,
        state: '29',
        gstin: `29AABCG1234E1Z${gstinCheckCharacter('29AABCG1234E1Z')}`,
        bankAccountName: '',
        gstRate: '18',
        advancePercent: '30',
        adminFee: '1500',
      }),
    )
    expect(answer).toMatchObject({ status: 'ok', message: 'Saved: the next quote prints these particulars' })
    const particulars = await getAgencyParticulars()
    expect(particulars).toEqual({
      legalName: 'Gopuram Holidays Private Limited',
      address: 'No. 24, North Mada Street, Mylapore, Chennai 600004',
      state: { code: '29', name: 'Karnataka' },
      gstin: '29AABCG1234E1Z1',
      sac: '998555',
      pan: 'AABCG1234E',
      upiId: 'gopuramholidays@okaxis',
      bank: { accountName: undefined, accountNumber: '50200012345678', ifsc: 'HDFC0001234' },
      money: {
        agencyState: '29',
        gstRate: 18,
        gstBasis: 'added',
        tcsRate: 5,
        advancePercent: 30,
        balanceDays: 7,
        adminFee: 1500,
      },
    })
    const rows = await auditRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actor_name: 'Lakshmi',
      action: 'agency.particulars',
      subject: 'Agency particulars',
    })
    const detail = JSON.parse(rows[0]!.detail)
    expect(detail.gstin).toEqual({ from: '', to: '29AABCG1234E1Z1' })
    expect(detail.gstRate).toEqual({ from: 5, to: 18 })
    expect(detail.adminFee).toEqual({ from: 1000, to: 1500 })
    expect(detail).not.toHaveProperty('sac')

    // Emptied again, a text is absent (never printed as a blank).
    await saveAgencyParticularsAction(idle, form({ ...filled, upiId: '', bankAccountNumber: '', ifsc: '' }))
    const after = await getAgencyParticulars()
    expect(after).not.toHaveProperty('upiId', expect.anything())
    expect(after.upiId).toBeUndefined()
    expect(after.bank).toBeUndefined()
    expect(await auditRows()).toHaveLength(2)
  })
  it('lets an agent set the name and phone their quotes print, audited; a bad phone is refused', async () => {
    actAs(cookies.agent)
    const bad = await saveOwnContactAction(idle, form({ name: 'Karthik Raman', phone: '98400' }))
    expect(bad).toMatchObject({ status: 'error', fields: { phone: 'Write the phone with its 10 digits, or with +91' } })
    const answer = await saveOwnContactAction(idle, form({ name: 'Karthik Raman', phone: '+91 98400 61234' }))
    expect(answer).toMatchObject({ status: 'ok', message: 'Saved: your next quotes show these' })
    const agent = (await findStaff('agent@example.com'))!
    expect(agent.name).toBe('Karthik Raman')
    expect(await readStaffPhone(await getDb(), agent.id)).toBe('+91 98400 61234')
    const row = await (
      await getDb()
    )
      .selectFrom('audit_log')
      .select(['actor_name', 'subject', 'detail'])
      .where('action', '=', 'staff.contact')
      .executeTakeFirstOrThrow()
    expect(row.subject).toBe('Karthik Raman')
    expect(JSON.parse(row.detail)).toEqual({
      name: { from: 'Karthik', to: 'Karthik Raman' },
      phone: { from: '', to: '+91 98400 61234' },
    })
  })
})
