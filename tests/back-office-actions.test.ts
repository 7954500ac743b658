import { sql } from 'kysely'
import { getAuth } from '@/lib/staff/auth'
import { addStaff, listStaff } from '@/lib/staff/accounts'
import { getDb } from '@/lib/platform/db'
import { submitLead } from '@/lib/leads/intake/service'
import { getEditorTrip, listEditorCatalog } from '@/lib/catalog/editor/trips'
import { TRIP_CACHE_TAGS } from '@/lib/site/constants'
import { useStorage } from './support/storage'

/**
 * Every server action of the back office, for each caller: an owner, an agent, nobody signed
 * in, and an owner's session sent from another site. Each is allowed or refused as lib/staff/permissions.ts
 * says, and a refused call changes nothing in the database.
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
/* eslint-enable @typescript-eslint/no-require-imports */

const ORIGIN = 'http://localhost:3000'
const idle = { status: 'idle' } as const
type Caller = 'owner' | 'agent' | 'signed out' | 'other site'
const cookies: Record<'owner' | 'agent', string> = { owner: '', agent: '' }

function actAs(caller: Caller) {
  const cookie = caller === 'agent' ? cookies.agent : caller === 'signed out' ? '' : cookies.owner
  request.headers = new Headers({
    host: 'localhost:3000',
    origin: caller === 'other site' ? 'https://evil.example' : ORIGIN,
    ...(cookie ? { cookie } : {}),
  })
}

const form = (fields: Record<string, string>) => {
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

/** Runs an action; a redirect (erasure, sign-out) counts as done. */
async function run(action: () => Promise<unknown>): Promise<{ status: string; message?: string }> {
  try {
    return (await action()) as { status: string; message?: string }
  } catch (error) {
    if ((error as { digest?: string }).digest?.startsWith('NEXT_REDIRECT')) return { status: 'ok' }
    throw error
  }
}

interface Case {
  name: string
  allowed: Caller[]
  /** Makes what the action works on, and answers the call and a probe of its effect. */
  prepare: () => Promise<{ call: () => Promise<unknown>; done: () => Promise<boolean> }>
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

/** A seeded trip's id and its form as the editor opens it. */
async function editableTrip(index = 0) {
  const [category] = await listEditorCatalog()
  const trip = category!.trips[index]!
  return { id: trip.id, values: (await getEditorTrip(trip.id))!.values }
}

let staffNumber = 0
let tripNumber = 0
const CASES: Case[] = [
  {
    name: 'save a trip',
    allowed: ['owner'],
    prepare: async () => {
      const { id, values } = await editableTrip()
      const price = values.price + 100
      return {
        call: () => catalogActions.saveTripAction(id, { ...values, price }),
        done: async () => (await tripRow(id)).price === price,
      }
    },
  },
  {
    name: 'create a trip',
    allowed: ['owner'],
    prepare: async () => {
      const { values } = await editableTrip()
      const slug = `created-by-action-${++tripNumber}`
      return {
        call: () => catalogActions.saveTripAction(null, { ...values, version: 0, slug }),
        done: async () =>
          (await (await getDb()).selectFrom('trips').select('id').where('slug', '=', slug).executeTakeFirst()) !==
          undefined,
      }
    },
  },
  {
    name: 'hide a trip',
    allowed: ['owner'],
    prepare: async () => {
      const { id } = await editableTrip(1)
      await (await getDb()).updateTable('trips').set({ published: 1 }).where('id', '=', id).execute()
      return {
        call: () => catalogActions.setTripPublishedAction(id, false),
        done: async () => (await tripRow(id)).published === 0,
      }
    },
  },
  {
    name: 'duplicate a trip',
    allowed: ['owner'],
    prepare: async () => {
      const { id } = await editableTrip(2)
      const count = async () => (await (await getDb()).selectFrom('trips').select('id').execute()).length
      const before = await count()
      return {
        call: () => catalogActions.duplicateTripAction(id),
        done: async () => (await count()) === before + 1,
      }
    },
  },
  {
    name: 'add a review',
    allowed: ['owner'],
    prepare: async () => {
      const name = `Reviewer ${++tripNumber}`
      const reviews = async () =>
        (await (await getDb()).selectFrom('reviews').select('id').where('name', '=', name).execute()).length
      return {
        call: () =>
          catalogActions.saveReviewAction(null, idle, form({ version: '0', name, rating: '5', description: 'Lovely' })),
        done: async () => (await reviews()) === 1,
      }
    },
  },
  {
    name: 'remove a video',
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
        call: () => catalogActions.removeContentAction('videos', id),
        done: async () =>
          (await db.selectFrom('videos').select('id').where('id', '=', id).executeTakeFirst()) === undefined,
      }
    },
  },
  {
    name: 'move a trip',
    allowed: ['owner'],
    prepare: async () => {
      const { id } = await editableTrip(4)
      const before = (await tripRow(id)).position
      return {
        call: () => catalogActions.moveTripAction(id, 'up'),
        done: async () => (await tripRow(id)).position < before,
      }
    },
  },
  {
    name: 'change a stage',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      return {
        call: () => actions.changeStageAction(reference, idle, form({ stage: 'contacted' })),
        done: async () => (await stageOf(reference)) === 'contacted',
      }
    },
  },
  {
    name: 'add a note',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      return {
        call: () => actions.addNoteAction(reference, idle, form({ note: 'Called back' })),
        done: async () => (await activityCount(reference)) === 1,
      }
    },
  },
  {
    name: 'assign',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      const [member] = await listStaff()
      return {
        call: () => actions.assignAction(reference, idle, form({ assignee: member!.id })),
        done: async () => (await leadRow(reference))?.assignee_id === member!.id,
      }
    },
  },
  {
    name: 'mark as spam',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead()
      return {
        call: () => actions.spamAction(reference),
        done: async () => (await leadRow(reference))?.status === 'spam',
      }
    },
  },
  {
    name: 'not spam',
    allowed: ['owner', 'agent'],
    prepare: async () => {
      const reference = await newLead(true)
      return {
        call: () => actions.notSpamAction(reference),
        done: async () => (await leadRow(reference))?.status === 'stored',
      }
    },
  },
  {
    name: 'erase a lead',
    allowed: ['owner'],
    prepare: async () => {
      const reference = await newLead()
      return {
        call: () => actions.eraseAction(reference, idle, form({ confirm: reference })),
        done: async () => (await leadRow(reference)) === undefined,
      }
    },
  },
  {
    name: 'add a staff member',
    allowed: ['owner'],
    prepare: async () => {
      const email = `added-${++staffNumber}@example.com`
      return {
        call: () => staffActions.addStaffAction(idle, form({ email, password: 'a-long-password', role: 'agent' })),
        done: async () => (await listStaff()).some((m) => m.email === email),
      }
    },
  },
  {
    name: 'remove a staff member',
    allowed: ['owner'],
    prepare: async () => {
      const email = `removable-${++staffNumber}@example.com`
      await addStaff({ email, password: 'a-long-password', role: 'agent' })
      return {
        call: () => staffActions.removeStaffAction(idle, form({ email })),
        done: async () => !(await listStaff()).some((m) => m.email === email),
      }
    },
  },
  {
    name: "set a staff member's password",
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
        call: () => staffActions.staffPasswordAction(idle, form({ email, password: 'the-second-password' })),
        done: async () => (await hash()).password !== before,
      }
    },
  },
]

