import { sql } from 'kysely'
import { getAuth } from '@/lib/staff/auth'
import { addStaff, listStaff } from '@/lib/staff/accounts'
import { getDb } from '@/lib/platform/db'
import { submitLead } from '@/lib/leads/intake/service'
import { listEditorCatalog } from '@/lib/catalog/editor/trips'
import { sectionValues } from '@/lib/catalog/editor/trip-schema'
import { TRIP_CACHE_TAGS } from '@/lib/site/constants'
import { snapshot } from './support/db-snapshot'
import { exportedFunctionsInSource, useServerModules } from './support/server-actions'
import { useStorage } from './support/storage'
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
import { testOwner } from './support/staff'
import { recordPaymentReceived } from '@/lib/bookings/money/store'
import { todayInIndia } from '@/lib/site/format'
import {
  bookedFamily,
  bookingInput,
  bookingRow,
  bookingsOfLead,
  ownDeparture,
  quotedLead as bookableLead,
  traveller,
} from './support/bookings'
import { insertSentReview, reviewPhotoRow, reviewRow } from './support/rmod-rows'
import { decidePhoto } from '@/lib/reviews/moderation/commands'
import { TRAVELLER_REVIEWS_TAG } from '@/lib/reviews/constants'

/**
 * Every server action of the back office, for each caller: an owner, an agent, nobody signed
 * in, and an owner's session sent from another site. Each is allowed or refused as the roles
 * promise (owners everything, agents leads only; written out here, not read from
 * lib/staff/permissions.ts), and a refused call answers the refusal, changes no row of any table
 * and expires no cache tag. The actions are the exports of the 'use server' modules, found in the
 * source: a new one fails this suite until it has a case here. The sign-in page's own actions
 * (lib/staff/sign-in-actions.ts, open to a signed-out caller) are called by
 * tests/back-office-permissions.test.ts, which enumerates every module.
 */

const request = { headers: new Headers() }
jest.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, delete: () => undefined }),
}))
/** The cache tags the catalogue actions expired, in order. */
const updatedTags: string[] = []
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  refresh: () => undefined,
  updateTag: (tag: string) => updatedTags.push(tag),
}))

// Imported after the mocks, which the actions read.
/* eslint-disable @typescript-eslint/no-require-imports */
const actions = require('@/lib/leads/desk/actions') as typeof import('@/lib/leads/desk/actions')
const staffActions = require('@/lib/staff/actions') as typeof import('@/lib/staff/actions')
const catalogActions = require('@/lib/catalog/editor/actions') as typeof import('@/lib/catalog/editor/actions')
const departureActions =
  require('@/lib/catalog/editor/departure-actions') as typeof import('@/lib/catalog/editor/departure-actions')
const quoteActions = require('@/lib/leads/quotes/actions') as typeof import('@/lib/leads/quotes/actions')
const agencyActions = require('@/lib/agency/actions') as typeof import('@/lib/agency/actions')
const familyPageActions = require('@/lib/leads/family-page/actions') as typeof import('@/lib/leads/family-page/actions')
const moneyActions = require('@/lib/bookings/money/actions') as typeof import('@/lib/bookings/money/actions')
const bookingActions = require('@/lib/bookings/actions') as typeof import('@/lib/bookings/actions')
const reviewActions = require('@/lib/reviews/moderation/actions') as typeof import('@/lib/reviews/moderation/actions')
/* eslint-enable @typescript-eslint/no-require-imports */

/** The back office's action modules, by their path in the source. */
const MODULES: Record<string, Record<string, unknown>> = {
  'lib/leads/desk/actions.ts': actions,
  'lib/staff/actions.ts': staffActions,
  'lib/catalog/editor/actions.ts': catalogActions,
  'lib/catalog/editor/departure-actions.ts': departureActions,
  'lib/leads/quotes/actions.ts': quoteActions,
  'lib/agency/actions.ts': agencyActions,
  'lib/leads/family-page/actions.ts': familyPageActions,
  'lib/bookings/money/actions.ts': moneyActions,
  'lib/bookings/actions.ts': bookingActions,
  'lib/reviews/moderation/actions.ts': reviewActions,
}
const SIGN_IN_MODULE = 'lib/staff/sign-in-actions.ts'

type Action = (...args: unknown[]) => Promise<unknown>
/** Every action, as `module#name`. */
const ACTIONS = new Map<string, Action>(
  Object.entries(MODULES).flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, value]): [string, Action] => [`${file}#${name}`, value as Action]),
  ),
)

const ORIGIN = 'http://localhost:3000'
const SIGN_IN = '/admin/sign-in'
const idle = { status: 'idle' } as const
type Caller = 'owner' | 'agent' | 'signed out' | 'other site'
const cookies: Record<'owner' | 'agent', string> = { owner: '', agent: '' }
const PASSWORDS = { owner: 'owner-password', agent: 'agent-password' }

