import { sql } from 'kysely'
import * as OTPAuth from 'otpauth'
import { getAuth } from '@/lib/staff/auth'
import { addStaff, listStaff } from '@/lib/staff/accounts'
import { listAudit } from '@/lib/staff/audit'
import { can, NotAllowed, type Permission } from '@/lib/staff/permissions'
import { MALFORMED_REQUEST } from '@/lib/staff/schemas'
import { getDb } from '@/lib/platform/db'
import { submitLead } from '@/lib/leads/intake/service'
import { eraseLead } from '@/lib/leads/desk/commands'
import { deskCounts, getLeadDetail, leadsForExport, listLeads } from '@/lib/leads/desk/queries'
import { parseLeadFilters } from '@/lib/leads/desk/schemas'
import { listWaitingMessages, retryMessage } from '@/lib/leads/desk/messages'
import { allSubscribers, listSubscribers } from '@/lib/leads/desk/subscribers'
import { listEditorCatalog } from '@/lib/catalog/editor/trips'
import { sectionValues } from '@/lib/catalog/editor/trip-schema'
import { snapshot } from './support/db-snapshot'
import { exportedFunctionsInSource, useServerModules } from './support/server-actions'
import { testAgent, testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'
import { editableTrip, pngFile, picturesOf } from './support/back-office'
import {
  BRIEFING_FORM,
  countedDeparture,
  fewSeatsSetting,
  newCityName,
  ownBoardingCity,
} from './support/departures-desk'
import { quoteInput, quoteOn, quotesOf } from './support/quotes'
import {
  isHoliday,
  newHolidayDay,
  officeWeekForm,
  ownContactForm,
  particularsForm,
  storedHoliday,
} from './support/office-holidays'
import { insertMoneyBooking } from './support/money-rows'
import { recordPaymentReceived } from '@/lib/bookings/money/store'
import { todayInIndia } from '@/lib/site/format'
import { bookedFamily, bookingInput, bookingRow, bookingsOfLead, ownDeparture, traveller } from './support/bookings'
import { insertSentReview, reviewPhotoRow, reviewRow } from './support/rmod-rows'
import { decidePhoto } from '@/lib/reviews/moderation/commands'

/**
 * Every server action of the back office, found by enumerating the exports of each 'use server'
 * module (so a new action fails here until it has an expectation), called by each kind of
 * caller: nobody signed in, an agent, an owner, and an owner's session sent from another site.
 * Each is allowed exactly where the permission it names allows the role, and a refused call
 * changes nothing in the database. Then, as an owner, each is called with every argument it
 * reads malformed in turn (wrong type, wrong kind, a megabyte of text, a path out of its folder)
 * and must answer a refusal, not throw, and change nothing; the same call with good arguments
 * still works afterwards, so the refusals were the arguments' doing.
 */

const request = { headers: new Headers() }
jest.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, delete: () => undefined }),
}))
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  refresh: () => undefined,
  updateTag: () => undefined,
}))

// Imported after the mocks, which the actions read.
/* eslint-disable @typescript-eslint/no-require-imports */
const MODULES: Record<string, Record<string, unknown>> = {
  'lib/leads/desk/actions.ts': require('@/lib/leads/desk/actions'),
  'lib/staff/actions.ts': require('@/lib/staff/actions'),
  'lib/staff/sign-in-actions.ts': require('@/lib/staff/sign-in-actions'),
  'lib/catalog/editor/actions.ts': require('@/lib/catalog/editor/actions'),
  'lib/catalog/editor/departure-actions.ts': require('@/lib/catalog/editor/departure-actions'),
  'lib/leads/quotes/actions.ts': require('@/lib/leads/quotes/actions'),
  'lib/agency/actions.ts': require('@/lib/agency/actions'),
  'lib/leads/family-page/actions.ts': require('@/lib/leads/family-page/actions'),
  'lib/bookings/money/actions.ts': require('@/lib/bookings/money/actions'),
  'lib/bookings/actions.ts': require('@/lib/bookings/actions'),
  'lib/reviews/moderation/actions.ts': require('@/lib/reviews/moderation/actions'),
}
/* eslint-enable @typescript-eslint/no-require-imports */

const ORIGIN = 'http://localhost:3000'
const SIGN_IN = '/admin/sign-in'
const idle = { status: 'idle' } as const

type Who = 'signed out' | 'agent' | 'owner' | 'other site'
const CALLERS: Who[] = ['signed out', 'agent', 'owner', 'other site']

/** What an action answered: its state, or where its redirect leads (a redirect is how several say done). */
type Answer = { status: string; message?: string; to?: string }

/**
 * The kinds of positional argument the actions take, each with values no page of the back office
 * sends. `state` is the previous state React passes to a form's action: never read, so not varied.
 */
type Param =
  | 'reference'
  | 'id'
  | 'id or new'
  | 'file'
  | 'direction'
  | 'published'
  | 'kind'
  | 'form'
  | 'trip'
  | 'section'
  | 'state'
  | 'day'
  | 'delta'
  | 'quote number'
  | 'version'
  | 'quote'
  | 'by email'
  | 'message'
  | 'booking'
  | 'booking form'
  | 'travellers'
  | 'review'
  | 'photo'
  | 'photo status'

const HUGE = 'x'.repeat(1_000_000)
const NOT_STRINGS = [42, true, {}, ['x'], undefined]

/** The same form with every text field a megabyte long (a chosen file is kept). */
function hugeFields(valid: FormData): FormData {
  const data = new FormData()
  for (const [key, value] of valid.entries()) data.set(key, typeof value === 'string' ? HUGE : value)
  return data
}

/**
 * A well-formed value that names nothing of this lead's (another lead's quote, a version never
 * made): refused in words of its own, not as a malformed request.
 */
class Unknown {
  constructor(readonly value: unknown) {}
}

/** A quote number of another lead's, made per database. */
let otherLeadsQuote = ''

