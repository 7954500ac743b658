import { submitLead, type LeadOutcome } from '@/lib/leads/intake/service'
import { sendDueItineraries } from '@/lib/leads/outbox/itinerary-mail'
import { VISITOR_MAIL_PER_DAY } from '@/lib/leads/config'
import { getLeadDetail } from '@/lib/leads/desk/queries'
import type { CustomerMail } from '@/lib/leads/notify/mailer'
import { getDb } from '@/lib/platform/db'
import { replaceEnv } from './support/env'
import { haveRedisServer, startRedisServer, type TestRedisServer } from './support/redis-server.mjs'
import { requireService } from './support/services.mjs'
import { testOwner } from './support/staff'
import { useStorage } from './support/storage'
import { until } from './support/wait'

/**
 * "Send this itinerary to my e-mail" cannot be pointed at a stranger: an address a visitor typed
 * gets at most VISITOR_MAIL_PER_DAY e-mails a day from the site, counted in Redis across
 * instances. A request over it is stored as a lead, marked with why, and never mailed.
 */

type Holder = { __gopuramLimiters?: unknown; __gopuramRedis?: { destroy(): void; isReady: boolean } }
const holder = globalThis as unknown as Holder
/** A new process's view: its own limiter objects, the same Redis. */
const anotherInstance = () => (holder.__gopuramLimiters = undefined)

let keyNumber = 0
function request(email: string) {
  const now = Date.now()
  return {
    name: 'Someone',
    mobileNumber: '+91 98400 11223',
    email,
    channel: 'email',
    tripId: 'kashi-gaya-prayag-yatra',
    form: 'itinerary',
    website: '',
    formRenderedAt: now - 20_000,
    formSubmittedAt: now,
    idempotencyKey: `visitor-mail-${now}-${++keyNumber}-abcdef`,
  }
}
const referenceOf = (outcome: LeadOutcome) => {
  if (outcome.outcome !== 'accepted') throw new Error(JSON.stringify(outcome))
  return outcome.reference
}

const withRedis = requireService('redis', haveRedisServer(), 'the e-mail limit per address across instances')

;(withRedis ? describe : describe.skip)('e-mails to one typed address, across instances (Redis)', () => {
  let redis: TestRedisServer
  let cleanup: () => Promise<void>
  let restoreEnv: () => void

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    redis = await startRedisServer()
    restoreEnv = replaceEnv({
      REDIS_URL: redis.url,
      TRAVEL_API_URL: undefined,
      SMTP_URL: 'smtp://127.0.0.1:1',
      SITE_URL: 'https://www.gopuram.example',
    })
    anotherInstance()
    cleanup = await useStorage('sqlite')
    const { getRedis } = await import('@/lib/platform/redis')
    await until(() => getRedis()?.isReady === true, 'Redis to connect')
  })
  afterAll(async () => {
    await cleanup()
    holder.__gopuramRedis?.destroy()
    holder.__gopuramRedis = undefined
    anotherInstance()
    await redis?.close()
    restoreEnv()
    jest.restoreAllMocks()
  })

  it(`mail one address at most ${VISITOR_MAIL_PER_DAY} times a day; the rest are stored, marked and never mailed`, async () => {
    const victim = `stranger-${Date.now()}@example.com`
    const references: string[] = []
    // Twenty requests naming one stranger, from two instances in turn.
    for (let i = 0; i < 20; i++) {
      if (i % 2) anotherInstance()
      references.push(referenceOf(await submitLead('tripEnquiry', request(victim))))
    }
    // Someone else's own request still goes.
    const own = referenceOf(await submitLead('tripEnquiry', request('own@example.com')))

    const db = await getDb()
    const leads = await db
      .selectFrom('leads')
      .select(['reference', 'itinerary_mail_status', 'mail_held'])
      .where('reference', 'in', references)
      .execute()
    expect(leads).toHaveLength(20)
    expect(leads.filter((lead) => lead.itinerary_mail_status === 'pending')).toHaveLength(VISITOR_MAIL_PER_DAY)
    const held = leads.filter((lead) => lead.mail_held !== null)
    expect(held).toHaveLength(20 - VISITOR_MAIL_PER_DAY)
    expect(held.every((lead) => lead.itinerary_mail_status === null)).toBe(true)
    expect((await getLeadDetail(testOwner, held[0]!.reference))!.mailHeld).toBe(
      `Not e-mailed: this address was sent ${VISITOR_MAIL_PER_DAY} e-mails from the site today already`,
    )

    const sent: CustomerMail[] = []
    const pdfOf = async () => ({ pdf: Buffer.from('%PDF-1.7'), title: 'Kashi Gaya Prayag Yatra' })
    for (let i = 0; i < 3; i++) await sendDueItineraries({ pdfOf, send: async (mail) => void sent.push(mail) })
    expect(sent.filter((mail) => mail.to === victim)).toHaveLength(VISITOR_MAIL_PER_DAY)
    expect(sent.filter((mail) => mail.to === 'own@example.com')).toHaveLength(1)
    expect(
      (await db.selectFrom('leads').select('mail_held').where('reference', '=', own).executeTakeFirst())!.mail_held,
    ).toBeNull()

    // The count is in Redis, not in an instance: a new one still refuses the address today.
    anotherInstance()
    const later = referenceOf(await submitLead('tripEnquiry', request(victim.toUpperCase())))
    expect(
      (await db.selectFrom('leads').select('mail_held').where('reference', '=', later).executeTakeFirst())!.mail_held,
    ).not.toBeNull()
  })
})
