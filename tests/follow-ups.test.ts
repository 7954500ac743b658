import { changeStage, markSpam, setFollowUp } from '@/lib/leads/desk/commands'
import {
  endOfIndiaDay,
  followUpAtChoice,
  followUpInWords,
  followUpTimeError,
  FOLLOW_UP_PAST_MESSAGE,
  lateness,
  laterTodayAvailable,
  parseIndiaDateTime,
} from '@/lib/leads/desk/follow-ups'
import { getLeadDetail } from '@/lib/leads/desk/queries'
import { todayFollowUpCount, todayFollowUps } from '@/lib/leads/desk/today'
import { sendDueDigests, type DigestSender } from '@/lib/leads/outbox/digest'
import { getDb } from '@/lib/platform/db'
import type { LeadStage } from '@/lib/platform/db/schema'
import { testAgent, testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage, type StorageKind } from './support/storage'
import { startWorkerProcess } from './support/worker-process'
import { startMailbox, type Mailbox } from './support/mailbox'

/**
 * Follow-ups: the one-tap choices on India's clock, a time in the past refused, won and lost
 * clearing it, the Today view's reads for an agent and the owner, and the morning digest sent
 * once per staff member and day, by two workers at once through an SMTP server that refuses a
 * share of the messages.
 */

const at = (iso: string) => Date.parse(iso)

describe('follow-up times in India', () => {
  it('"Tomorrow" and "In 3 days" are 10:00 in India, counted from India\'s day, across midnight UTC', () => {
    // 26 Nov 20:00 UTC is already 27 Nov 01:30 in India: tomorrow there is the 28th.
    expect(followUpAtChoice('tomorrow', at('2026-11-26T20:00:00Z'))).toBe(at('2026-11-28T04:30:00Z'))
    expect(followUpAtChoice('in3days', at('2026-11-26T20:00:00Z'))).toBe(at('2026-11-30T04:30:00Z'))
    // 26 Nov 18:00 UTC is 23:30 on the 26th in India.
    expect(followUpAtChoice('tomorrow', at('2026-11-26T18:00:00Z'))).toBe(at('2026-11-27T04:30:00Z'))
    // Across a month's and a year's end.
    expect(followUpAtChoice('in3days', at('2026-12-30T05:00:00Z'))).toBe(at('2027-01-02T04:30:00Z'))
  })

  it('"Later today" is three hours on, rounded up to the quarter hour, offered until it would fall tomorrow', () => {
    expect(followUpAtChoice('later', at('2026-11-26T05:07:00Z'))).toBe(at('2026-11-26T08:15:00Z'))
    expect(followUpAtChoice('later', at('2026-11-26T05:00:00Z'))).toBe(at('2026-11-26T08:00:00Z'))
    // 10:37 in India: yes; 21:00 in India (15:30 UTC): midnight would pass, so no.
    expect(laterTodayAvailable(at('2026-11-26T05:07:00Z'))).toBe(true)
    expect(laterTodayAvailable(at('2026-11-26T15:30:00Z'))).toBe(false)
  })

  it('reads a date and time field as India time and refuses what is not a real one', () => {
    expect(parseIndiaDateTime('2026-11-27T15:30')).toBe(at('2026-11-27T10:00:00Z'))
    expect(parseIndiaDateTime('2026-11-27T00:15')).toBe(at('2026-11-26T18:45:00Z'))
    expect(parseIndiaDateTime('2026-02-30T10:00')).toBeUndefined()
    expect(parseIndiaDateTime('2026-11-27T24:00')).toBeUndefined()
    expect(parseIndiaDateTime('tomorrow')).toBeUndefined()
  })

  it('refuses a time already past, or more than a year ahead', () => {
    const now = at('2026-11-26T05:00:00Z')
    expect(followUpTimeError(now - 60_000, now)).toBe(FOLLOW_UP_PAST_MESSAGE)
    expect(followUpTimeError(now, now)).toBe(FOLLOW_UP_PAST_MESSAGE)
    expect(followUpTimeError(now + 60_000, now)).toBeUndefined()
    expect(followUpTimeError(now + 400 * 86_400_000, now)).toMatch(/within/)
  })

  it('says when in words and how late', () => {
    const now = at('2026-11-26T05:00:00Z') // 10:30 am, Thu 26 Nov in India
    expect(followUpInWords(at('2026-11-26T12:30:00Z'), now)).toBe('today, 6:00 pm')
    expect(followUpInWords(at('2026-11-27T04:30:00Z'), now)).toBe('tomorrow, 10:00 am')
    expect(followUpInWords(at('2026-11-25T04:30:00Z'), now)).toBe('yesterday, 10:00 am')
    expect(followUpInWords(at('2026-11-29T04:30:00Z'), now)).toBe('Sun, 29 Nov, 10:00 am')
    expect(followUpInWords(at('2027-01-04T04:30:00Z'), now)).toBe('Mon, 4 Jan 2027, 10:00 am')
    expect(lateness(now - 25 * 60_000, now)).toBe('25 min late')
    expect(lateness(now - 3 * 3_600_000, now)).toBe('3 h late')
    expect(lateness(now - 50 * 3_600_000, now)).toBe('2 days late')
    expect(endOfIndiaDay(now)).toBe(at('2026-11-26T18:30:00Z'))
  })
})