const BAD: Record<Param, (valid: unknown) => unknown[]> = {
  reference: (valid) => [
    ...NOT_STRINGS,
    null,
    '',
    HUGE,
    `GH-${HUGE}`,
    String(valid).toLowerCase(),
    `${String(valid)}' OR '1'='1`,
  ],
  id: (valid) => [...NOT_STRINGS, null, '', HUGE, '../trips', `${String(valid)}%`],
  'id or new': (valid) => [...NOT_STRINGS, '', HUGE, '../trips', `${String(valid)}%`],
  file: (valid) => [
    ...NOT_STRINGS,
    null,
    '',
    HUGE,
    '../site.db',
    `/${String(valid)}`,
    `${String(valid)}/../../site.db`,
  ],
  direction: () => [...NOT_STRINGS, null, 'sideways', 'UP', HUGE],
  published: () => ['false', 'true', 0, 1, null, undefined, {}],
  kind: () => [...NOT_STRINGS, null, 'trips', 'staff', 'audit_log', 'banners ', HUGE],
  form: (valid) => [
    ...NOT_STRINGS,
    null,
    'email=x',
    Object.fromEntries((valid as FormData).entries()),
    hugeFields(valid as FormData),
  ],
  trip: (valid) => {
    const values = valid as Record<string, unknown>
    return [
      ...NOT_STRINGS,
      null,
      HUGE,
      { ...values, title: HUGE },
      { ...values, categoryId: HUGE },
      { ...values, itinerary: HUGE },
    ]
  },
  section: () => [...NOT_STRINGS, null, '', 'pictures', 'version', '__proto__', 'Basics', HUGE],
  state: () => [],
  day: (valid) => [...NOT_STRINGS, null, '', HUGE, '2027-02-30', '27-01-09', `${String(valid)}' OR '1'='1`],
  delta: () => ['1', 0, 2, -2, 0.5, null, undefined, {}, true],
  'quote number': (valid) => [
    ...NOT_STRINGS,
    null,
    '',
    HUGE,
    `Q-2026-${HUGE}`,
    String(valid).toLowerCase(),
    `${String(valid)}' OR '1'='1`,
    `${String(valid)}%`,
    new Unknown('Q-1999-9999'),
    new Unknown(otherLeadsQuote),
  ],
  version: (valid) => [
    0,
    -1,
    0.5,
    '1',
    String(valid),
    null,
    undefined,
    {},
    true,
    NaN,
    Infinity,
    2 ** 53,
    new Unknown(Number(valid) + 5),
  ],
  quote: (valid) => {
    const values = valid as typeof quoteInput
    const without = (key: keyof typeof values) => Object.fromEntries(Object.entries(values).filter(([k]) => k !== key))
    return [
      ...NOT_STRINGS,
      null,
      HUGE,
      {},
      without('lines'),
      without('validUntil'),
      { ...values, lines: [] },
      { ...values, lines: [{ band: 'adult', count: 2, pricePerPerson: -1 }] },
      { ...values, lines: [{ band: 'adult', count: 0.5, pricePerPerson: 100 }] },
      { ...values, lines: [{ band: 'dragon', count: 2, pricePerPerson: 100 }] },
      { ...values, lines: Array.from({ length: 10_000 }, () => values.lines[0]) },
      { ...values, note: HUGE },
      { ...values, trip: HUGE },
      { ...values, validUntil: '2020-01-01' },
      { ...values, validUntil: '2031-02-30' },
      { ...values, discounts: [{ label: 'Too much', amount: 10_000_000 }] },
    ]
  },
  'by email': () => ['true', 'false', 1, 0, null, undefined, {}, HUGE],
  'booking form': (valid) => {
    const values = valid as ReturnType<typeof bookingInput>
    return [
      ...NOT_STRINGS,
      null,
      HUGE,
      {},
      { ...values, travellers: [] },
      { ...values, travellers: Array.from({ length: 10_000 }, () => values.travellers[0]) },
      { ...values, travellers: [{ ...values.travellers[0], name: HUGE }] },
      { ...values, travellers: [{ ...values.travellers[0], ageBand: 'dragon' }] },
      { ...values, departure: HUGE },
      { ...values, departure: `${HUGE}|2027-01-01` },
      { ...values, departure: "x' OR '1'='1|2027-01-01" },
      { ...values, departure: 'no-such-trip|2027-01-01' },
      { ...values, boardingCityId: 'no-such-city' },
      { ...values, agreedTotal: -1 },
      { ...values, agreedTotal: 0.5 },
      { ...values, note: HUGE },
      { ...values, travellers: Array.from({ length: 11 }, () => values.travellers[0]) },
    ]
  },
  travellers: (valid) => {
    const values = valid as { travellers: ReturnType<typeof traveller>[] }
    return [
      ...NOT_STRINGS,
      null,
      HUGE,
      {},
      { travellers: [] },
      { travellers: HUGE },
      { travellers: [{ ...values.travellers[0], name: HUGE }] },
      { travellers: [{ ...values.travellers[0], sharing: 'hammock' }] },
      { travellers: Array.from({ length: 11 }, () => values.travellers[0]) },
    ]
  },
  message: (valid) => [
    0,
    -1,
    0.5,
    String(valid),
    null,
    undefined,
    {},
    true,
    NaN,
    2 ** 53,
    HUGE,
    new Unknown(Number(valid) + 100_000),
  ],
  booking: (valid) => numberedRow(valid),
  review: (valid) => numberedRow(valid),
  photo: (valid) => numberedRow(valid),
  'photo status': (valid) => [
    ...NOT_STRINGS,
    null,
    '',
    HUGE,
    String(valid).toUpperCase(),
    'requested',
    // A status the photo does not have (decided since the page was drawn): refused as stale.
    new Unknown(valid === 'pending' ? 'hidden' : 'pending'),
  ],
}

/** Bad values of a row's number (a booking, a review, a review's photo): the last names no row at all. */
function numberedRow(valid: unknown): unknown[] {
  return [
    0,
    -1,
    0.5,
    String(valid),
    null,
    undefined,
    {},
    true,
    NaN,
    2 ** 53,
    HUGE,
    new Unknown(Number(valid) + 100_000),
  ]
}

interface Prepared {
  args: unknown[]
  /** Whether the call's change is in the database. */
  done: () => Promise<boolean>
  /** The session this case acts with instead of the shared agent's or owner's (an account of its own). */
  session?: string
  /** A cookie every caller sends (a sign-in waiting for its second step). */
  extraCookie?: string
}

interface Case {
  /** The permission the action names; null when it is open to anyone from this site (signing in). */
  permission: Permission | null
  /** Who may, when it is not what the permission says. */
  allowed?: Who[]
  /** What a refused caller hears, when it is not the back office's usual refusal. */
  refusal?: (caller: Who) => Answer
  /** Each positional parameter, in order. */
  params: Param[]
  /** Makes what the action works on for this caller, and answers its arguments and a probe of its effect. */
  prepare: (caller: Who) => Promise<Prepared>
}

function allowedCallers(c: Case): Who[] {
  if (c.allowed) return c.allowed
  if (c.permission === null) return ['signed out', 'agent', 'owner']
  return (['agent', 'owner'] as const).filter((role) => can(role, c.permission!))
}

