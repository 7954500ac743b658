import { getMigrations } from 'better-auth/db/migration'
import PostalMime from 'postal-mime'
import { addNote, assignLead, changeStage, eraseLead, markNotSpam, retryDelivery } from '@/lib/leads/desk/commands'
import { deskCounts, getLeadDetail, leadsForExport, LEADS_PER_PAGE, listLeads } from '@/lib/leads/desk/queries'
import { listSubscribers } from '@/lib/leads/desk/subscribers'
import { authOptions } from '@/lib/staff/auth'
import { getDb } from '@/lib/platform/db'
import { leadListFields } from '@/lib/leads/fields'
import { sendDueNotifications } from '@/lib/leads/outbox/notifications'
import { submitLead, type LeadOutcome } from '@/lib/leads/intake/service'
import { parseLeadFilters, type LeadFilters } from '@/lib/leads/desk/schemas'
import { testAgent, testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'
import { startMailbox, type Mailbox } from './support/mailbox'
import { replaceEnv } from './support/env'

/**
 * The lead desk's data layer and the staff e-mail on each database: leads made by submitLead
 * (as the forms make them) are listed, filtered, searched, worked, exported and erased, and
 * the e-mail about each reaches a local SMTP server once.
 */

const owner = testOwner
const agent = testAgent

let keyNumber = 0
const meta = (extra: Record<string, unknown> = {}) => {
  const now = Date.now()
  return {
    website: '',
    formRenderedAt: now - 20_000,
    formSubmittedAt: now,
    idempotencyKey: `desk-key-${Date.now()}-${++keyNumber}-abcdef`,
    ...extra,
  }
}
const referenceOf = (outcome: LeadOutcome) => {
  if (outcome.outcome !== 'accepted') throw new Error(`not accepted: ${JSON.stringify(outcome)}`)
  return outcome.reference
}
const filters = (values: Record<string, string> = {}): LeadFilters => parseLeadFilters(values)
const references = (page: { leads: { reference: string }[] }) => page.leads.map((lead) => lead.reference)

const ENV_KEYS = ['TRAVEL_API_URL', 'SMTP_URL', 'LEAD_NOTIFY_TO', 'MAIL_FROM', 'SITE_URL', 'AUTH_SECRET'] as const
let restoreEnv: () => void

beforeAll(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  restoreEnv = replaceEnv(Object.fromEntries(ENV_KEYS.map((key) => [key, undefined])))
})

afterAll(() => {
  restoreEnv()
  jest.restoreAllMocks()
})