/** Sends the next call as `caller`; `session` is the caller's own session instead of the shared one. */
function actAs(caller: Caller, session?: string) {
  const cookie = caller === 'signed out' ? '' : (session ?? (caller === 'agent' ? cookies.agent : cookies.owner))
  request.headers = new Headers({
    host: 'localhost:3000',
    origin: caller === 'other site' ? 'https://evil.example' : ORIGIN,
    ...(cookie ? { cookie } : {}),
  })
}

const form = (fields: Record<string, string | File>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

let leadNumber = 0
async function newLead(spam = false): Promise<string> {
  const now = Date.now()
  const outcome = await submitLead('popupEnquiry', {
    name: `Action Lead ${++leadNumber}`,
    phone: '9840012345',
    website: spam ? 'x' : '',
    formRenderedAt: now - 20_000,
    formSubmittedAt: now,
    idempotencyKey: `action-lead-${now}-${leadNumber}-abcdef`,
    form: 'popup',
  })
  if (outcome.outcome !== 'accepted') throw new Error(outcome.outcome)
  return outcome.reference
}

/** The lead's family page row (its link made, revoked, opened), if any. */
async function familyPageOf(reference: string) {
  const db = await getDb()
  const lead = await db.selectFrom('leads').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()
  return db.selectFrom('family_pages').selectAll().where('lead_id', '=', lead.id).executeTakeFirst()
}

/** A booking's money ledger, oldest entry first. */
async function ledgerOf(bookingId: number) {
  return (await getDb())
    .selectFrom('booking_payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute()
}

async function leadRow(reference: string) {
  return (await getDb()).selectFrom('leads').selectAll().where('reference', '=', reference).executeTakeFirst()
}

async function signInCookie(email: string, password: string): Promise<string> {
  const res = await (await getAuth()).api.signInEmail({ body: { email, password }, asResponse: true })
  expect(res.status).toBe(200)
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

type Answer = { status: string; message?: string; to?: string }

/** Runs an action: its answer, or where its redirect leads (how erasure, a new trip and sign-out say done). */
async function run(action: () => Promise<unknown>): Promise<Answer> {
  try {
    return ((await action()) ?? { status: 'done' }) as Answer
  } catch (error) {
    const digest = (error as { digest?: string }).digest
    if (digest?.startsWith('NEXT_REDIRECT')) return { status: 'redirect', to: digest.split(';')[2] }
    throw error
  }
}

interface Prepared {
  args: unknown[]
  /** Whether the call's change is in the database. */
  done: () => Promise<boolean>
  /** The session the caller sends instead of the shared owner's or agent's (one the call may end). */
  session?: string
}

interface Case {
  name: string
  /** The action called, as `module#name`. */
  action: string
  allowed: Caller[]
  /** What a refused caller hears, when it is not the back office's usual refusal. */
  refusal?: Answer
  /** Makes what the action works on for this caller, and answers its arguments and a probe of its effect. */
  prepare: (caller: Caller) => Promise<Prepared>
}

function usualRefusal(caller: Caller): Answer {
  const message =
    caller === 'other site'
      ? 'The request came from another site'
      : caller === 'signed out'
        ? 'Please sign in again'
        : 'Your role does not allow this'
  return { status: 'error', message }
}

const stageOf = async (reference: string) => (await leadRow(reference))?.stage
const activityCount = async (reference: string) => {
  const lead = await leadRow(reference)
  const rows = await (await getDb()).selectFrom('lead_activity').select('id').where('lead_id', '=', lead!.id).execute()
  return rows.length
}

async function tripRow(id: string) {
  return (await getDb()).selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** A new lead with a quote of its own: a draft, or sent (on WhatsApp). */
const quotedLead = async (sent = false) => quoteOn(await newLead(), sent)

let staffNumber = 0
let tripNumber = 0
const CASES: Case[] = [
  {
    name: 'save a trip',
    action: 'lib/catalog/editor/actions.ts#saveTripAction',
    allowed: ['owner'],
    prepare: async () => {
      const { id, values } = await editableTrip()
      const price = values.price + 100
      return {
        args: [id, { ...values, price }],
        done: async () => (await tripRow(id)).price === price,
      }
    },
  },
  {
    name: 'save a section of a trip',
    action: 'lib/catalog/editor/actions.ts#saveTripSectionAction',
    allowed: ['owner'],
    prepare: async () => {
      const { id, values } = await editableTrip()
      const price = values.price + 100
      return {
        args: [id, 'basics', sectionValues('basics', { ...values, price })],
        done: async () => (await tripRow(id)).price === price,
      }
    },
  },
  {
    name: 'create a trip',
    action: 'lib/catalog/editor/actions.ts#saveTripAction',
    allowed: ['owner'],
    prepare: async () => {
      const { values } = await editableTrip()
      const slug = `created-by-action-${++tripNumber}`
      return {
        args: [null, { ...values, version: 0, slug }],
        done: async () =>
          (await (await getDb()).selectFrom('trips').select('id').where('slug', '=', slug).executeTakeFirst()) !==
          undefined,
      }
    },
  },
  {
    name: 'hide a trip',
    action: 'lib/catalog/editor/actions.ts#setTripPublishedAction',
    allowed: ['owner'],
    prepare: async () => {
      const { id } = await editableTrip(1)
      await (await getDb()).updateTable('trips').set({ published: 1 }).where('id', '=', id).execute()
      return {
        args: [id, false],
        done: async () => (await tripRow(id)).published === 0,
      }
    },
  },
  {
    name: 'duplicate a trip',
    action: 'lib/catalog/editor/actions.ts#duplicateTripAction',
    allowed: ['owner'],
    prepare: async () => {
      const { id } = await editableTrip(2)
      const count = async () => (await (await getDb()).selectFrom('trips').select('id').execute()).length
      const before = await count()
      return {
        args: [id],
        done: async () => (await count()) === before + 1,
      }
    },
  },
  {
    name: 'add a review',
    action: 'lib/catalog/editor/actions.ts#saveReviewAction',
    allowed: ['owner'],
    prepare: async () => {
      const name = `Reviewer ${++tripNumber}`
      const reviews = async () =>
        (await (await getDb()).selectFrom('reviews').select('id').where('name', '=', name).execute()).length
      return {
        args: [null, idle, form({ version: '0', name, rating: '5', description: 'Lovely' })],
        done: async () => (await reviews()) === 1,
      }
    },
  },
  {
    name: 'remove a video',
    action: 'lib/catalog/editor/actions.ts#removeContentAction',
    allowed: ['owner'],
    prepare: async () => {
      const db = await getDb()
      const id = `video-${++tripNumber}`
      await db
        .insertInto('videos')
        .values({
          id,
          position: 100 + tripNumber,
          video_id: 'dQw4w9WgXcQ',
          thumbnail: 'x.webp',
          title: id,
          uploaded_on: null,
        })
        .execute()
      return {
        args: ['videos', id],
        done: async () =>
          (await db.selectFrom('videos').select('id').where('id', '=', id).executeTakeFirst()) === undefined,
      }
    },
  },
  {
    name: 'move a trip',
    action: 'lib/catalog/editor/actions.ts#moveTripAction',
    allowed: ['owner'],
    prepare: async () => {
      const { id } = await editableTrip(4)
      const before = (await tripRow(id)).position
      return {
        args: [id, 'up'],
        done: async () => (await tripRow(id)).position < before,
      }
    },
  },
  {
    name: 'change a stage',
    action: 'lib/leads/desk/actions.ts#changeStageAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      return {
        args: [reference, idle, form({ stage: 'contacted' })],
        done: async () => (await stageOf(reference)) === 'contacted',
      }
    },
  },
  {
    name: 'win a lead that names a departure: no seat taken until the family is booked',
    action: 'lib/leads/desk/actions.ts#changeStageAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const db = await getDb()
      const { id } = await editableTrip()
      const trip = await tripRow(id)
      const departsOn = `2032-01-${String(++tripNumber).padStart(2, '0')}`
      await db
        .insertInto('trip_departures')
        .values({ trip_id: id, departs_on: departsOn, seats_offered: 10, seats_taken: 1, status: null })
        .execute()
      const now = Date.now()
      const outcome = await submitLead('tripEnquiry', {
        name: `Booking Lead ${tripNumber}`,
        mobileNumber: '9840012345',
        tripId: trip.slug,
        numberOfTravellers: 3,
        departure: departsOn,
        website: '',
        formRenderedAt: now - 20_000,
        formSubmittedAt: now,
        idempotencyKey: `booking-lead-${now}-${tripNumber}-abcdef`,
        form: 'trip-enquiry',
      })
      if (outcome.outcome !== 'accepted') throw new Error(outcome.outcome)
      const seatsTaken = async () =>
        (
          await db
            .selectFrom('trip_departures')
            .select('seats_taken')
            .where('trip_id', '=', id)
            .where('departs_on', '=', departsOn)
            .executeTakeFirstOrThrow()
        ).seats_taken
      return {
        args: [outcome.reference, idle, form({ stage: 'won', addSeats: '1' })],
        // The old "add seats" box, sent anyway, is not read: the owner's seats stay as they were.
        done: async () => (await stageOf(outcome.reference)) === 'won' && (await seatsTaken()) === 1,
      }
    },
  },
  {
    name: 'add a note',
    action: 'lib/leads/desk/actions.ts#addNoteAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      return {
        args: [reference, idle, form({ note: 'Called back' })],
        done: async () => (await activityCount(reference)) === 1,
      }
    },
  },
  {
    name: 'assign',
    action: 'lib/leads/desk/actions.ts#assignAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      const [member] = await listStaff()
      return {
        args: [reference, idle, form({ assignee: member!.id })],
        done: async () => (await leadRow(reference))?.assignee_id === member!.id,
      }
    },
  },
  {
    name: 'take a lead',
    action: 'lib/leads/desk/actions.ts#takeLeadAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      return {
        args: [reference],
        done: async () => (await leadRow(reference))?.assignee_id != null,
      }
    },
  },
  {
    name: 'set a follow-up',
    action: 'lib/leads/desk/actions.ts#setFollowUpAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      return {
        args: [reference, idle, form({ when: 'morning' })],
        done: async () => Number((await leadRow(reference))?.follow_up_at ?? 0) > Date.now(),
      }
    },
  },
  {
    name: 'mark as spam',
    action: 'lib/leads/desk/actions.ts#spamAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      return {
        args: [reference],
        done: async () => (await leadRow(reference))?.status === 'spam',
      }
    },
  },
  {
    name: 'not spam',
    action: 'lib/leads/desk/actions.ts#notSpamAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead(true)
      return {
        args: [reference],
        done: async () => (await leadRow(reference))?.status === 'stored',
      }
    },
  },
  {
    name: 'erase a lead',
    action: 'lib/leads/desk/actions.ts#eraseAction',
    allowed: ['owner'],
    prepare: async () => {
      const reference = await newLead()
      return {
        args: [reference, idle, form({ confirm: reference })],
        done: async () => (await leadRow(reference)) === undefined,
      }
    },
  },
  {
    name: 'add a staff member',
    action: 'lib/staff/actions.ts#addStaffAction',
    allowed: ['owner'],
    prepare: async () => {
      const email = `added-${++staffNumber}@example.com`
      return {
        args: [idle, form({ email, password: 'a-long-password', role: 'agent' })],
        done: async () => (await listStaff()).some((m) => m.email === email),
      }
    },
  },
  {
    name: 'remove a staff member',
    action: 'lib/staff/actions.ts#removeStaffAction',
    allowed: ['owner'],
    prepare: async () => {
      const email = `removable-${++staffNumber}@example.com`
      await addStaff({ email, password: 'a-long-password', role: 'agent' })
      return {
        args: [idle, form({ email })],
        done: async () => !(await listStaff()).some((m) => m.email === email),
      }
    },
  },
  {
    name: "set a staff member's password",
    action: 'lib/staff/actions.ts#staffPasswordAction',
    allowed: ['owner'],
    prepare: async () => {
      const email = `password-${++staffNumber}@example.com`
      await addStaff({ email, password: 'the-first-password', role: 'agent' })
      const hash = async () => {
        const db = await getDb()
        const member = (await listStaff()).find((m) => m.email === email)!
        const { rows } = await sql<{
          password: string
        }>`SELECT password FROM staff_accounts WHERE "userId" = ${member.id}`.execute(db)
        return rows[0]!
      }
      const before = (await hash()).password
      return {
        args: [idle, form({ email, password: 'the-second-password' })],
        done: async () => (await hash()).password !== before,
      }
    },
  },
  {
    name: 'change one’s own password',
    action: 'lib/staff/actions.ts#changeOwnPasswordAction',
    allowed: ['owner', 'agent'],
    prepare: async (caller) => {
      const email = `own-password-${++staffNumber}@example.com`
      await addStaff({ email, password: 'the-first-password', role: caller === 'agent' ? 'agent' : 'owner' })
      const next = 'the-second-password'
      return {
        args: [idle, form({ currentPassword: 'the-first-password', newPassword: next, newPasswordAgain: next })],
        session: await signInCookie(email, 'the-first-password'),
        done: async () => {
          const res = await (await getAuth()).api.signInEmail({ body: { email, password: next }, asResponse: true })
          return res.status === 200
        },
      }
    },
  },
  {
    name: 'sign out',
    action: 'lib/staff/actions.ts#signOutAction',
    allowed: ['owner', 'agent'],
    // Refused or not, it opens the sign-in page; a refusal leaves the session as it was.
    refusal: { status: 'redirect', to: SIGN_IN },
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
  {
    name: 'retry a delivery',
    action: 'lib/leads/desk/actions.ts#retryAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      // As in upstream mode: the lead waits in the outbox for a later attempt.
      const later = Date.now() + 60 * 60 * 1000
      await (
        await getDb()
      )
        .updateTable('leads')
        .set({ status: 'pending', next_attempt_at: later })
        .where('reference', '=', reference)
        .execute()
      return {
        args: [reference],
        done: async () => ((await leadRow(reference))?.next_attempt_at ?? later) < later,
      }
    },
  },
  {
    name: 'retry a failed message',
    action: 'lib/leads/desk/actions.ts#retryMessageAction',
    allowed: ['owner'],
    prepare: async () => {
      // A staff e-mail that failed every attempt.
      const later = Date.now() + 60 * 60 * 1000
      const key = `notice:failed-${Date.now()}-${Math.random()}`
      const [job] = await (
        await getDb()
      )
        .insertInto('jobs')
        .values({ kind: 'notice', key, state: 'failed', due_at: later, created_at: later })
        .returning('id')
        .execute()
      return {
        args: [job!.id],
        done: async () => {
          const row = await (await getDb()).selectFrom('jobs').select('state').where('key', '=', key).executeTakeFirst()
          return row?.state === 'pending'
        },
      }
    },
  },
  {
    name: 'add a picture',
    action: 'lib/catalog/editor/actions.ts#addTripPictureAction',
    allowed: ['owner'],
    prepare: async () => {
      const { id } = await editableTrip(5)
      const before = (await picturesOf(id)).length
      return {
        args: [id, idle, form({ alt: 'A test picture', file: await pngFile() })],
        done: async () => (await picturesOf(id)).length === before + 1,
      }
    },
  },
  {
    name: 'describe a picture',
    action: 'lib/catalog/editor/actions.ts#setPictureAltAction',
    allowed: ['owner'],
    prepare: async () => {
      const { id } = await editableTrip(6)
      const [picture] = await picturesOf(id)
      const alt = `Described ${++tripNumber}`
      return {
        args: [id, picture!.file, idle, form({ alt })],
        done: async () => (await picturesOf(id)).some((p) => p.file === picture!.file && p.alt === alt),
      }
    },
  },
  {
    name: 'move a picture',
    action: 'lib/catalog/editor/actions.ts#movePictureAction',
    allowed: ['owner'],
    prepare: async () => {
      const { id } = await editableTrip(7)
      const [first] = await picturesOf(id)
      return {
        args: [id, first!.file, 'down'],
        done: async () => (await picturesOf(id))[0]!.file !== first!.file,
      }
    },
  },
  {
    name: 'remove a picture',
    action: 'lib/catalog/editor/actions.ts#removePictureAction',
    allowed: ['owner'],
    prepare: async () => {
      const { id } = await editableTrip(8)
      const last = (await picturesOf(id)).at(-1)!
      return {
        args: [id, last.file],
        done: async () => !(await picturesOf(id)).some((p) => p.file === last.file),
      }
    },
  },
  {
    name: 'save a banner',
    action: 'lib/catalog/editor/actions.ts#saveBannerAction',
    allowed: ['owner'],
    prepare: async () => {
      const db = await getDb()
      const banner = await db.selectFrom('banners').selectAll().orderBy('position').executeTakeFirstOrThrow()
      const title = `Banner ${++tripNumber}`
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
  {
    name: 'add a video',
    action: 'lib/catalog/editor/actions.ts#saveVideoAction',
    allowed: ['owner'],
    prepare: async () => {
      const title = `Video ${++tripNumber}`
      const db = await getDb()
      return {
        args: [null, idle, form({ version: '0', video: 'https://youtu.be/dQw4w9WgXcQ', title })],
        done: async () =>
          (await db.selectFrom('videos').select('id').where('title', '=', title).execute()).length === 1,
      }
    },
  },
  {
    name: 'move a review',
    action: 'lib/catalog/editor/actions.ts#moveContentAction',
    allowed: ['owner'],
    prepare: async () => {
      const db = await getDb()
      const review = (await db.selectFrom('reviews').select(['id', 'position']).orderBy('position').execute())[1]!
      const position = async () =>
        (await db.selectFrom('reviews').select('position').where('id', '=', review.id).executeTakeFirstOrThrow())
          .position
      return { args: ['reviews', review.id, 'up'], done: async () => (await position()) < review.position }
    },
  },
  {
    name: 'make a quote',
    action: 'lib/leads/quotes/actions.ts#createQuoteAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      return { args: [reference, quoteInput], done: async () => (await quotesOf(reference)).length === 1 }
    },
  },
  {
    name: 'change a draft quote',
    action: 'lib/leads/quotes/actions.ts#saveQuoteDraftAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const quote = await quotedLead()
      return {
        args: [quote.reference, quote.number, quote.version, { ...quoteInput, note: 'Changed' }],
        done: async () => JSON.parse((await quotesOf(quote.reference))[0]!.content).note === 'Changed',
      }
    },
  },
  {
    name: 'send a quote',
    action: 'lib/leads/quotes/actions.ts#sendQuoteAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const quote = await quotedLead()
      return {
        args: [quote.reference, quote.number, quote.version, false],
        done: async () => (await quotesOf(quote.reference))[0]!.status === 'sent',
      }
    },
  },
  {
    name: 'make the next version of a sent quote',
    action: 'lib/leads/quotes/actions.ts#reviseQuoteAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const quote = await quotedLead(true)
      return {
        args: [quote.reference, quote.number, quote.version],
        done: async () => (await quotesOf(quote.reference)).length === 2,
      }
    },
  },
  {
    name: 'revoke the family’s link',
    action: 'lib/leads/family-page/actions.ts#revokeFamilyLinkAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const quote = await quotedLead(true)
      return { args: [quote.reference], done: async () => (await familyPageOf(quote.reference))?.revoked_at != null }
    },
  },
  {
    name: 'make a new link to the family’s page',
    action: 'lib/leads/family-page/actions.ts#makeFamilyLinkAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const quote = await quotedLead(true)
      return { args: [quote.reference], done: async () => (await familyPageOf(quote.reference))?.token != null }
    },
  },
  {
    name: 'record money received',
    action: 'lib/bookings/money/actions.ts#recordPaymentAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const { bookingId } = await insertMoneyBooking(await getDb())
      return {
        args: [bookingId, idle, form({ amount: '25000', onDay: todayInIndia(), mode: 'upi', reference: 'UPI-77' })],
        done: async () => (await ledgerOf(bookingId)).some((row) => row.amount === 25_000 && row.receipt_number),
      }
    },
  },
  {
    name: 'book a family',
    action: 'lib/bookings/actions.ts#createBookingAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const lead = await bookableLead()
      const departure = await ownDeparture(10)
      return {
        args: [lead.reference, bookingInput(departure.tripId, departure.day, 2)],
        done: async () => (await bookingsOfLead(lead.reference)).length === 1,
      }
    },
  },
  {
    name: 'record a refund paid out',
    action: 'lib/bookings/money/actions.ts#recordRefundAction',
    allowed: ['owner', 'agent'],
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
        done: async () => (await ledgerOf(bookingId)).some((row) => row.kind === 'refund' && row.amount === 15_000),
      }
    },
  },
  {
    name: 'change a booking’s travellers',
    action: 'lib/bookings/actions.ts#saveTravellersAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const { id } = await bookedFamily()
      return {
        args: [id, 1, { travellers: [traveller('A'), traveller('B'), traveller('C')] }],
        done: async () => (await bookingRow(id))?.seats === 3,
      }
    },
  },
  {
    name: 'reverse a ledger entry',
    action: 'lib/bookings/money/actions.ts#reversePaymentAction',
    allowed: ['owner', 'agent'],
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
  {
    name: 'cancel a booking',
    action: 'lib/bookings/actions.ts#cancelBookingAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const { id } = await bookedFamily()
      return {
        args: [id, 1, idle, form({ reason: 'Changed their plans' })],
        done: async () => (await bookingRow(id))?.status === 'cancelled',
      }
    },
  },
  {
    name: 'one more seat taken',
    action: 'lib/catalog/editor/departure-actions.ts#stepSeatsTakenAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const { tripId, day, taken } = await countedDeparture()
      return { args: [tripId, day, 1], done: async () => (await taken()) === 4 }
    },
  },
  {
    name: 'add seats taken',
    action: 'lib/catalog/editor/departure-actions.ts#changeSeatsTakenAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const { tripId, day, taken } = await countedDeparture()
      return { args: [tripId, day, idle, form({ seats: '5', change: 'add' })], done: async () => (await taken()) === 8 }
    },
  },
  {
    name: 'save a departure’s reporting and tour manager',
    action: 'lib/catalog/editor/departure-actions.ts#saveDepartureBriefingAction',
    allowed: ['owner'],
    prepare: async () => {
      const { tripId, day, briefing } = await countedDeparture()
      return {
        args: [tripId, day, idle, form(BRIEFING_FORM)],
        done: async () => (await briefing()).tour_manager_phone === '+91 98400 55555',
      }
    },
  },
  {
    name: 'add a boarding city',
    action: 'lib/catalog/editor/departure-actions.ts#addBoardingCityAction',
    allowed: ['owner'],
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
  {
    name: 'rename a boarding city',
    action: 'lib/catalog/editor/departure-actions.ts#renameBoardingCityAction',
    allowed: ['owner'],
    prepare: async () => {
      const city = await ownBoardingCity()
      const name = newCityName()
      return { args: [city.id, idle, form({ name })], done: async () => (await city.row())?.name === name }
    },
  },
  {
    name: 'move a boarding city',
    action: 'lib/catalog/editor/departure-actions.ts#moveBoardingCityAction',
    allowed: ['owner'],
    prepare: async () => {
      const city = await ownBoardingCity()
      return { args: [city.id, 'up'], done: async () => (await city.row())!.position < city.position }
    },
  },
  {
    name: 'remove a boarding city',
    action: 'lib/catalog/editor/departure-actions.ts#removeBoardingCityAction',
    allowed: ['owner'],
    prepare: async () => {
      const city = await ownBoardingCity()
      return { args: [city.id], done: async () => (await city.row()) === undefined }
    },
  },
  {
    name: 'set the "n seats left" threshold',
    action: 'lib/catalog/editor/departure-actions.ts#saveFewSeatsAtAction',
    allowed: ['owner'],
    prepare: async () => {
      const { next, stored } = await fewSeatsSetting()
      return { args: [idle, form({ fewSeatsAt: String(next) })], done: async () => (await stored()) === String(next) }
    },
  },
  {
    name: 'add an office holiday',
    action: 'lib/agency/actions.ts#addOfficeHolidayAction',
    allowed: ['owner'],
    prepare: async () => {
      const day = newHolidayDay()
      return { args: [idle, form({ day, name: 'Pongal' })], done: () => isHoliday(day) }
    },
  },
  {
    name: 'remove an office holiday',
    action: 'lib/agency/actions.ts#removeOfficeHolidayAction',
    allowed: ['owner'],
    prepare: async () => {
      const day = await storedHoliday()
      return { args: [idle, form({ day })], done: async () => !(await isHoliday(day)) }
    },
  },
  {
    name: 'set the office’s weekly hours',
    action: 'lib/agency/actions.ts#saveOfficeWeekAction',
    allowed: ['owner'],
    prepare: async () => {
      const week = officeWeekForm()
      return { args: [idle, form(week.values)], done: week.stored }
    },
  },
  {
    name: 'save the agency’s particulars',
    action: 'lib/agency/actions.ts#saveAgencyParticularsAction',
    allowed: ['owner'],
    prepare: async () => {
      const particulars = particularsForm()
      return { args: [idle, form(particulars.values)], done: particulars.stored }
    },
  },
  {
    name: 'publish a traveller’s review',
    action: 'lib/reviews/moderation/actions.ts#publishReviewAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const db = await getDb()
      const { reviewId } = await insertSentReview(db)
      return { args: [reviewId, 1], done: async () => (await reviewRow(db, reviewId))?.status === 'approved' }
    },
  },
  {
    name: 'hide a traveller’s review',
    action: 'lib/reviews/moderation/actions.ts#hideReviewAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const db = await getDb()
      const { reviewId } = await insertSentReview(db, { status: 'approved' })
      return { args: [reviewId, 1], done: async () => (await reviewRow(db, reviewId))?.status === 'hidden' }
    },
  },
  {
    name: 'approve a review’s photo',
    action: 'lib/reviews/moderation/actions.ts#approvePhotoAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const db = await getDb()
      const { reviewId, photoIds } = await insertSentReview(db)
      return {
        args: [reviewId, photoIds[1], 'pending'],
        done: async () => (await reviewPhotoRow(db, photoIds[1]!))?.status === 'approved',
      }
    },
  },
  {
    name: 'hide a review’s photo',
    action: 'lib/reviews/moderation/actions.ts#hidePhotoAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const db = await getDb()
      const { reviewId, photoIds } = await insertSentReview(db)
      await decidePhoto(testOwner, reviewId, photoIds[0]!, 'pending', 'approved')
      return {
        args: [reviewId, photoIds[0], 'approved'],
        done: async () => (await reviewPhotoRow(db, photoIds[0]!))?.status === 'hidden',
      }
    },
  },
  {
    name: 'answer a traveller’s review in public',
    action: 'lib/reviews/moderation/actions.ts#saveReplyAction',
    allowed: ['owner'],
    prepare: async () => {
      const db = await getDb()
      const { reviewId } = await insertSentReview(db, { status: 'approved' })
      const reply = 'Thank you, Meena: we are glad the trip went well.'
      return {
        args: [reviewId, 1, idle, form({ reply })],
        done: async () => (await reviewRow(db, reviewId))?.reply === reply,
      }
    },
  },
  {
    name: 'save one’s own name and phone',
    action: 'lib/agency/actions.ts#saveOwnContactAction',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const contact = ownContactForm()
      return { args: [idle, form(contact.values)], done: contact.stored }
    },
  },
]