function usualRefusal(caller: Who): Answer {
  const message =
    caller === 'other site'
      ? 'The request came from another site'
      : caller === 'signed out'
        ? 'Please sign in again'
        : 'Your role does not allow this'
  return { status: 'error', message }
}

// ---------------------------------------------------------------------------------------------
// The database and the callers

const cookies: Record<'owner' | 'agent', string> = { owner: '', agent: '' }
const PASSWORDS = { owner: 'owner-password', agent: 'agent-password' }

function actAs(caller: Who, prepared: Pick<Prepared, 'session' | 'extraCookie'> = {}) {
  const shared = caller === 'agent' ? cookies.agent : cookies.owner
  const session = caller === 'signed out' ? '' : (prepared.session ?? shared)
  const cookie = [session, prepared.extraCookie].filter(Boolean).join('; ')
  request.headers = new Headers({
    host: 'localhost:3000',
    origin: caller === 'other site' ? 'https://evil.example' : ORIGIN,
    ...(cookie ? { cookie } : {}),
  })
}

/** The cookies a better-auth answer sets, as a Cookie header. */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

async function signInCookie(email: string, password: string): Promise<string> {
  const res = await (await getAuth()).api.signInEmail({ body: { email, password }, asResponse: true })
  expect(res.status).toBe(200)
  return cookiesOf(res)
}