describe.each(STORAGE_KINDS)('the lead desk on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
  })
  afterAll(() => cleanup())

  it("leaves nothing of better-auth's schema for its own migrator to add", async () => {
    const db = await getDb()
    if (kind === 'postgres') {
      // Instances sharing PostgreSQL must share the signing secret: without it there is no auth.
      expect(() => authOptions(db)).toThrow('AUTH_SECRET must be set when DATABASE_URL is set')
      process.env.AUTH_SECRET = 'a-secret-of-at-least-thirty-two-characters'
    }
    const { toBeCreated, toBeAdded } = await getMigrations(authOptions(db))
    delete process.env.AUTH_SECRET
    expect(toBeCreated.map((t) => t.table)).toEqual([])
    expect(toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields).join(', ')}`)).toEqual([])
  })

  describe('lists, filters and search', () => {
    const refs: Record<string, string> = {}
    beforeAll(async () => {
      refs.trip = referenceOf(
        await submitLead('tripEnquiry', {
          name: 'Meenakshi Sundaram',
          mobileNumber: '+91 98401 23456',
          tripId: 'char-dham-yatra',
          numberOfTravellers: 4,
          ...meta({ form: 'trip-enquiry' }),
        }),
      )
      refs.contact = referenceOf(
        await submitLead('contact', {
          name: 'Ravi Shankar',
          email: 'Ravi@Example.com',
          mobileNumber: '9840012345',
          subject: 'Kashi',
          message: 'Call me',
          ...meta({ form: 'contact' }),
        }),
      )
      refs.request = referenceOf(
        await submitLead('customized', {
          name: 'Arun Kumar',
          email: 'arun@example.com',
          mobileNumber: '9840099999',
          preferredDestination: 'Bali',
          numberOfTravellers: 2,
          departureDate: '2027-02-01',
          duration: 6,
          approxBudget: '2 lakh',
          type: 2,
          ...meta({ form: 'trip-request' }),
        }),
      )
      refs.honeypot = referenceOf(
        await submitLead('popupEnquiry', {
          name: 'Bot',
          phone: '9000000000',
          ...meta({ form: 'popup', website: 'x' }),
        }),
      )
      const now = Date.now()
      refs.fast = referenceOf(
        await submitLead('popupEnquiry', {
          name: 'Autofill',
          phone: '9000000001',
          ...meta({ form: 'popup', formRenderedAt: now - 800, formSubmittedAt: now }),
        }),
      )
      refs.bot = referenceOf(
        await submitLead('popupEnquiry', {
          name: 'Second Bot',
          phone: '9000000002',
          ...meta({ form: 'popup', website: 'http://bot.example' }),
        }),
      )
      refs.newsletter = referenceOf(
        await submitLead('newsletter', { email: 'reader@example.com', ...meta({ form: 'newsletter' }) }),
      )
    })

    it('keeps spam apart, with the reason; a fast send is a lead marked for a check; a sign-up is a subscriber', async () => {
      const inbox = await listLeads('inbox', filters(), owner)
      expect(references(inbox)).toEqual([refs.fast, refs.request, refs.contact, refs.trip])
      expect(inbox.leads[0]).toMatchObject({ sentFastMs: 800, spamReason: null, stage: 'new' })
      expect(inbox.leads[1]!.sentFastMs).toBeNull()
      const spam = await listLeads('spam', filters(), owner)
      expect(references(spam)).toEqual([refs.bot, refs.honeypot])
      expect(spam.leads.map((lead) => lead.spamReason)).toEqual([
        'The hidden field for bots was filled in',
        'The hidden field for bots was filled in',
      ])
      expect((await listSubscribers(owner, 1)).subscribers.map((row) => row.reference)).toContain(refs.newsletter)
      await expect(changeStage(owner, refs.newsletter, 'contacted')).rejects.toThrow(
        'A newsletter sign-up is a subscriber, not a sales lead',
      )
      expect(await deskCounts(owner)).toMatchObject({ newLeads: 4, spam: 2 })
    })

    it('filters by form, trip and date, and searches by name, e-mail, phone and reference', async () => {
      expect(references(await listLeads('inbox', filters({ form: 'contact' }), owner))).toEqual([refs.contact])
      expect(references(await listLeads('inbox', filters({ trip: 'char-dham-yatra' }), owner))).toEqual([refs.trip])
      expect(references(await listLeads('inbox', filters({ trip: 'Bali' }), owner))).toEqual([refs.request])
      expect(references(await listLeads('inbox', filters({ q: 'meenakshi' }), owner))).toEqual([refs.trip])
      expect(references(await listLeads('inbox', filters({ q: 'ravi@example' }), owner))).toEqual([refs.contact])
      expect(references(await listLeads('inbox', filters({ q: '98401 23456' }), owner))).toEqual([refs.trip])
      expect(references(await listLeads('inbox', filters({ q: '+91 98400-12345' }), owner))).toEqual([refs.contact])
      expect(references(await listLeads('inbox', filters({ q: refs.request.toLowerCase() }), owner))).toEqual([
        refs.request,
      ])
      expect(references(await listLeads('inbox', filters({ q: '100%_' }), owner))).toEqual([])
      // Wildcards typed into the box are searched for literally; short terms work too.
      expect(references(await listLeads('inbox', filters({ q: 'ravi%' }), owner))).toEqual([])
      expect(references(await listLeads('inbox', filters({ q: '%' }), owner))).toEqual([])
      expect(references(await listLeads('inbox', filters({ q: 'ar' }), owner))).toEqual([
        refs.request,
        refs.contact,
        refs.trip,
      ])
      const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
      expect((await listLeads('inbox', filters({ from: today, to: today }), owner)).total).toBe(4)
      expect((await listLeads('inbox', filters({ to: '2020-01-01' }), owner)).total).toBe(0)
    })

    it('moves a lead through the pipeline, recording who and when, and refuses what the rules refuse', async () => {
      await changeStage(owner, refs.contact, 'contacted')
      await expect(changeStage(owner, refs.contact, 'new')).rejects.toThrow('A contacted lead cannot move to new')
      await expect(changeStage(owner, refs.contact, 'lost')).rejects.toThrow('Please say why the lead was lost')
      await changeStage(agent, refs.contact, 'lost', '  Booked with a relative  ')
      await addNote(agent, refs.contact, 'Will travel next year')
      await assignLead(owner, refs.contact, { id: agent.id, name: agent.name })
      await expect(changeStage(owner, refs.honeypot, 'contacted')).rejects.toThrow('Move the lead out of spam first')

      const lead = (await getLeadDetail(owner, refs.contact))!
      expect(lead).toMatchObject({ stage: 'lost', lostReason: 'Booked with a relative', assigneeId: agent.id })
      expect(lead.activity.map((a) => [a.actorName, a.kind, a.detail])).toEqual([
        [owner.name, 'assign', { to: agent.name }],
        [agent.name, 'note', { text: 'Will travel next year' }],
        [agent.name, 'stage', { from: 'contacted', to: 'lost', reason: 'Booked with a relative' }],
        [owner.name, 'stage', { from: 'new', to: 'contacted' }],
      ])
      expect(references(await listLeads('inbox', filters({ stage: 'lost' }), owner))).toEqual([refs.contact])
      expect(references(await listLeads('inbox', filters({ assignee: 'me' }), agent))).toEqual([refs.contact])
      expect(references(await listLeads('inbox', filters({ assignee: agent.id }), owner))).toEqual([refs.contact])
      expect(references(await listLeads('inbox', filters({ assignee: 'none' }), owner))).toEqual([
        refs.fast,
        refs.request,
        refs.trip,
      ])
      expect(await deskCounts(agent)).toMatchObject({ newLeads: 3, spam: 2, mine: 0, needsAttention: 0 })
    })

    it('moves a lead out of spam into the inbox as new, and in upstream mode into the outbox', async () => {
      process.env.TRAVEL_API_URL = 'http://127.0.0.1:9'
      try {
        await markNotSpam(owner, refs.bot)
      } finally {
        delete process.env.TRAVEL_API_URL
      }
      const moved = (await getLeadDetail(owner, refs.bot))!
      expect(moved).toMatchObject({ status: 'pending', stage: 'new' })
      expect(moved.nextAttemptAt).toEqual(expect.any(Number))
      await expect(markNotSpam(owner, refs.bot)).rejects.toThrow('This lead is not in the spam folder')
      await expect(markNotSpam(owner, refs.fast)).rejects.toThrow('This lead is not in the spam folder')
      await markNotSpam(owner, refs.honeypot)
      expect((await getLeadDetail(owner, refs.honeypot))!.status).toBe('stored')
      await expect(retryDelivery(owner, refs.honeypot)).rejects.toThrow(
        'Only a lead waiting in the outbox can be retried',
      )
      expect((await listLeads('spam', filters(), owner)).total).toBe(0)
    })
  })

  it('pages on the database and exports every filtered lead in the same order', async () => {
    const db = await getDb()
    const base = Date.parse('2025-01-01T00:00:00Z')
    const rows = Array.from({ length: LEADS_PER_PAGE + 7 }, (_, i) => {
      const reference = `GH-PG${String(i).padStart(6, '0')}`
      const payload = { name: `Paged ${i}`, phone: `90000${String(i).padStart(5, '0')}` }
      return {
        reference,
        kind: 'popupEnquiry',
        form: 'popup-paged',
        payload: JSON.stringify(payload),
        idempotency_key: `paged-${kind}-${i}-${Date.now()}`,
        status: 'stored' as const,
        created_at: base + (i % 10) * 1000,
        ...leadListFields('popupEnquiry', payload, reference),
      }
    })
    await db.insertInto('leads').values(rows).execute()
    const first = await listLeads('inbox', filters({ form: 'popup-paged' }), owner)
    const second = await listLeads('inbox', filters({ form: 'popup-paged', page: '2' }), owner)
    expect(first).toMatchObject({ total: LEADS_PER_PAGE + 7, page: 1, pages: 2 })
    expect(first.leads).toHaveLength(LEADS_PER_PAGE)
    expect(second.leads).toHaveLength(7)
    const listed = [...references(first), ...references(second)]
    expect(new Set(listed).size).toBe(LEADS_PER_PAGE + 7)
    const exported: string[] = []
    for await (const lead of leadsForExport('inbox', filters({ form: 'popup-paged' }), owner, 7))
      exported.push(lead.reference)
    expect(exported).toEqual(listed)
  })

  it('erases a lead on request, leaving only an audit entry without the personal data', async () => {
    const reference = referenceOf(
      await submitLead('newsletter', { email: 'forget.me@example.com', ...meta({ form: 'newsletter' }) }),
    )
    expect((await listSubscribers(owner, 1)).subscribers.map((s) => s.email)).toContain('forget.me@example.com')
    await addNote(owner, reference, 'Asked to be removed by phone')
    await eraseLead(owner, reference)
    const db = await getDb()
    expect(await db.selectFrom('leads').select('id').where('reference', '=', reference).execute()).toEqual([])
    expect(
      await db.selectFrom('newsletter_subscribers').select('email').where('lead_reference', '=', reference).execute(),
    ).toEqual([])
    expect(
      await db.selectFrom('lead_activity').select('id').where('detail', 'like', '%removed by phone%').execute(),
    ).toEqual([])
    const audit = await db.selectFrom('audit_log').selectAll().where('subject', '=', reference).execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'lead.erased', actor_name: owner.name })
    expect(audit[0]!.detail).not.toContain('forget.me')
    expect((await listSubscribers(owner, 1)).subscribers.map((s) => s.email)).not.toContain('forget.me@example.com')
  })

  describe('the staff e-mail', () => {
    let mailbox: Mailbox
    beforeAll(async () => {
      mailbox = await startMailbox()
      Object.assign(process.env, {
        SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
        LEAD_NOTIFY_TO: 'desk@example.com, owner@example.com',
        MAIL_FROM: 'Gopuram Holidays <no-reply@example.com>',
        SITE_URL: 'https://gopuram.example',
      })
    })
    afterAll(async () => {
      for (const key of ENV_KEYS) delete process.env[key]
      await mailbox.close()
    })
    const messagesAbout = (reference: string) =>
      mailbox.received.filter((m) => m.raw.includes(reference)).map((m) => m.raw)

    it('is sent once per new lead, with the visitor as Reply-To; never for spam', async () => {
      const withEmail = referenceOf(
        await submitLead('contact', {
          name: 'Priya',
          email: 'priya@example.com',
          mobileNumber: '9840011111',
          subject: 'Honeymoon in Bali',
          message: 'Two of us in March',
          ...meta({ form: 'contact' }),
        }),
      )
      const withoutEmail = referenceOf(
        await submitLead('popupEnquiry', { name: 'Selvam', phone: '9840022222', ...meta({ form: 'popup' }) }),
      )
      const spam = referenceOf(
        await submitLead('popupEnquiry', {
          name: 'Bot',
          phone: '9840033333',
          ...meta({ form: 'popup', website: 'x' }),
        }),
      )
      await sendDueNotifications()
      await sendDueNotifications()

      expect(messagesAbout(withEmail)).toHaveLength(1)
      const mail = await PostalMime.parse(messagesAbout(withEmail)[0]!)
      expect(mail.subject).toBe(`New lead: Contact page · Priya (${withEmail})`)
      expect(mail.replyTo?.map((a) => a.address)).toEqual(['priya@example.com'])
      expect(mail.to?.map((a) => a.address)).toEqual(['desk@example.com', 'owner@example.com'])
      expect(mail.from?.address).toBe('no-reply@example.com')
      expect(mail.text).toContain('Subject: Honeymoon in Bali')
      expect(mail.text).toContain(`https://gopuram.example/admin/leads/${withEmail}`)
      expect(mail.html).toContain(`https://gopuram.example/admin/leads/${withEmail}`)

      const plain = await PostalMime.parse(messagesAbout(withoutEmail)[0]!)
      expect(plain.replyTo).toBeUndefined()
      expect(messagesAbout(spam)).toHaveLength(0)
      expect(await getLeadDetail(owner, withEmail)).toMatchObject({ notifyStatus: 'sent', notifyAttempts: 1 })
      expect((await getLeadDetail(owner, withEmail))!.notifiedAt).toEqual(expect.any(Number))
      expect((await getLeadDetail(owner, spam))!.notifyStatus).toBeNull()
    })

    it('is retried with backoff when the server is down, then sent exactly once', async () => {
      const reference = referenceOf(
        await submitLead('popupEnquiry', { name: 'Retry', phone: '9840044444', ...meta({ form: 'popup' }) }),
      )
      const working = process.env.SMTP_URL
      process.env.SMTP_URL = 'smtp://127.0.0.1:9'
      const before = Date.now()
      await sendDueNotifications()
      process.env.SMTP_URL = working
      const failed = (await getLeadDetail(owner, reference))!
      expect(failed).toMatchObject({ notifyStatus: 'pending', notifyAttempts: 1 })
      expect(failed.notifyError).toMatch(/ECONNREFUSED|connect/i)
      expect(failed.notifyNextAt!).toBeGreaterThan(before)
      await sendDueNotifications()
      expect(messagesAbout(reference)).toHaveLength(0)

      await (
        await getDb()
      )
        .updateTable('jobs')
        .set({ due_at: Date.now() - 1 })
        .where('key', '=', `notice:${reference}`)
        .execute()
      await Promise.all([sendDueNotifications(), sendDueNotifications()])
      expect(messagesAbout(reference)).toHaveLength(1)
      expect(await getLeadDetail(owner, reference)).toMatchObject({
        notifyStatus: 'sent',
        notifyAttempts: 2,
        notifyError: null,
      })
    })

    it('sends each of many pending e-mails once when two workers run at once', async () => {
      const refs = await Promise.all(
        Array.from({ length: 5 }, async (_, i) =>
          referenceOf(
            await submitLead('popupEnquiry', { name: `Many ${i}`, phone: `984005555${i}`, ...meta({ form: 'popup' }) }),
          ),
        ),
      )
      await Promise.all([sendDueNotifications(), sendDueNotifications()])
      for (const reference of refs) expect(messagesAbout(reference)).toHaveLength(1)
    })
  })

  it('leaves a lead made without SMTP_URL unannounced', async () => {
    const reference = referenceOf(
      await submitLead('popupEnquiry', { name: 'Quiet', phone: '9840066666', ...meta({ form: 'popup' }) }),
    )
    expect((await getLeadDetail(owner, reference))!.notifyStatus).toBeNull()
  })
})