let leadNumber = 0
async function addLead(values: {
  assignee?: string | null
  followUpAt?: number | null
  stage?: LeadStage
  createdAt?: number
  name?: string
}): Promise<string> {
  leadNumber += 1
  const reference = `GH-FU${String(leadNumber).padStart(6, '0')}`
  const name = values.name ?? `Traveller ${leadNumber}`
  await (
    await getDb()
  )
    .insertInto('leads')
    .values({
      reference,
      kind: 'contact',
      form: 'contact',
      payload: JSON.stringify({ name, mobileNumber: '9876543210' }),
      idempotency_key: `follow-up-key-${reference}-abcdef`,
      status: 'stored',
      created_at: values.createdAt ?? Date.now() - 3_600_000,
      name,
      phone: '9876543210',
      stage: values.stage ?? 'contacted',
      assignee_id: values.assignee ?? null,
      follow_up_at: values.followUpAt ?? null,
    })
    .execute()
  return reference
}

async function addStaffRows(kind: StorageKind, members: { id: string; name: string; email: string }[]) {
  const stamp = new Date().toISOString()
  await (
    await getDb()
  )
    .insertInto('staff')
    .values(
      members.map((m) => ({
        ...m,
        emailVerified: kind === 'postgres' ? true : 1,
        image: null,
        createdAt: stamp,
        updatedAt: stamp,
        twoFactorEnabled: kind === 'postgres' ? false : 0,
        role: 'agent',
      })),
    )
    .execute()
}

const followUpOf = async (reference: string) =>
  (
    await (
      await getDb()
    )
      .selectFrom('leads')
      .select('follow_up_at')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  ).follow_up_at