async function run(call: () => Promise<unknown>): Promise<Answer> {
  try {
    return ((await call()) ?? { status: 'done' }) as Answer
  } catch (error) {
    const digest = (error as { digest?: string }).digest
    if (digest?.startsWith('NEXT_REDIRECT')) return { status: 'redirect', to: digest.split(';')[2] }
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// What the actions work on

const form = (fields: Record<string, string | File>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

let n = 0
async function newLead(spam = false): Promise<string> {
  const now = Date.now()
  const outcome = await submitLead('popupEnquiry', {
    name: `Permission Lead ${++n}`,
    phone: '9840012345',
    email: `lead-${n}@example.com`,
    website: spam ? 'x' : '',
    formRenderedAt: now - 20_000,
    formSubmittedAt: now,
    idempotencyKey: `permission-lead-${now}-${n}-abcdef`,
    form: 'popup',
  })
  if (outcome.outcome !== 'accepted') throw new Error(outcome.outcome)
  return outcome.reference
}

const leadRow = async (reference: string) =>
  (await getDb()).selectFrom('leads').selectAll().where('reference', '=', reference).executeTakeFirst()

async function activityCount(reference: string): Promise<number> {
  const lead = await leadRow(reference)
  const rows = await (await getDb()).selectFrom('lead_activity').select('id').where('lead_id', '=', lead!.id).execute()
  return rows.length
}

const tripRow = async (id: string) =>
  (await getDb()).selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

async function staffRow(email: string) {
  const { rows } = await sql<{
    id: string
    twoFactorEnabled: unknown
  }>`SELECT id, "twoFactorEnabled" FROM staff WHERE email = ${email}`.execute(await getDb())
  return rows[0]
}

async function sessionsOf(userId: string): Promise<number> {
  const { rows } = await sql<{
    n: number | string
  }>`SELECT COUNT(*) AS n FROM staff_sessions WHERE "userId" = ${userId}`.execute(await getDb())
  return Number(rows[0]!.n)
}

const totpCode = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate()

interface Account {
  id: string
  email: string
  password: string
  cookie: string
}

/** A staff member of its own, signed in, for an action that changes the caller's own account. */
async function ownAccount(caller: Who): Promise<Account> {
  const email = `own-${++n}@example.com`
  const password = `own-password-${n}`
  const member = await addStaff({ email, password, role: caller === 'agent' ? 'agent' : 'owner' })
  return { id: member.id, email, password, cookie: await signInCookie(email, password) }
}

/** Turns on the second factor of a signed-in account as the account page does; answers its key and new cookie. */
async function turnOnTwoFactor(account: Account, confirm: boolean): Promise<{ secret: string; cookie: string }> {
  const auth = await getAuth()
  const enabled = await auth.api.enableTwoFactor({
    body: { password: account.password },
    headers: new Headers({ cookie: account.cookie }),
  })
  if (enabled.method !== 'totp') throw new Error('The authenticator app method was not enabled')
  const secret = new URL(enabled.totpURI).searchParams.get('secret')!
  if (!confirm) return { secret, cookie: account.cookie }
  const res = await auth.api.verifyTOTP({
    body: { code: totpCode(secret) },
    headers: new Headers({ cookie: account.cookie }),
    asResponse: true,
  })
  expect(res.status).toBe(200)
  return { secret, cookie: cookiesOf(res) }
}

/** Accounts that are signed into, not signed in with, by the sign-in cases; one set per database. */
let signsIn: Account
let twoStep: Account & { secret: string }

const isOn = (value: unknown) => value === true || value === 1

// ---------------------------------------------------------------------------------------------
// One expectation per action, by module and exported name

/** A booking's money ledger, oldest entry first. */
async function ledgerOf(bookingId: number) {
  return (await getDb())
    .selectFrom('booking_payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute()
}

/** The lead's family page row (its link made, revoked, opened), if any. */
async function familyPageOf(reference: string) {
  const db = await getDb()
  const lead = await db.selectFrom('leads').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()
  return db.selectFrom('family_pages').selectAll().where('lead_id', '=', lead.id).executeTakeFirst()
}

const leadCase = (
  permission: Permission,
  params: Param[],
  prepare: (reference: string) => Pick<Prepared, 'args' | 'done'> | Promise<Pick<Prepared, 'args' | 'done'>>,
  spam = false,
): Case => ({ permission, params, prepare: async () => prepare(await newLead(spam)) })

const CASES: Record<string, Case> = {
  'lib/leads/desk/actions.ts#changeStageAction': leadCase('leads.work', ['reference', 'state', 'form'], (ref) => ({
    args: [ref, idle, form({ stage: 'contacted' })],
    done: async () => (await leadRow(ref))?.stage === 'contacted',
  })),
  'lib/leads/desk/actions.ts#addNoteAction': leadCase('leads.work', ['reference', 'state', 'form'], (ref) => ({
    args: [ref, idle, form({ note: 'Called back' })],
    done: async () => (await activityCount(ref)) === 1,
  })),
  'lib/leads/desk/actions.ts#assignAction': leadCase('leads.work', ['reference', 'state', 'form'], async (ref) => {
    const [member] = await listStaff()
    return {
      args: [ref, idle, form({ assignee: member!.id })],
      done: async () => (await leadRow(ref))?.assignee_id === member!.id,
    }
  }),
  'lib/leads/desk/actions.ts#takeLeadAction': leadCase('leads.work', ['reference'], (ref) => ({
    args: [ref],
    done: async () => (await leadRow(ref))?.assignee_id != null,
  })),
  'lib/leads/desk/actions.ts#setFollowUpAction': leadCase('leads.work', ['reference', 'state', 'form'], (ref) => ({
    args: [ref, idle, form({ when: 'morning' })],
    done: async () => ((await leadRow(ref))?.follow_up_at ?? 0) > Date.now(),
  })),
  'lib/leads/desk/actions.ts#notSpamAction': leadCase(
    'leads.work',
    ['reference'],
    (ref) => ({ args: [ref], done: async () => (await leadRow(ref))?.status === 'stored' }),
    true,
  ),
  'lib/leads/desk/actions.ts#spamAction': leadCase('leads.work', ['reference'], (ref) => ({
    args: [ref],
    done: async () => (await leadRow(ref))?.status === 'spam',
  })),
  'lib/leads/desk/actions.ts#retryAction': leadCase('leads.work', ['reference'], async (ref) => {
    // As in upstream mode: the lead waits in the outbox for a later attempt.
    const later = Date.now() + 60 * 60 * 1000
    await (
      await getDb()
    )
      .updateTable('leads')
      .set({ status: 'pending', next_attempt_at: later })
      .where('reference', '=', ref)
      .execute()
    return { args: [ref], done: async () => ((await leadRow(ref))?.next_attempt_at ?? later) < later }
  }),
  'lib/leads/desk/actions.ts#eraseAction': leadCase('leads.erase', ['reference', 'state', 'form'], (ref) => ({
    args: [ref, idle, form({ confirm: ref })],
    done: async () => (await leadRow(ref)) === undefined,
  })),

  'lib/leads/quotes/actions.ts#createQuoteAction': leadCase('leads.work', ['reference', 'quote'], (ref) => ({
    args: [ref, quoteInput],
    done: async () => (await quotesOf(ref)).length === 1,
  })),
  'lib/leads/quotes/actions.ts#saveQuoteDraftAction': leadCase(
    'leads.work',
    ['reference', 'quote number', 'version', 'quote'],
    async (ref) => {
      const quote = await quoteOn(ref)
      return {
        args: [ref, quote.number, quote.version, { ...quoteInput, note: 'Changed' }],
        done: async () => JSON.parse((await quotesOf(ref))[0]!.content).note === 'Changed',
      }
    },
  ),
  'lib/leads/quotes/actions.ts#sendQuoteAction': leadCase(
    'leads.work',
    ['reference', 'quote number', 'version', 'by email'],
    async (ref) => {
      const quote = await quoteOn(ref)
      return {
        args: [ref, quote.number, quote.version, false],
        done: async () => (await quotesOf(ref))[0]!.status === 'sent',
      }
    },
  ),
  'lib/leads/quotes/actions.ts#reviseQuoteAction': leadCase(
    'leads.work',
    ['reference', 'quote number', 'version'],
    async (ref) => {
      const quote = await quoteOn(ref, true)
      return { args: [ref, quote.number, quote.version], done: async () => (await quotesOf(ref)).length === 2 }
    },
  ),

  'lib/leads/family-page/actions.ts#revokeFamilyLinkAction': leadCase('leads.work', ['reference'], async (ref) => {
    await quoteOn(ref, true)
    return { args: [ref], done: async () => (await familyPageOf(ref))?.revoked_at != null }
  }),
  'lib/leads/family-page/actions.ts#makeFamilyLinkAction': leadCase('leads.work', ['reference'], async (ref) => {
    await quoteOn(ref, true)
    return { args: [ref], done: async () => (await familyPageOf(ref))?.token != null }
  }),

  'lib/bookings/money/actions.ts#recordPaymentAction': {
    permission: 'bookings.money',
    params: ['booking', 'state', 'form'],
    prepare: async () => {
      const { bookingId } = await insertMoneyBooking(await getDb())
      return {
        args: [bookingId, idle, form({ amount: '25000', onDay: todayInIndia(), mode: 'upi', reference: 'UPI-77' })],
        done: async () => (await ledgerOf(bookingId)).length === 1,
      }
    },
  },
  'lib/bookings/money/actions.ts#recordRefundAction': {
    permission: 'bookings.money',
    params: ['booking', 'state', 'form'],
    prepare: async () => {
      const { bookingId } = await insertMoneyBooking(await getDb())
      await recordPaymentReceived(testOwner, bookingId, { amount: 30_000, onDay: todayInIndia(), mode: 'cash' })
      await (
        await getDb()
      )
        .updateTable('bookings')
        .set({ status: 'cancelled', cancelled_at: Date.now() })
        .where('id', '=', bookingId)
        .execute()
      return {
        args: [bookingId, idle, form({ amount: '15000', onDay: todayInIndia(), mode: 'bank', reference: 'NEFT-5' })],
        done: async () => (await ledgerOf(bookingId)).some((row) => row.kind === 'refund'),
      }
    },
  },
  'lib/bookings/money/actions.ts#reversePaymentAction': {
    permission: 'bookings.money',
    params: ['booking', 'state', 'form'],
    prepare: async () => {
      const { bookingId } = await insertMoneyBooking(await getDb())
      const entry = await recordPaymentReceived(testOwner, bookingId, {
        amount: 500,
        onDay: todayInIndia(),
        mode: 'cash',
      })
      return {
        args: [bookingId, idle, form({ entry: String(entry.id), reason: 'Recorded on the wrong booking' })],
        done: async () => (await ledgerOf(bookingId)).some((row) => row.reverses_id === entry.id),
      }
    },
  },
  'lib/bookings/actions.ts#createBookingAction': {
    permission: 'bookings.manage',
    params: ['reference', 'booking form'],
    prepare: async () => {
      const reference = await newLead()
      await (await getDb()).updateTable('leads').set({ stage: 'quoted' }).where('reference', '=', reference).execute()
      const departure = await ownDeparture(10)
      return {
        args: [reference, bookingInput(departure.tripId, departure.day, 2)],
        done: async () => (await bookingsOfLead(reference)).length === 1,
      }
    },
  },
  'lib/bookings/actions.ts#saveTravellersAction': {
    permission: 'bookings.manage',
    params: ['booking', 'version', 'travellers'],
    prepare: async () => {
      const { id } = await bookedFamily()
      return {
        args: [id, 1, { travellers: [traveller('A'), traveller('B'), traveller('C')] }],
        done: async () => (await bookingRow(id))?.seats === 3,
      }
    },
  },
  'lib/bookings/actions.ts#cancelBookingAction': {
    permission: 'bookings.manage',
    params: ['booking', 'version', 'state', 'form'],
    prepare: async () => {
      const { id } = await bookedFamily()
      return {
        args: [id, 1, idle, form({ reason: 'Changed their plans' })],
        done: async () => (await bookingRow(id))?.status === 'cancelled',
      }
    },
  },

  'lib/reviews/moderation/actions.ts#publishReviewAction': {
    permission: 'reviews.moderate',
    params: ['review', 'version'],
    prepare: async () => {
      const db = await getDb()
      const { reviewId } = await insertSentReview(db)
      return { args: [reviewId, 1], done: async () => (await reviewRow(db, reviewId))?.status === 'approved' }
    },
  },
  'lib/reviews/moderation/actions.ts#hideReviewAction': {
    permission: 'reviews.moderate',
    params: ['review', 'version'],
    prepare: async () => {
      const db = await getDb()
      const { reviewId } = await insertSentReview(db)
      return { args: [reviewId, 1], done: async () => (await reviewRow(db, reviewId))?.status === 'hidden' }
    },
  },
  'lib/reviews/moderation/actions.ts#approvePhotoAction': {
    permission: 'reviews.moderate',
    params: ['review', 'photo', 'photo status'],
    prepare: async () => {
      const db = await getDb()
      const { reviewId, photoIds } = await insertSentReview(db)
      return {
        args: [reviewId, photoIds[0], 'pending'],
        done: async () => (await reviewPhotoRow(db, photoIds[0]!))?.file != null,
      }
    },
  },
  'lib/reviews/moderation/actions.ts#hidePhotoAction': {
    permission: 'reviews.moderate',
    params: ['review', 'photo', 'photo status'],
    prepare: async () => {
      const db = await getDb()
      const { reviewId, photoIds } = await insertSentReview(db)
      await decidePhoto(testOwner, reviewId, photoIds[1]!, 'pending', 'approved')
      return {
        args: [reviewId, photoIds[1], 'approved'],
        done: async () => (await reviewPhotoRow(db, photoIds[1]!))?.status === 'hidden',
      }
    },
  },
  'lib/reviews/moderation/actions.ts#saveReplyAction': {
    permission: 'reviews.reply',
    params: ['review', 'version', 'state', 'form'],
    prepare: async () => {
      const db = await getDb()
      const { reviewId } = await insertSentReview(db, { status: 'approved' })
      return {
        args: [reviewId, 1, idle, form({ reply: 'Thank you for travelling with us.' })],
        done: async () => (await reviewRow(db, reviewId))?.reply === 'Thank you for travelling with us.',
      }
    },
  },

  'lib/leads/desk/actions.ts#retryMessageAction': {
    permission: 'messages.manage',
    params: ['message'],
    prepare: async () => {
      // A staff e-mail that failed every attempt.
      const later = Date.now() + 60 * 60 * 1000
      const [job] = await (
        await getDb()
      )
        .insertInto('jobs')
        .values({ kind: 'notice', key: `notice:failed-${++n}`, state: 'failed', due_at: later, created_at: later })
        .returning('id')
        .execute()
      const dueAt = async () =>
        (await (await getDb()).selectFrom('jobs').select('due_at').where('id', '=', job!.id).executeTakeFirst())
          ?.due_at ?? later
      return { args: [job!.id], done: async () => (await dueAt()) < later }
    },
  },

  'lib/staff/actions.ts#addStaffAction': {
    permission: 'staff.manage',
    params: ['state', 'form'],
    prepare: async () => {
      const email = `added-${++n}@example.com`
      return {
        args: [idle, form({ email, password: 'a-long-password', role: 'agent' })],
        done: async () => (await staffRow(email)) !== undefined,
      }
    },
  },
  'lib/staff/actions.ts#removeStaffAction': {
    permission: 'staff.manage',
    params: ['state', 'form'],
    prepare: async () => {
      const email = `removable-${++n}@example.com`
      await addStaff({ email, password: 'a-long-password', role: 'agent' })
      return { args: [idle, form({ email })], done: async () => (await staffRow(email)) === undefined }
    },
  },
  'lib/staff/actions.ts#staffPasswordAction': {
    permission: 'staff.manage',
    params: ['state', 'form'],
    prepare: async () => {
      const email = `password-${++n}@example.com`
      await addStaff({ email, password: 'the-first-password', role: 'agent' })
      return {
        args: [idle, form({ email, password: 'the-second-password' })],
        done: async () => {
          const res = await (
            await getAuth()
          ).api.signInEmail({
            body: { email, password: 'the-second-password' },
            asResponse: true,
          })
          return res.status === 200
        },
      }
    },
  },
  'lib/staff/actions.ts#changeOwnPasswordAction': {
    permission: 'account.own',
    params: ['state', 'form'],
    prepare: async (caller) => {
      const account = await ownAccount(caller)
      const next = `${account.password}-next`
      return {
        args: [idle, form({ currentPassword: account.password, newPassword: next, newPasswordAgain: next })],
        session: account.cookie,
        done: async () => {
          const res = await (
            await getAuth()
          ).api.signInEmail({ body: { email: account.email, password: next }, asResponse: true })
          return res.status === 200
        },
      }
    },
  },
  'lib/staff/actions.ts#signOutAction': {
    permission: 'account.own',
    // Refused or not, it leads to the sign-in page; a refusal leaves the session as it was.
    refusal: () => ({ status: 'redirect', to: SIGN_IN }),
    params: [],
    prepare: async (caller) => {
      const role = caller === 'agent' ? 'agent' : 'owner'
      const session = await signInCookie(`${role}@example.com`, PASSWORDS[role])
      const auth = await getAuth()
      return {
        args: [],
        session,
        done: async () => (await auth.api.getSession({ headers: new Headers({ cookie: session }) })) === null,
      }
    },
  },

  'lib/staff/sign-in-actions.ts#signInAction': {
    permission: null,
    params: ['state', 'form'],
    prepare: async () => {
      const before = await sessionsOf(signsIn.id)
      return {
        args: [idle, form({ email: signsIn.email, password: signsIn.password })],
        done: async () => (await sessionsOf(signsIn.id)) > before,
      }
    },
  },
  'lib/staff/sign-in-actions.ts#verifyTotpAction': {
    permission: null,
    // A signed-in caller's own session is what better-auth checks the code against; it has no second factor.
    allowed: ['signed out'],
    refusal: (caller) =>
      caller === 'other site'
        ? usualRefusal(caller)
        : {
            status: 'error',
            message: 'That code is not right, or the sign-in has expired. Try the current code, or sign in again.',
          },
    params: ['state', 'form'],
    prepare: async () => {
      const res = await (
        await getAuth()
      ).api.signInEmail({
        body: { email: twoStep.email, password: twoStep.password },
        asResponse: true,
      })
      expect(await res.json()).toMatchObject({ twoFactorRedirect: true })
      const before = await sessionsOf(twoStep.id)
      return {
        args: [idle, form({ code: totpCode(twoStep.secret) })],
        extraCookie: cookiesOf(res),
        done: async () => (await sessionsOf(twoStep.id)) > before,
      }
    },
  },
  'lib/staff/sign-in-actions.ts#startTwoFactorAction': {
    permission: 'account.own',
    params: ['state', 'form'],
    prepare: async (caller) => {
      const account = await ownAccount(caller)
      return {
        args: [idle, form({ password: account.password })],
        session: account.cookie,
        done: async () => {
          const { rows } = await sql`SELECT id FROM staff_two_factors WHERE "userId" = ${account.id}`.execute(
            await getDb(),
          )
          return rows.length === 1
        },
      }
    },
  },
  'lib/staff/sign-in-actions.ts#confirmTwoFactorAction': {
    permission: 'account.own',
    params: ['state', 'form'],
    prepare: async (caller) => {
      const account = await ownAccount(caller)
      const { secret } = await turnOnTwoFactor(account, false)
      return {
        args: [idle, form({ code: totpCode(secret) })],
        session: account.cookie,
        done: async () => isOn((await staffRow(account.email))?.twoFactorEnabled),
      }
    },
  },
  'lib/staff/sign-in-actions.ts#disableTwoFactorAction': {
    permission: 'account.own',
    params: ['state', 'form'],
    prepare: async (caller) => {
      const account = await ownAccount(caller)
      const { cookie } = await turnOnTwoFactor(account, true)
      expect(isOn((await staffRow(account.email))?.twoFactorEnabled)).toBe(true)
      return {
        args: [idle, form({ password: account.password })],
        session: cookie,
        done: async () => !isOn((await staffRow(account.email))?.twoFactorEnabled),
      }
    },
  },

  'lib/catalog/editor/actions.ts#saveTripAction': {
    permission: 'catalog.edit',
    params: ['id or new', 'trip'],
    prepare: async () => {
      const { id, values } = await editableTrip(0)
      const price = values.price + 100
      return { args: [id, { ...values, price }], done: async () => (await tripRow(id)).price === price }
    },
  },
  'lib/catalog/editor/actions.ts#saveTripSectionAction': {
    permission: 'catalog.edit',
    params: ['id', 'section', 'trip'],
    prepare: async () => {
      const { id, values } = await editableTrip(0)
      const price = values.price + 100
      return {
        args: [id, 'basics', sectionValues('basics', { ...values, price })],
        done: async () => (await tripRow(id)).price === price,
      }
    },
  },
  'lib/catalog/editor/actions.ts#setTripPublishedAction': {
    permission: 'catalog.edit',
    params: ['id', 'published'],
    prepare: async () => {
      const { id } = await editableTrip(1)
      await (await getDb()).updateTable('trips').set({ published: 1 }).where('id', '=', id).execute()
      return { args: [id, false], done: async () => (await tripRow(id)).published === 0 }
    },
  },
  'lib/catalog/editor/actions.ts#duplicateTripAction': {
    permission: 'catalog.edit',
    params: ['id'],
    prepare: async () => {
      const { id } = await editableTrip(2)
      const count = async () => (await (await getDb()).selectFrom('trips').select('id').execute()).length
      const before = await count()
      return { args: [id], done: async () => (await count()) === before + 1 }
    },
  },
  'lib/catalog/editor/actions.ts#moveTripAction': {
    permission: 'catalog.edit',
    params: ['id', 'direction'],
    prepare: async () => {
      const { id } = await editableTrip(4)
      const before = (await tripRow(id)).position
      return { args: [id, 'up'], done: async () => (await tripRow(id)).position < before }
    },
  },
  'lib/catalog/editor/actions.ts#addTripPictureAction': {
    permission: 'catalog.edit',
    params: ['id', 'state', 'form'],
    prepare: async () => {
      const { id } = await editableTrip(5)
      const before = (await picturesOf(id)).length
      return {
        args: [id, idle, form({ alt: 'A test picture', file: await pngFile() })],
        done: async () => (await picturesOf(id)).length === before + 1,
      }
    },
  },
  'lib/catalog/editor/actions.ts#setPictureAltAction': {
    permission: 'catalog.edit',
    params: ['id', 'file', 'state', 'form'],
    prepare: async () => {
      const { id } = await editableTrip(6)
      const [picture] = await picturesOf(id)
      const alt = `Described ${++n}`
      return {
        args: [id, picture!.file, idle, form({ alt })],
        done: async () => (await picturesOf(id)).some((p) => p.file === picture!.file && p.alt === alt),
      }
    },
  },
  'lib/catalog/editor/actions.ts#movePictureAction': {
    permission: 'catalog.edit',
    params: ['id', 'file', 'direction'],
    prepare: async () => {
      const { id } = await editableTrip(7)
      const [first] = await picturesOf(id)
      return {
        args: [id, first!.file, 'down'],
        done: async () => (await picturesOf(id))[0]!.file !== first!.file,
      }
    },
  },
  'lib/catalog/editor/actions.ts#removePictureAction': {
    permission: 'catalog.edit',
    params: ['id', 'file'],
    prepare: async () => {
      const { id } = await editableTrip(8)
      const last = (await picturesOf(id)).at(-1)!
      return {
        args: [id, last.file],
        done: async () => !(await picturesOf(id)).some((p) => p.file === last.file),
      }
    },
  },
  'lib/catalog/editor/actions.ts#saveBannerAction': {
    permission: 'catalog.edit',
    params: ['id or new', 'state', 'form'],
    prepare: async () => {
      const db = await getDb()
      const banner = await db.selectFrom('banners').selectAll().orderBy('position').executeTakeFirstOrThrow()
      const title = `Banner ${++n}`
      return {
        args: [
          banner.id,
          idle,
          form({
            version: String(banner.version),
            tag: banner.tag ?? '',
            title,
            subtitle: banner.subtitle ?? '',
            buttonText: 'Explore',
            buttonUrl: '/pilgrimage',
          }),
        ],
        done: async () =>
          (await db.selectFrom('banners').select('title').where('id', '=', banner.id).executeTakeFirst())?.title ===
          title,
      }
    },
  },
  'lib/catalog/editor/actions.ts#saveReviewAction': {
    permission: 'catalog.edit',
    params: ['id or new', 'state', 'form'],
    prepare: async () => {
      const name = `Reviewer ${++n}`
      const db = await getDb()
      return {
        args: [null, idle, form({ version: '0', name, rating: '5', description: 'Lovely' })],
        done: async () => (await db.selectFrom('reviews').select('id').where('name', '=', name).execute()).length === 1,
      }
    },
  },
  'lib/catalog/editor/actions.ts#saveVideoAction': {
    permission: 'catalog.edit',
    params: ['id or new', 'state', 'form'],
    prepare: async () => {
      const title = `Video ${++n}`
      const db = await getDb()
      return {
        args: [null, idle, form({ version: '0', video: 'https://youtu.be/dQw4w9WgXcQ', title })],
        done: async () =>
          (await db.selectFrom('videos').select('id').where('title', '=', title).execute()).length === 1,
      }
    },
  },
  'lib/catalog/editor/actions.ts#moveContentAction': {
    permission: 'catalog.edit',
    params: ['kind', 'id', 'direction'],
    prepare: async () => {
      const db = await getDb()
      const review = (await db.selectFrom('reviews').select(['id', 'position']).orderBy('position').execute())[1]!
      const position = async () =>
        (await db.selectFrom('reviews').select('position').where('id', '=', review.id).executeTakeFirstOrThrow())
          .position
      return { args: ['reviews', review.id, 'up'], done: async () => (await position()) < review.position }
    },
  },
  'lib/catalog/editor/actions.ts#removeContentAction': {
    permission: 'catalog.edit',
    params: ['kind', 'id'],
    prepare: async () => {
      const db = await getDb()
      const id = `video-${++n}`
      await db
        .insertInto('videos')
        .values({ id, position: 100 + n, video_id: 'dQw4w9WgXcQ', thumbnail: 'x.webp', title: id, uploaded_on: null })
        .execute()
      return {
        args: ['videos', id],
        done: async () =>
          (await db.selectFrom('videos').select('id').where('id', '=', id).executeTakeFirst()) === undefined,
      }
    },
  },

  'lib/catalog/editor/departure-actions.ts#stepSeatsTakenAction': {
    permission: 'departures.seats',
    params: ['id', 'day', 'delta'],
    prepare: async () => {
      const { tripId, day, taken } = await countedDeparture()
      return { args: [tripId, day, 1], done: async () => (await taken()) === 4 }
    },
  },
  'lib/catalog/editor/departure-actions.ts#changeSeatsTakenAction': {
    permission: 'departures.seats',
    params: ['id', 'day', 'state', 'form'],
    prepare: async () => {
      const { tripId, day, taken } = await countedDeparture()
      return {
        args: [tripId, day, idle, form({ seats: '2', change: 'remove' })],
        done: async () => (await taken()) === 1,
      }
    },
  },
  'lib/catalog/editor/departure-actions.ts#saveDepartureBriefingAction': {
    permission: 'catalog.edit',
    params: ['id', 'day', 'state', 'form'],
    prepare: async () => {
      const { tripId, day, briefing } = await countedDeparture()
      return {
        args: [tripId, day, idle, form(BRIEFING_FORM)],
        done: async () => (await briefing()).reporting === BRIEFING_FORM.reporting,
      }
    },
  },
  'lib/catalog/editor/departure-actions.ts#addBoardingCityAction': {
    permission: 'catalog.edit',
    params: ['state', 'form'],
    prepare: async () => {
      const name = newCityName()
      const db = await getDb()
      return {
        args: [idle, form({ name })],
        done: async () =>
          (await db.selectFrom('boarding_cities').select('id').where('name', '=', name).executeTakeFirst()) !==
          undefined,
      }
    },
  },
  'lib/catalog/editor/departure-actions.ts#renameBoardingCityAction': {
    permission: 'catalog.edit',
    params: ['id', 'state', 'form'],
    prepare: async () => {
      const city = await ownBoardingCity()
      const name = newCityName()
      return { args: [city.id, idle, form({ name })], done: async () => (await city.row())?.name === name }
    },
  },
  'lib/catalog/editor/departure-actions.ts#moveBoardingCityAction': {
    permission: 'catalog.edit',
    params: ['id', 'direction'],
    prepare: async () => {
      const city = await ownBoardingCity()
      return { args: [city.id, 'up'], done: async () => (await city.row())!.position < city.position }
    },
  },
  'lib/catalog/editor/departure-actions.ts#removeBoardingCityAction': {
    permission: 'catalog.edit',
    params: ['id'],
    prepare: async () => {
      const city = await ownBoardingCity()
      return { args: [city.id], done: async () => (await city.row()) === undefined }
    },
  },
  'lib/catalog/editor/departure-actions.ts#saveFewSeatsAtAction': {
    permission: 'catalog.edit',
    params: ['state', 'form'],
    prepare: async () => {
      const { next, stored } = await fewSeatsSetting()
      return { args: [idle, form({ fewSeatsAt: String(next) })], done: async () => (await stored()) === String(next) }
    },
  },
  'lib/agency/actions.ts#addOfficeHolidayAction': {
    permission: 'office.holidays',
    params: ['state', 'form'],
    prepare: async () => {
      const day = newHolidayDay()
      return { args: [idle, form({ day, name: 'Pongal' })], done: () => isHoliday(day) }
    },
  },
  'lib/agency/actions.ts#saveAgencyParticularsAction': {
    permission: 'agency.particulars',
    params: ['state', 'form'],
    prepare: async () => {
      const particulars = particularsForm()
      return { args: [idle, form(particulars.values)], done: particulars.stored }
    },
  },
  'lib/agency/actions.ts#saveOwnContactAction': {
    permission: 'account.own',
    params: ['state', 'form'],
    prepare: async () => {
      const contact = ownContactForm()
      return { args: [idle, form(contact.values)], done: contact.stored }
    },
  },
  'lib/agency/actions.ts#saveOfficeWeekAction': {
    permission: 'office.holidays',
    params: ['state', 'form'],
    prepare: async () => {
      const week = officeWeekForm()
      return { args: [idle, form(week.values)], done: week.stored }
    },
  },
  'lib/agency/actions.ts#removeOfficeHolidayAction': {
    permission: 'office.holidays',
    params: ['state', 'form'],
    prepare: async () => {
      const day = await storedHoliday()
      return { args: [idle, form({ day })], done: async () => !(await isHoliday(day)) }
    },
  },
}

// ---------------------------------------------------------------------------------------------

/** Every exported action, as `module#name`, found by enumerating the modules. */
type Action = (...args: unknown[]) => Promise<unknown>
const ACTIONS: [string, Action][] = Object.entries(MODULES).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, value]): [string, Action] => [`${file}#${name}`, value as Action]),
)

