import PostalMime from 'postal-mime'
import { getDb } from '@/lib/platform/db'
import { JOB_MAX_ATTEMPTS } from '@/lib/leads/config'
import { listWaitingMessages, retryMessage } from '@/lib/leads/desk/messages'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { enqueueJob, findJob } from '@/lib/leads/jobs/queue'
import { runDueJobs } from '@/lib/leads/jobs/run'
import { noticeHandler } from '@/lib/leads/outbox/notifications'
import { recordLead } from '@/lib/leads/store'
import { listAudit } from '@/lib/staff/audit'
import { startMailbox, type Mailbox } from './support/mailbox'
import { testAgent, testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The message queue's ends: a message that keeps failing stops, visibly, after JOB_MAX_ATTEMPTS
 * (listed with its lead and error for the owner, who can send it again, audited); and an e-mail
 * tried twice is the same message twice, one Message-ID made from its job's key.
 */

beforeAll(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterAll(() => jest.restoreAllMocks())

describe.each(STORAGE_KINDS)('the message queue on %s', (kind) => {
  let cleanup: () => Promise<void>
  let mailbox: Mailbox
  const saved = { ...process.env }
  beforeAll(async () => {
    cleanup = await useStorage(kind)
    mailbox = await startMailbox(0)
    Object.assign(process.env, {
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      SITE_URL: 'https://gopuram.example',
      LEAD_NOTIFY_TO: 'desk@example.com',
    })
  })
  afterAll(async () => {
    for (const key of ['SMTP_URL', 'SITE_URL', 'LEAD_NOTIFY_TO']) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
    await mailbox.close()
    await cleanup()
  })

  const newLead = async (n: string) =>
    (
      await recordLead({
        kind: 'contact',
        form: 'contact',
        payload: { name: 'Meena', email: 'meena@example.com', mobileNumber: '9876543210' },
        source: {},
        idempotencyKey: `jobs-queue-${kind}-${n}-0000000`,
        status: 'stored',
        notify: true,
      })
    ).lead

  it('stops a message that keeps failing after the last attempt, lists it, and sends it again on retry', async () => {
    const lead = await newLead('failing')
    let down = true
    const sent: string[] = []
    const flaky: JobHandler = {
      needs: 'smtp',
      async run(job) {
        if (down) throw new Error('451 Mailbox busy')
        sent.push(job.key)
      },
    }
    let clock = Date.now()
    for (let i = 0; i < JOB_MAX_ATTEMPTS + 3; i++) {
      await runDueJobs({ handlers: { notice: flaky }, now: () => clock })
      clock += 24 * 3_600_000
    }
    const key = `notice:${lead.reference}`
    expect(await findJob(await getDb(), key)).toMatchObject({
      state: 'failed',
      attempts: JOB_MAX_ATTEMPTS,
      last_error: '451 Mailbox busy',
    })
    expect(sent).toEqual([])

    const listed = await listWaitingMessages(testOwner)
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'notice',
        label: 'Staff e-mail',
        reference: lead.reference,
        state: 'failed',
        attempts: JOB_MAX_ATTEMPTS,
        lastError: '451 Mailbox busy',
      }),
    ])
    expect(await listWaitingMessages(testAgent, { leadId: lead.id })).toHaveLength(1)
    const row = await (
      await getDb()
    )
      .selectFrom('leads')
      .select('notify_status')
      .where('id', '=', lead.id)
      .executeTakeFirst()
    expect(row).toEqual({ notify_status: 'pending' })

    // Failed stays failed however often the worker wakes, until the owner retries it.
    await runDueJobs({ handlers: { notice: flaky }, now: () => clock })
    expect(await findJob(await getDb(), key)).toMatchObject({ state: 'failed' })
    await retryMessage(testOwner, listed[0]!.id, clock)
    expect(await findJob(await getDb(), key)).toMatchObject({ state: 'pending', attempts: 0 })
    expect((await listAudit(testOwner))[0]).toMatchObject({ action: 'message.retry', subject: key })
    down = false
    expect(await runDueJobs({ handlers: { notice: flaky }, now: () => clock })).toBe(1)
    expect(sent).toEqual([key])
    expect(await listWaitingMessages(testOwner)).toEqual([])
    await expect(retryMessage(testOwner, listed[0]!.id, clock)).rejects.toThrow('not waiting or failed')
  })

  it('gives both attempts of one e-mail the same Message-ID, made from its job key', async () => {
    const lead = await newLead('twice')
    const key = `notice:${lead.reference}`
    const job = (await findJob(await getDb(), key))!
    // An attempt whose worker died after sending, and the attempt that took it over.
    await noticeHandler.run(job, Date.now)
    await noticeHandler.run(job, Date.now)
    const mails = await Promise.all(
      mailbox.received.filter((m) => m.raw.includes(lead.reference)).map((m) => PostalMime.parse(m.raw)),
    )
    expect(mails.map((mail) => mail.messageId)).toEqual([
      `<notice.${lead.reference}@gopuram.example>`,
      `<notice.${lead.reference}@gopuram.example>`,
    ])
  })

  it('adds a message once however often it is asked for', async () => {
    const db = await getDb()
    const job = { kind: 'notice', key: `notice:once-${kind}` }
    expect(await enqueueJob(db, job)).toBe(true)
    expect(await enqueueJob(db, job)).toBe(false)
    expect(await db.selectFrom('jobs').select('id').where('key', '=', job.key).execute()).toHaveLength(1)
  })
})