describe.each(STORAGE_KINDS)('follow-ups on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    cleanup = await useStorage(kind)
  })
  afterAll(async () => {
    await cleanup()
    jest.restoreAllMocks()
  })

  it('sets a follow-up with an entry in the timeline, refuses one in the past without a change, clears it on won and lost', async () => {
    const reference = await addLead({ assignee: testAgent.id })
    const tomorrow = followUpAtChoice('tomorrow', Date.now())
    await setFollowUp(testAgent, reference, tomorrow)
    expect(Number(await followUpOf(reference))).toBe(tomorrow)
    const detail = (await getLeadDetail(testAgent, reference))!
    expect(detail.followUpAt).toBe(tomorrow)
    expect(detail.activity[0]).toMatchObject({ kind: 'follow-up', detail: { at: tomorrow }, actorName: testAgent.name })

    await expect(setFollowUp(testAgent, reference, Date.now() - 60_000)).rejects.toThrow(FOLLOW_UP_PAST_MESSAGE)
    expect(Number(await followUpOf(reference))).toBe(tomorrow)
    expect((await getLeadDetail(testAgent, reference))!.activity).toHaveLength(1)

    await changeStage(testAgent, reference, 'quoted')
    expect(Number(await followUpOf(reference))).toBe(tomorrow)
    await changeStage(testAgent, reference, 'won')
    expect(await followUpOf(reference)).toBeNull()
    await expect(setFollowUp(testAgent, reference, tomorrow)).rejects.toThrow('A won or lost lead takes no follow-up')

    const lost = await addLead({ followUpAt: tomorrow })
    await changeStage(testOwner, lost, 'lost', 'Chose another agency')
    expect(await followUpOf(lost)).toBeNull()
    const spam = await addLead({ followUpAt: tomorrow })
    await markSpam(testOwner, spam)
    expect(await followUpOf(spam)).toBeNull()

    const cleared = await addLead({ followUpAt: tomorrow })
    await setFollowUp(testAgent, cleared, null)
    expect(await followUpOf(cleared)).toBeNull()
    expect((await getLeadDetail(testAgent, cleared))!.activity[0]).toMatchObject({
      kind: 'follow-up',
      detail: { at: null },
    })
  })

  it("lists an agent their own follow-ups due today and overdue, most overdue first; the owner everyone's", async () => {
    const db = await getDb()
    await db.updateTable('leads').set({ follow_up_at: null }).execute()
    const now = Date.now()
    const overdue = await addLead({ assignee: testAgent.id, followUpAt: now - 2 * 86_400_000 })
    const lateToday = await addLead({ assignee: testAgent.id, followUpAt: now - 60_000 })
    const tonight =
      endOfIndiaDay(now) - 60_000 > now
        ? await addLead({ assignee: testAgent.id, followUpAt: endOfIndiaDay(now) - 60_000 })
        : undefined
    await addLead({ assignee: testAgent.id, followUpAt: endOfIndiaDay(now) + 60_000 }) // tomorrow: not yet
    await addLead({ assignee: testAgent.id, followUpAt: now - 60_000, stage: 'won' }) // closed
    const owners = await addLead({ assignee: testOwner.id, followUpAt: now - 3_600_000 })
    const nobodys = await addLead({ assignee: null, followUpAt: now - 7_200_000 })

    const mine = [overdue, lateToday, ...(tonight ? [tonight] : [])]
    const agentView = await todayFollowUps(testAgent, undefined, now)
    expect(agentView.everyone).toBe(false)
    expect(agentView.items.map((item) => item.reference)).toEqual(mine)
    // An agent asking for someone else's still gets their own.
    expect((await todayFollowUps(testAgent, testOwner.id, now)).items.map((i) => i.reference)).toEqual(mine)
    expect(await todayFollowUpCount(testAgent)).toBe(mine.length)

    const ownerView = await todayFollowUps(testOwner, undefined, now)
    expect(ownerView.everyone).toBe(true)
    expect(ownerView.items.map((item) => item.reference)).toEqual([
      overdue,
      nobodys,
      owners,
      lateToday,
      ...(tonight ? [tonight] : []),
    ])
    expect((await todayFollowUps(testOwner, 'none', now)).items.map((i) => i.reference)).toEqual([nobodys])
    expect((await todayFollowUps(testOwner, testAgent.id, now)).items.map((i) => i.reference)).toEqual(mine)
  })

  describe('the morning digest', () => {
    // 09:00 on Thu 26 Nov 2026 in India.
    const morning = at('2026-11-26T03:30:00Z')
    const member = { id: `digest-member-${kind}`, name: 'Meena Iyer', email: 'meena@example.com' }
    let sent: { to: string; subject: string; text: string; html: string }[] = []
    const send: DigestSender = async (to, mail) => {
      sent.push({ to, ...mail })
    }

    beforeAll(async () => {
      process.env.SITE_URL = 'https://gopuram.example'
      const db = await getDb()
      await db.deleteFrom('leads').execute()
      await addStaffRows(kind, [member])
    })
    afterAll(() => {
      delete process.env.SITE_URL
    })

    it('is not sent before the morning hour, then once, with the follow-ups and new unassigned leads in words and links', async () => {
      const overdue = await addLead({ assignee: member.id, followUpAt: morning - 26 * 3_600_000, name: 'Ravi Kumar' })
      const later = await addLead({ assignee: member.id, followUpAt: morning + 5 * 3_600_000, name: 'Priya Das' })
      const fresh = await addLead({
        assignee: null,
        stage: 'new',
        createdAt: morning - 2 * 3_600_000,
        name: 'Anand Raj',
      })

      expect(await sendDueDigests(() => morning - 2 * 3_600_000, send)).toBe(0)
      expect(await (await getDb()).selectFrom('follow_up_digests').selectAll().execute()).toHaveLength(0)

      expect(await sendDueDigests(() => morning, send)).toBe(1)
      expect(sent).toHaveLength(1)
      const [mail] = sent
      expect(mail.to).toBe(member.email)
      expect(mail.subject).toBe('Your day, Thursday 26 November: 1 overdue, 1 due today, 1 new lead unassigned')
      expect(mail.text).toContain(`Ravi Kumar (${overdue}) · follow up yesterday, 7:00 am (1 day late)`)
      expect(mail.text).toContain(`Priya Das (${later}) · follow up today, 2:00 pm`)
      expect(mail.text).toContain(`Anand Raj (${fresh}) · Contact page · received 2 h ago`)
      expect(mail.text).toContain(`https://gopuram.example/admin/leads/${overdue}`)
      expect(mail.html).toContain(`href="https://gopuram.example/admin/leads/${fresh}"`)
      expect(mail.text).toContain('All your follow-ups: https://gopuram.example/admin/today')

      // Later the same day, nothing more; the next morning, the next digest.
      expect(await sendDueDigests(() => morning + 3 * 3_600_000, send)).toBe(0)
      expect(sent).toHaveLength(1)
      expect(await sendDueDigests(() => morning + 24 * 3_600_000, send)).toBe(1)
      expect(sent).toHaveLength(2)
    })

    it('retries a failed send later, never sends twice, and skips a day with nothing to say', async () => {
      sent = []
      const day3 = morning + 2 * 86_400_000
      let failing = true
      const flaky: DigestSender = async (to, mail) => {
        if (failing) throw new Error('451 Mailbox busy')
        await send(to, mail)
      }
      expect(await sendDueDigests(() => day3, flaky)).toBe(0)
      const row = await (
        await getDb()
      )
        .selectFrom('follow_up_digests')
        .selectAll()
        .where('staff_id', '=', member.id)
        .where('day', '=', '2026-11-28')
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ status: 'pending', attempts: 1, error: '451 Mailbox busy' })
      expect(Number(row.next_at)).toBeGreaterThan(day3)

      failing = false
      // Before its next attempt, nothing; after, one e-mail, and no other however often the worker wakes.
      expect(await sendDueDigests(() => day3 + 1, flaky)).toBe(0)
      expect(await sendDueDigests(() => Number(row.next_at), flaky)).toBe(1)
      for (let i = 0; i < 3; i++) expect(await sendDueDigests(() => Number(row.next_at) + i * 60_000, flaky)).toBe(0)
      expect(sent).toHaveLength(1)

      // Nothing assigned, nothing new: no e-mail that day, and the day is done.
      await (await getDb()).deleteFrom('leads').execute()
      expect(await sendDueDigests(() => day3 + 86_400_000, send)).toBe(0)
      expect(sent).toHaveLength(1)
      const quiet = await (
        await getDb()
      )
        .selectFrom('follow_up_digests')
        .selectAll()
        .where('day', '=', '2026-11-29')
        .executeTakeFirstOrThrow()
      expect(quiet).toMatchObject({ status: 'sent', sent_at: null })
    })
  })
})