describe('back-office actions by role', () => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    cleanup = await useStorage('sqlite')
    await addStaff({ email: 'owner@example.com', password: 'owner-password', role: 'owner', name: 'Owner' })
    await addStaff({ email: 'agent@example.com', password: 'agent-password', role: 'agent', name: 'Agent' })
    cookies.owner = await signInCookie('owner@example.com', 'owner-password')
    cookies.agent = await signInCookie('agent@example.com', 'agent-password')
  })
  afterAll(async () => {
    await cleanup()
    jest.restoreAllMocks()
  })

  const callers: Caller[] = ['owner', 'agent', 'signed out', 'other site']
  describe.each(CASES)('$name', ({ allowed, prepare }) => {
    it.each(callers)('as %s', async (caller) => {
      const { call, done } = await prepare()
      actAs(caller)
      const answer = await run(call)
      if (allowed.includes(caller)) {
        expect(answer.status).toBe('ok')
        expect(await done()).toBe(true)
      } else {
        expect(answer).toEqual({
          status: 'error',
          message:
            caller === 'other site'
              ? 'The request came from another site'
              : caller === 'signed out'
                ? 'Please sign in again'
                : 'Your role does not allow this',
        })
        expect(await done()).toBe(false)
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

  it('signs out: the session no longer opens the back office', async () => {
    const cookie = await signInCookie('agent@example.com', 'agent-password')
    request.headers = new Headers({ host: 'localhost:3000', origin: ORIGIN, cookie })
    await run(() => staffActions.signOutAction())
    const session = await (await getAuth()).api.getSession({ headers: new Headers({ cookie }) })
    expect(session).toBeNull()
  })
})