function caseOf(key: string): Case {
  const found = CASES[key]
  if (!found) throw new Error(`${key} is a server action with no expectation in this test: add one to CASES`)
  return found
}

describe('the back office’s server actions', () => {
  it('are the exports of these modules, each a function with an expectation here', () => {
    expect(useServerModules()).toEqual(Object.keys(MODULES).sort())
    for (const [file, exports] of Object.entries(MODULES)) {
      expect([file, Object.keys(exports).sort()]).toEqual([file, exportedFunctionsInSource(file)])
    }
    for (const [key, action] of ACTIONS) {
      expect([key, typeof action]).toEqual([key, 'function'])
      expect(CASES).toHaveProperty([key])
    }
    expect(Object.keys(CASES).sort()).toEqual(ACTIONS.map(([key]) => key).sort())
  })
})

describe.each(STORAGE_KINDS)('on %s', (kind) => {
  let cleanup: () => Promise<void>
  const savedSecret = process.env.AUTH_SECRET
  beforeAll(async () => {
    // With DATABASE_URL every instance signs sessions with one secret (lib/staff/secret.ts).
    process.env.AUTH_SECRET = 'a-secret-of-at-least-thirty-two-characters'
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    cleanup = await useStorage(kind)
    await addStaff({ email: 'owner@example.com', password: PASSWORDS.owner, role: 'owner', name: 'Owner' })
    await addStaff({ email: 'agent@example.com', password: PASSWORDS.agent, role: 'agent', name: 'Agent' })
    cookies.owner = await signInCookie('owner@example.com', PASSWORDS.owner)
    cookies.agent = await signInCookie('agent@example.com', PASSWORDS.agent)
    signsIn = await ownAccount('agent')
    const pending = await ownAccount('agent')
    twoStep = { ...pending, secret: (await turnOnTwoFactor(pending, true)).secret }
    // The catalogue is seeded on its first read.
    await listEditorCatalog()
    otherLeadsQuote = (await quoteOn(await newLead())).number
    // The comparison of snapshots covers what the actions change.
    expect(Object.keys(await snapshot())).toEqual(
      expect.arrayContaining(['audit_log', 'banners', 'leads', 'staff', 'staff_sessions', 'trip_images', 'trips']),
    )
  })
  afterAll(async () => {
    await cleanup()
    if (savedSecret === undefined) delete process.env.AUTH_SECRET
    else process.env.AUTH_SECRET = savedSecret
    jest.restoreAllMocks()
  })

  it('refuses, in the data layer, a caller whose role lacks the permission, whoever asked first', async () => {
    // No role today lacks `leads.read`; a role the staff table may still hold after it is dropped does.
    const former = { ...testAgent, role: 'former' as never }
    const filters = parseLeadFilters({})
    const reference = await newLead()
    await expect(listLeads('inbox', filters, former)).rejects.toThrow(NotAllowed)
    expect(() => leadsForExport('inbox', filters, former)).toThrow(NotAllowed)
    await expect(getLeadDetail(former, reference)).rejects.toThrow(NotAllowed)
    await expect(deskCounts(former)).rejects.toThrow(NotAllowed)
    await expect(listSubscribers(former, 1)).rejects.toThrow(NotAllowed)
    await expect(allSubscribers(former)).rejects.toThrow(NotAllowed)
    await expect(listAudit(testAgent)).rejects.toThrow(NotAllowed)
    await expect(eraseLead(testAgent, reference)).rejects.toThrow(NotAllowed)
    await expect(listWaitingMessages(testAgent)).rejects.toThrow(NotAllowed)
    await expect(retryMessage(testAgent, 1)).rejects.toThrow(NotAllowed)
    expect(await leadRow(reference)).toBeDefined()
    expect((await getLeadDetail(testAgent, reference))?.reference).toBe(reference)
    expect(await listAudit(testOwner)).toEqual(expect.any(Array))
  })

  describe.each(ACTIONS)('%s', (key, action) => {
    it.each(CALLERS)('called by %s: allowed exactly where its permission says', async (caller) => {
      const c = caseOf(key)
      const prepared = await c.prepare(caller)
      const allowed = allowedCallers(c).includes(caller)
      // What a refused call must leave as it was (an allowed one is checked by what it did instead).
      const before = allowed ? undefined : await snapshot()
      actAs(caller, prepared)
      const answer = await run(() => action(...prepared.args))
      if (allowed) {
        expect(['ok', 'redirect', 'done']).toContain(answer.status)
        expect(await prepared.done()).toBe(true)
      } else {
        expect(answer).toEqual((c.refusal ?? usualRefusal)(caller))
        expect(await prepared.done()).toBe(false)
        expect(await snapshot()).toEqual(before)
      }
    })

    it('refuses each malformed argument without a change, then takes the good ones', async () => {
      const c = caseOf(key)
      expect(c.params).toHaveLength(action.length)
      // An owner, or for the second step of signing in the one caller it serves.
      const caller = allowedCallers(c).includes('owner') ? 'owner' : allowedCallers(c)[0]!
      const prepared = await c.prepare(caller)
      const before = await snapshot()
      for (const [position, param] of c.params.entries()) {
        for (const value of BAD[param](prepared.args[position])) {
          const unknown = value instanceof Unknown
          const bad = unknown ? value.value : value
          const args = prepared.args.with(position, bad)
          actAs(caller, prepared)
          const answer = await run(() => action(...args))
          const what = `${param} argument ${JSON.stringify(bad)?.slice(0, 40)}`
          expect([what, answer.status]).toEqual([what, 'error'])
          if (
            unknown ||
            param === 'trip' ||
            param === 'quote' ||
            param === 'booking form' ||
            param === 'travellers' ||
            bad instanceof FormData
          ) {
            expect([what, answer.message]).toEqual([what, expect.any(String)])
          } else {
            expect([what, answer.message]).toEqual([what, MALFORMED_REQUEST])
          }
        }
      }
      expect(await snapshot()).toEqual(before)
      actAs(caller, prepared)
      const answer = await run(() => action(...prepared.args))
      expect(['ok', 'redirect', 'done']).toContain(answer.status)
      expect(await prepared.done()).toBe(true)
    })
  })
})