/** The action a case calls; a case naming no exported action fails here. */
function actionOf(c: Case): Action {
  const action = ACTIONS.get(c.action)
  if (!action) throw new Error(`${c.action} (case "${c.name}") is not an exported server action`)
  return action
}

describe('the back office’s server actions', () => {
  it('are the exports of the back-office modules in the source, and each has a case here', () => {
    expect(useServerModules()).toEqual([...Object.keys(MODULES), SIGN_IN_MODULE].sort())
    for (const [file, exports] of Object.entries(MODULES)) {
      expect([file, Object.keys(exports).sort()]).toEqual([file, exportedFunctionsInSource(file)])
    }
    expect(ACTIONS.size).toBe(59)
    const covered = new Set(CASES.map((c) => c.action))
    for (const key of ACTIONS.keys()) expect([key, covered.has(key)]).toEqual([key, true])
    for (const c of CASES) expect(ACTIONS.has(c.action)).toBe(true)
  })
})

describe('back-office actions by role', () => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    cleanup = await useStorage('sqlite')
    await addStaff({ email: 'owner@example.com', password: PASSWORDS.owner, role: 'owner', name: 'Owner' })
    await addStaff({ email: 'agent@example.com', password: PASSWORDS.agent, role: 'agent', name: 'Agent' })
    cookies.owner = await signInCookie('owner@example.com', PASSWORDS.owner)
    cookies.agent = await signInCookie('agent@example.com', PASSWORDS.agent)
    // The catalogue is seeded on its first read, before any snapshot.
    await listEditorCatalog()
  })
  afterAll(async () => {
    await cleanup()
    jest.restoreAllMocks()
  })

  const callers: Caller[] = ['owner', 'agent', 'signed out', 'other site']
  describe.each(CASES)('$name ($action)', (c) => {
    it.each(callers)('as %s', async (caller) => {
      const action = actionOf(c)
      const { args, done, session } = await c.prepare(caller)
      const before = await snapshot()
      updatedTags.length = 0
      actAs(caller, session)
      const answer = await run(() => action(...args))
      if (c.allowed.includes(caller)) {
        expect(['ok', 'redirect']).toContain(answer.status)
        expect(await done()).toBe(true)
      } else {
        expect(answer).toEqual(c.refusal ?? usualRefusal(caller))
        expect(await done()).toBe(false)
        expect(await snapshot()).toEqual(before)
        expect(updatedTags).toEqual([])
      }
    })
  })

  it('publishes a trip change: the save expires every tag the trip is shown under', async () => {
    const { id, values } = await editableTrip(3)
    actAs('owner')
    updatedTags.length = 0
    const answer = await catalogActions.saveTripAction(id, { ...values, price: values.price + 1 })
    expect(answer).toEqual({ status: 'ok', message: 'Saved and published to the site', version: values.version + 1 })
    expect(updatedTags).toEqual(TRIP_CACHE_TAGS)
  })

  it('publishes a seats change: it expires every tag the trip is shown under, and a refused one none', async () => {
    const { tripId, day, taken } = await countedDeparture()
    actAs('agent')
    updatedTags.length = 0
    const answer = await departureActions.stepSeatsTakenAction(tripId, day, 1)
    expect(answer).toMatchObject({ status: 'ok', message: expect.stringMatching(/4 of 10 seats taken, 6 left$/) })
    expect(updatedTags).toEqual(TRIP_CACHE_TAGS)
    updatedTags.length = 0
    const refused = await departureActions.changeSeatsTakenAction(
      tripId,
      day,
      idle,
      form({ seats: '7', change: 'add' }),
    )
    expect(refused).toMatchObject({ status: 'error', message: expect.stringMatching(/^Only 6 seats are left on /) })
    expect(updatedTags).toEqual([])
    expect(await taken()).toBe(4)
  })

  it('publishes a review decision: it expires the published reviews’ tag, and a refused one none', async () => {
    const db = await getDb()
    const { reviewId, photoIds } = await insertSentReview(db, { consentPhotos: false })
    actAs('agent')
    updatedTags.length = 0
    expect(await reviewActions.publishReviewAction(reviewId, 1)).toEqual({
      status: 'ok',
      message: 'Published on the site',
    })
    expect(updatedTags).toEqual([TRAVELLER_REVIEWS_TAG])
    updatedTags.length = 0
    // The family did not agree to their photos being shown.
    expect(await reviewActions.approvePhotoAction(reviewId, photoIds[0], 'pending')).toEqual({
      status: 'error',
      message: 'The family did not agree to their photos being published',
    })
    // A page drawn before the publishing.
    expect(await reviewActions.hideReviewAction(reviewId, 1)).toEqual({
      status: 'error',
      message: 'Someone decided on this review since you opened it: reload the page to see it',
    })
    expect(updatedTags).toEqual([])
    expect(await reviewRow(db, reviewId)).toMatchObject({ status: 'approved', version: 2 })
    expect(await reviewPhotoRow(db, photoIds[0]!)).toMatchObject({ status: 'pending', file: null })
  })

  it('answers field messages for bad input and a stale form, and changes nothing', async () => {
    const { id, values } = await editableTrip(3)
    actAs('owner')
    const bad = await catalogActions.saveTripAction(id, { ...values, title: ' ', price: -5 })
    expect(bad).toEqual({
      status: 'error',
      message: 'Please correct the marked fields',
      fields: { title: 'Please enter the title', price: 'The price cannot be negative' },
    })
    await catalogActions.saveTripAction(id, { ...values, duration: '9 Days' })
    const stale = await catalogActions.saveTripAction(id, { ...values, price: 1 })
    expect(stale).toMatchObject({ status: 'error', message: expect.stringMatching(/changed by someone else/) })
    expect(await tripRow(id)).toMatchObject({ duration: '9 Days', price: values.price })
  })

  it('refuses every catalogue change when the catalogue comes from the provider', async () => {
    const { id, values } = await editableTrip(3)
    actAs('owner')
    process.env.TRAVEL_API_URL = 'http://127.0.0.1:9'
    try {
      const answer = await catalogActions.saveTripAction(id, { ...values, price: 7 })
      expect(answer).toEqual({
        status: 'error',
        message: 'The catalogue comes from the travel provider (TRAVEL_API_URL) and is edited there',
      })
      expect((await catalogActions.setTripPublishedAction(id, false)).status).toBe('error')
    } finally {
      delete process.env.TRAVEL_API_URL
    }
    expect(await tripRow(id)).toMatchObject({ price: values.price, published: 1 })
  })
})