const startWorker = (env: NodeJS.ProcessEnv) => startWorkerProcess('digest-worker.ts', env)

describe.each(STORAGE_KINDS)('two digest workers on %s', (kind) => {
  const MEMBERS = 60
  let cleanup: () => Promise<void>
  let mailbox: Mailbox

  beforeAll(async () => {
    cleanup = await useStorage(kind)
    // A mail server that refuses about a third of the messages (try again later).
    mailbox = await startMailbox(0, { refuse: () => Math.random() < 0.35 })
  })
  afterAll(async () => {
    await mailbox.close()
    await cleanup()
  })

  it('send each staff member one digest while the mail server refuses a share of them', async () => {
    const db = await getDb()
    const morning = at('2026-11-26T03:30:00Z')
    const env = {
      ...process.env,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      SITE_URL: 'https://gopuram.example',
      MAIL_FROM: 'Gopuram Holidays <no-reply@example.com>',
      DIGEST_NOW: String(morning),
    }
    const workers = [startWorker(env), startWorker(env)]
    const members = Array.from({ length: MEMBERS }, (_, i) => ({
      id: `race-member-${i}`,
      name: `Agent ${i}`,
      email: `agent${i}@example.com`,
    }))
    const references: string[] = []
    const deadline = Date.now() + 90_000
    try {
      await Promise.all(workers.map((w) => w.ready))
      // The leads first, then every member in one insert: a worker sees all of them or none.
      for (const m of members) references.push(await addLead({ assignee: m.id, followUpAt: morning - 3_600_000 }))
      await addStaffRows(kind, members)
      for (;;) {
        // A refused send waits out a backoff of seconds; the test makes it due at once.
        await db
          .updateTable('jobs')
          .set({ due_at: 0 })
          .where('kind', '=', 'digest')
          .where('state', '=', 'pending')
          .execute()
        // One read: two counts read apart could see no row unsent, then the 60 rows a worker added in between.
        const statuses = await db.selectFrom('follow_up_digests').select('status').execute()
        const left = statuses.filter((row) => row.status !== 'sent').length
        if (statuses.length === MEMBERS && left === 0) break
        if (Date.now() > deadline) throw new Error(`${left} digests still unsent`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      for (const { child } of workers) child.kill('SIGTERM')
    }
    const sent = (await Promise.all(workers.map((w) => w.done))).map(
      (out) => JSON.parse(out.trim().split('\n').at(-1)!).sent as number,
    )

    // Every row has its e-mail; a row settled without one names itself and why (day, error, tries).
    const settled = await db
      .selectFrom('follow_up_digests')
      .select(['staff_id', 'day', 'status', 'error', 'attempts', 'sent_at'])
      .execute()
    expect(settled.filter((row) => row.sent_at === null)).toEqual([])
    expect(sent.reduce((a, b) => a + b, 0)).toBe(MEMBERS)
    expect(sent.every((n) => n > 0)).toBe(true)
    expect(mailbox.refused()).toBeGreaterThan(0)
    expect(new Set(mailbox.received.flatMap((mail) => mail.to)).size).toBe(MEMBERS)
    members.forEach((m, i) => {
      const mails = mailbox.received.filter((mail) => mail.to.includes(m.email)).map((mail) => mail.raw)
      expect(mails).toHaveLength(1)
      expect(mails[0]).toContain(references[i])
    })
    expect(settled.some((row) => row.attempts > 1)).toBe(true)
  }, 120_000)
})
