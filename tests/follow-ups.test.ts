import { changeStage, markSpam, setFollowUp, takeLead, TAKEN_BY_OTHER_MESSAGE } from '@/lib/leads/desk/commands'
import {
  endOfIndiaDay,
  followUpAtChoice,
  followUpInWords,
  followUpTimeError,
  FOLLOW_UP_PAST_MESSAGE,
  followUpShortcuts,
  indiaDateTimeValue,
  lateness,
  parseIndiaDateTime,
} from '@/lib/leads/desk/follow-ups'
import { officeCalendar } from '@/lib/site/office-hours'
import { getLeadDetail } from '@/lib/leads/desk/queries'
import { queueIsEmpty, todayCount, todayQueue, type TodayQueue } from '@/lib/leads/desk/today'
import { sendDueDigests, type DigestSender } from '@/lib/leads/outbox/digest'
import { writeOfficeHolidays } from '@/lib/agency'
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
/** The follow-ups due by the end of today, as the Today view lists them: overdue first, then later today. */
const dueRefs = (queue: TodayQueue) => [...queue.overdue, ...queue.dueToday].map((item) => item.reference)

describe('follow-up times in India', () => {
  // The office: Mon–Fri 9–6, Sat 9–1, Sunday closed (the site config), in India time.
  const ist = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+05:30`)
  const plain = officeCalendar()
  const shortcuts = (local: string, calendar = plain) =>
    followUpShortcuts(ist(local), calendar).map(({ choice, at, label }) => [choice, label, indiaDateTimeValue(at)])

  it('during hours offers "In 1 hour" (to the quarter hour), the next working morning and 3 working days on', () => {
    // Thu 26 Nov 10:37.
    expect(shortcuts('2026-11-26 10:37')).toEqual([
      ['soon', 'In 1 hour', '2026-11-26T11:45'],
      ['morning', 'Tomorrow', '2026-11-27T10:00'],
      ['later', 'In 3 working days', '2026-11-30T10:00'],
    ])
    // Fri 27 Nov 11:00: "tomorrow" is a Saturday, a working morning; 3 working days on skip Sunday.
    expect(shortcuts('2026-11-27 11:00')).toEqual([
      ['soon', 'In 1 hour', '2026-11-27T12:00'],
      ['morning', 'Tomorrow', '2026-11-28T10:00'],
      ['later', 'In 3 working days', '2026-12-01T10:00'],
    ])
    // Sat 28 Nov 11:00, open till 1 pm: the next working morning is Monday's.
    expect(shortcuts('2026-11-28 11:00').slice(0, 2)).toEqual([
      ['soon', 'In 1 hour', '2026-11-28T12:00'],
      ['morning', 'Monday', '2026-11-30T10:00'],
    ])
  })

  it('after hours offers the next working morning first, never a Sunday or a holiday', () => {
    // Saturday 5:45 pm (the office closed at 1 pm): Monday morning, no "In 1 hour".
    expect(shortcuts('2026-11-28 17:45')).toEqual([
      ['morning', 'Monday', '2026-11-30T10:00'],
      ['later', 'In 3 working days', '2026-12-02T10:00'],
    ])
    expect(followUpShortcuts(ist('2026-11-28 17:45'), plain).map((s) => s.when)).toEqual([
      'Mon, 30 Nov, 10:00 am',
      'Wed, 2 Dec, 10:00 am',
    ])
    // Thursday 5:15 pm: the hour would end after closing, so tomorrow morning first.
    expect(shortcuts('2026-11-26 17:15')[0]).toEqual(['morning', 'Tomorrow', '2026-11-27T10:00'])
    // Before opening: this morning.
    expect(shortcuts('2026-11-26 07:30')[0]).toEqual(['morning', 'This morning', '2026-11-26T10:00'])
    // Sunday: Monday; with Monday a holiday the owner set, Tuesday.
    expect(shortcuts('2026-11-29 12:00')[0]).toEqual(['morning', 'Tomorrow', '2026-11-30T10:00'])
    const holiday = officeCalendar(['2026-11-30'])
    expect(shortcuts('2026-11-28 17:45', holiday)).toEqual([
      ['morning', 'Tuesday', '2026-12-01T10:00'],
      ['later', 'In 3 working days', '2026-12-03T10:00'],
    ])
    // Across the year's end, from Thu 31 Dec 2026 in the evening.
    expect(shortcuts('2026-12-31 20:00')[0]).toEqual(['morning', 'Tomorrow', '2027-01-01T10:00'])
    // "In 1 hour" is not set while the office is shut.
    expect(followUpAtChoice('soon', ist('2026-11-28 17:45'), plain)).toBeUndefined()
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
    const tomorrow = followUpAtChoice('morning', Date.now(), officeCalendar())!
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
    const agentView = await todayQueue(testAgent, undefined, now)
    expect(agentView.everyone).toBe(false)
    expect(dueRefs(agentView)).toEqual(mine)
    // An agent asking for someone else's still gets their own.
    expect(dueRefs(await todayQueue(testAgent, testOwner.id, now))).toEqual(mine)
    expect(await todayCount(testAgent, now)).toBe(mine.length)

    const ownerView = await todayQueue(testOwner, undefined, now)
    expect(ownerView.everyone).toBe(true)
    expect(dueRefs(ownerView)).toEqual([overdue, nobodys, owners, lateToday, ...(tonight ? [tonight] : [])])
    expect(dueRefs(await todayQueue(testOwner, 'none', now))).toEqual([nobodys])
    expect(dueRefs(await todayQueue(testOwner, testAgent.id, now))).toEqual(mine)
  })

  it('queues the work in order: overdue, due today, new leads not yet called (oldest first), then the week ahead', async () => {
    const db = await getDb()
    await db.deleteFrom('leads').execute()
    // Thu 26 Nov 2026, 11:00 in India.
    const now = at('2026-11-26T05:30:00Z')
    const hour = 3_600_000
    const overdue = await addLead({ assignee: testAgent.id, followUpAt: now - 26 * hour })
    const dueToday = await addLead({ assignee: testAgent.id, followUpAt: now + 2 * hour })
    const newest = await addLead({ stage: 'new', createdAt: now - hour })
    const oldest = await addLead({ stage: 'new', createdAt: now - 50 * hour })
    const mineNew = await addLead({ stage: 'new', assignee: testAgent.id, createdAt: now - 5 * hour })
    const ownersNew = await addLead({ stage: 'new', assignee: testOwner.id, createdAt: now - 70 * hour })
    const tomorrow = await addLead({ assignee: testAgent.id, followUpAt: at('2026-11-27T04:30:00Z') })
    const monday = await addLead({ assignee: testAgent.id, followUpAt: at('2026-11-30T04:30:00Z') })
    await addLead({ assignee: testAgent.id, followUpAt: at('2026-12-10T04:30:00Z') }) // past the week ahead
    await addLead({ stage: 'won', assignee: testAgent.id, createdAt: now - 90 * hour }) // closed

    const agent = await todayQueue(testAgent, undefined, now)
    const refs = (items: { reference: string }[]) => items.map((item) => item.reference)
    expect(refs(agent.overdue)).toEqual([overdue])
    expect(refs(agent.dueToday)).toEqual([dueToday])
    // Theirs and no one's (to take), oldest first; the owner's own new lead is not the agent's.
    expect(refs(agent.newLeads)).toEqual([oldest, mineNew, newest])
    expect(refs(agent.ahead)).toEqual([tomorrow, monday])
    expect(await todayCount(testAgent, now)).toBe(5)

    const owner = await todayQueue(testOwner, undefined, now)
    expect(refs(owner.newLeads)).toEqual([ownersNew, oldest, mineNew, newest])
    expect(refs((await todayQueue(testOwner, 'none', now)).newLeads)).toEqual([oldest, newest])

    // "Take it": the lead is the agent's, recorded as an assignment; someone else cannot take it after.
    await takeLead(testAgent, oldest)
    const taken = (await getLeadDetail(testAgent, oldest))!
    expect(taken.assigneeId).toBe(testAgent.id)
    expect(taken.activity[0]).toMatchObject({
      kind: 'assign',
      detail: { to: testAgent.name },
      actorName: testAgent.name,
    })
    await expect(takeLead(testOwner, oldest)).rejects.toThrow(TAKEN_BY_OTHER_MESSAGE)
    expect((await getLeadDetail(testAgent, oldest))!.assigneeId).toBe(testAgent.id)

    // Called and a follow-up set for the next working morning: out of the new leads, into Tomorrow.
    await changeStage(testAgent, oldest, 'contacted')
    // (Written directly: setFollowUp measures "past" by the real clock, and this queue's day is fixed.)
    const nextMorning = followUpAtChoice('morning', now, officeCalendar())!
    expect(indiaDateTimeValue(nextMorning)).toBe('2026-11-27T10:00')
    await db.updateTable('leads').set({ follow_up_at: nextMorning }).where('reference', '=', oldest).execute()
    const after = await todayQueue(testAgent, undefined, now)
    expect(refs(after.newLeads)).toEqual([mineNew, newest])
    // At the same hour as `tomorrow`'s, and the older lead first.
    expect(refs(after.ahead)).toEqual([oldest, tomorrow, monday])
    expect(await todayCount(testAgent, now)).toBe(4)

    await db.deleteFrom('leads').execute()
    const empty = await todayQueue(testAgent, undefined, now)
    expect(queueIsEmpty(empty)).toBe(true)
    expect(await todayCount(testAgent, now)).toBe(0)
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

    it('retries a failed send later, never sends twice, skips a closed day and a day with nothing to say', async () => {
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

      // Sunday 29 Nov, the office closed: no digest at all, the day not even scheduled.
      expect(await sendDueDigests(() => day3 + 86_400_000, send)).toBe(0)
      expect(sent).toHaveLength(1)
      const digestDays = async () =>
        (await (await getDb()).selectFrom('follow_up_digests').select('day').execute()).map((r) => r.day)
      expect(await digestDays()).not.toContain('2026-11-29')

      // Nothing assigned, nothing new: no e-mail that day, and the day is done.
      await (await getDb()).deleteFrom('leads').execute()
      expect(await sendDueDigests(() => day3 + 2 * 86_400_000, send)).toBe(0)
      expect(sent).toHaveLength(1)
      const quiet = await (
        await getDb()
      )
        .selectFrom('follow_up_digests')
        .selectAll()
        .where('day', '=', '2026-11-30')
        .executeTakeFirstOrThrow()
      expect(quiet).toMatchObject({ status: 'sent', sent_at: null })

      // Tuesday 1 Dec, a holiday the owner set: no digest either.
      await writeOfficeHolidays(await getDb(), [{ day: '2026-12-01' }])
      await addLead({ assignee: member.id, followUpAt: day3, name: 'Kavya Rao' })
      expect(await sendDueDigests(() => day3 + 3 * 86_400_000, send)).toBe(0)
      expect(await digestDays()).not.toContain('2026-12-01')
      await writeOfficeHolidays(await getDb(), [])
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
