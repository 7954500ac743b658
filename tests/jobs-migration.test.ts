import http from 'node:http'
import type { AddressInfo } from 'node:net'
import PostalMime from 'postal-mime'
import { connect, databaseTarget, getDb } from '@/lib/platform/db'
import { migrate } from '@/lib/platform/db/migrate'
import { migrations } from '@/lib/platform/db/migrations'
import type { NewLeadRow } from '@/lib/platform/db/schema'
import { LEAD_CLAIM_TIMEOUT_MS } from '@/lib/leads/config'
import { deliverDueLeads } from '@/lib/leads/outbox/worker'
import { sendDueDigests } from '@/lib/leads/outbox/digest'
import { sendDueItineraries } from '@/lib/leads/outbox/itinerary-mail'
import { sendDueNotifications } from '@/lib/leads/outbox/notifications'
import { sendDueQuotes } from '@/lib/leads/quotes/mail'
import { storedQuoteSchema } from '@/lib/leads/quotes/schema'
import { todayInIndia } from '@/lib/site/format'
import { startMailbox, type Mailbox } from './support/mailbox'
import { quoteInput } from './support/quotes'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The upgrade of a running site to the one job queue (migration 17): work waiting in each of the
 * queues of before (a lead's delivery, one claimed by a process that then died, the staff e-mail,
 * the itinerary e-mail, a quote's e-mail, the morning digest) is carried over into `jobs`, and
 * after the upgrade each message is sent exactly once, however often the worker runs.
 */

const QUEUE_VERSION = 17

beforeAll(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterAll(() => jest.restoreAllMocks())

describe.each(STORAGE_KINDS)('pending work at the upgrade on %s', (kind) => {
  let cleanup: () => Promise<void>
  let mailbox: Mailbox
  const accepted: string[] = []
  const provider = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      accepted.push(String(req.headers['idempotency-key']))
      res.setHeader('Content-Type', 'application/json')
      res.writeHead(200).end(JSON.stringify({ success: true }))
    })
  })
  let providerUrl: string
  const saved = { ...process.env }

  beforeAll(async () => {
    cleanup = await useStorage(kind)
    mailbox = await startMailbox(0)
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
    Object.assign(process.env, {
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      SITE_URL: 'https://gopuram.example',
      MAIL_FROM: 'Gopuram Holidays <no-reply@example.com>',
      LEAD_NOTIFY_TO: 'desk@example.com',
    })
  })
  afterAll(async () => {
    for (const key of ['SMTP_URL', 'SITE_URL', 'MAIL_FROM', 'LEAD_NOTIFY_TO']) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
    await new Promise((resolve) => provider.close(resolve))
    await mailbox.close()
    await cleanup()
  })

  it('carries every kind of waiting message into jobs, and each is sent once after', async () => {
    const now = Date.now()
    const day = todayInIndia(new Date(now))
    const before = connect(databaseTarget())
    await migrate(
      before,
      kind,
      migrations.filter((m) => m.version < QUEUE_VERSION),
    )
    const lead = (n: number, values: Record<string, unknown> = {}) => ({
      reference: `GH-UPGRADE${n}`,
      kind: 'contact',
      form: 'contact',
      payload: JSON.stringify({ name: `Traveller ${n}`, email: `t${n}@example.com`, mobileNumber: '9876543210' }),
      idempotency_key: `upgrade-test-key-${n}-000000`,
      status: 'stored',
      created_at: now - 3_600_000,
      ...values,
    })
    const stamp = new Date(now).toISOString()
    await before
      .insertInto('staff')
      .values({
        id: 'upgrade-agent',
        name: 'Meena',
        email: 'meena@example.com',
        emailVerified: kind === 'postgres' ? true : 1,
        image: null,
        createdAt: stamp,
        updatedAt: stamp,
        twoFactorEnabled: kind === 'postgres' ? false : 0,
        role: 'agent',
      })
      .execute()
    const leads = [
      // Waiting for the provider, and one claimed by a process that died mid-send.
      lead(1, { status: 'pending', attempts: 2, next_attempt_at: now - 1000, last_error: 'answered 503' }),
      lead(2, { status: 'delivering', attempts: 1, claimed_at: now - LEAD_CLAIM_TIMEOUT_MS - 1000 }),
      // The staff e-mail, after a failed try.
      lead(3, { notify_status: 'pending', notify_attempts: 1, notify_next_at: now - 1000, notify_error: '451' }),
      // An itinerary by e-mail.
      lead(4, {
        form: 'itinerary',
        kind: 'tripEnquiry',
        payload: JSON.stringify({ name: 'Devi', email: 'devi@example.com', tripId: 'kashi-yatra' }),
        itinerary_mail_status: 'pending',
        itinerary_mail_next_at: now - 1000,
      }),
      // The lead of a quote e-mailed, and the digest's follow-up.
      lead(5, { email: 'ravi@example.com', name: 'Ravi' }),
      lead(6, { assignee_id: 'upgrade-agent', follow_up_at: now - 3_600_000, name: 'Anand' }),
      // Sent before the upgrade: nothing to carry.
      lead(7, { status: 'delivered', delivered_at: now - 5000, notify_status: 'sent', notified_at: now - 5000 }),
    ]
    // One at a time: SQLite has no DEFAULT in a VALUES list, so a column one row leaves out would be NULL.
    for (const row of leads)
      await before
        .insertInto('leads')
        .values(row as NewLeadRow)
        .execute()
    const quoteLead = await before
      .selectFrom('leads')
      .select('id')
      .where('reference', '=', 'GH-UPGRADE5')
      .executeTakeFirstOrThrow()
    await before
      .insertInto('quotes')
      .values({
        lead_id: quoteLead.id,
        number: 'Q-2026-0042',
        version: 1,
        status: 'sent',
        content: JSON.stringify(storedQuoteSchema.parse(quoteInput)),
        total: 65_000,
        travellers: 2,
        valid_until: '2031-12-31',
        token: 'upgrade-token-0000000000',
        created_by: 'upgrade-agent',
        created_by_name: 'Meena',
        created_at: now - 60_000,
        sent_by: 'upgrade-agent',
        sent_by_name: 'Meena',
        sent_by_email: 'meena@example.com',
        sent_at: now - 60_000,
        mail_to: 'ravi@example.com',
        mail_status: 'pending',
        mail_next_at: now - 1000,
      })
      .execute()
    await before
      .insertInto('follow_up_digests')
      .values({ staff_id: 'upgrade-agent', day, status: 'pending', next_at: now - 1000, created_at: now - 1000 })
      .execute()
    await before.destroy()

    // The upgrade: the site's own connection migrates to the latest version.
    const db = await getDb()
    const carried = await db.selectFrom('jobs').select(['kind', 'key', 'state', 'attempts']).orderBy('id').execute()
    expect(carried).toEqual([
      { kind: 'delivery', key: 'delivery:upgrade-test-key-1-000000', state: 'pending', attempts: 2 },
      { kind: 'delivery', key: 'delivery:upgrade-test-key-2-000000', state: 'working', attempts: 1 },
      { kind: 'notice', key: 'notice:GH-UPGRADE3', state: 'pending', attempts: 1 },
      { kind: 'itinerary-mail', key: 'itinerary-mail:GH-UPGRADE4', state: 'pending', attempts: 0 },
      { kind: 'quote-mail', key: 'quote-mail:Q-2026-0042/1', state: 'pending', attempts: 0 },
      { kind: 'digest', key: 'digest:upgrade-agent:' + day, state: 'pending', attempts: 0 },
    ])

    // The worker, run again and again as its timer would.
    const pdf = async () => ({ title: 'Kashi Yatra', pdf: Buffer.from('%PDF-1.4 itinerary') })
    for (let i = 0; i < 3; i++) {
      await deliverDueLeads(providerUrl)
      await sendDueNotifications()
      await sendDueItineraries({ pdfOf: pdf })
      await sendDueQuotes({ render: async () => Buffer.from('%PDF-1.4 quote') })
      await sendDueDigests()
    }

    expect(accepted.sort()).toEqual(['upgrade-test-key-1-000000', 'upgrade-test-key-2-000000'])
    const mails = await Promise.all(mailbox.received.map((m) => PostalMime.parse(m.raw)))
    const to = (address: string) => mails.filter((m) => m.to?.some((a) => a.address === address))
    expect(to('desk@example.com').map((m) => m.subject)).toEqual([expect.stringContaining('GH-UPGRADE3')])
    expect(to('desk@example.com')[0]!.messageId).toBe('<notice.GH-UPGRADE3@gopuram.example>')
    expect(to('devi@example.com').map((m) => m.subject)).toEqual([expect.stringContaining('Kashi Yatra')])
    expect(to('ravi@example.com').map((m) => m.subject)).toEqual([expect.stringContaining('Q-2026-0042')])
    expect(to('meena@example.com').map((m) => m.text)).toEqual([expect.stringContaining('GH-UPGRADE6')])
    expect(mails).toHaveLength(4)

    const left = await db.selectFrom('jobs').select(['key', 'state']).where('state', '!=', 'done').execute()
    expect(left).toEqual([])
    const after = await db
      .selectFrom('leads')
      .select(['reference', 'status', 'notify_status', 'itinerary_mail_status'])
      .where('reference', 'in', ['GH-UPGRADE1', 'GH-UPGRADE2', 'GH-UPGRADE3', 'GH-UPGRADE4'])
      .orderBy('reference')
      .execute()
    expect(after).toEqual([
      { reference: 'GH-UPGRADE1', status: 'delivered', notify_status: null, itinerary_mail_status: null },
      { reference: 'GH-UPGRADE2', status: 'delivered', notify_status: null, itinerary_mail_status: null },
      { reference: 'GH-UPGRADE3', status: 'stored', notify_status: 'sent', itinerary_mail_status: null },
      { reference: 'GH-UPGRADE4', status: 'stored', notify_status: null, itinerary_mail_status: 'sent' },
    ])
  }, 60_000)
})
