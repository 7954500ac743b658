import { spawn } from 'node:child_process'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { getDb } from '@/lib/platform/db'
import { LEAD_CLAIM_TIMEOUT_MS } from '@/lib/leads/config'
import { recordLead } from '@/lib/leads/store'
import { startMailbox, type Mailbox } from './support/mailbox'
import { STORAGE_KINDS, useStorage } from './support/storage'
import { startWorkerProcess } from './support/worker-process'

/**
 * The staff e-mail about each new lead, sent once across instances: two worker processes on one
 * database and one mail server, and a claim left by a third that died mid-send (after its e-mail
 * went, before it could record it). Each e-mail arrives once from the two; the one taken over
 * carries the Message-ID the dead worker's attempt carried, so a mailbox folds the two into one.
 */

const LEADS = 40

describe.each(STORAGE_KINDS)('two job workers and a crashed claim on %s', (kind) => {
  let cleanup: () => Promise<void>
  let mailbox: Mailbox
  /** What the worker that died sent before it died. */
  let crashedLine: Mailbox
  const saved = { ...process.env }

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    cleanup = await useStorage(kind)
    mailbox = await startMailbox(0)
    crashedLine = await startMailbox(0)
    Object.assign(process.env, {
      SITE_URL: 'https://gopuram.example',
      MAIL_FROM: 'Gopuram Holidays <no-reply@example.com>',
      LEAD_NOTIFY_TO: 'desk@example.com',
    })
  })
  afterAll(async () => {
    for (const key of ['SITE_URL', 'MAIL_FROM', 'LEAD_NOTIFY_TO']) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
    jest.restoreAllMocks()
    await mailbox.close()
    await crashedLine.close()
    await cleanup()
  })

  it('send each staff e-mail once, the crashed one with the Message-ID of its first attempt', async () => {
    const references: string[] = []
    for (let i = 0; i < LEADS; i++) {
      const { lead } = await recordLead({
        kind: 'contact',
        form: 'contact',
        payload: { name: `Traveller ${i}`, email: `t${i}@example.com`, mobileNumber: '9876543210' },
        source: {},
        idempotencyKey: `notice-processes-${kind}-${String(i).padStart(4, '0')}`,
        status: 'stored',
        notify: true,
      })
      references.push(lead.reference)
    }

    // A worker claims the first e-mail, sends it and dies before recording it.
    const crash = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions', 'react-server', path.join(__dirname, 'support/crashing-worker.ts')],
      {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${crashedLine.port}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    let err = ''
    crash.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    crash.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => crash.on('exit', (_, s) => resolve(s)))
    expect({ signal, err }).toEqual({ signal: 'SIGKILL', err: '' })
    const crashedKey = (JSON.parse(out.trim()) as { key: string }).key
    expect(crashedLine.received).toHaveLength(1)
    const crashedMail = await PostalMime.parse(crashedLine.received[0]!.raw)

    const db = await getDb()
    const claimed = await db.selectFrom('jobs').selectAll().where('key', '=', crashedKey).executeTakeFirstOrThrow()
    expect(claimed).toMatchObject({ state: 'working', attempts: 1 })

    const env = { ...process.env, SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` }
    const workers = [startWorkerProcess('notice-worker.ts', env), startWorkerProcess('notice-worker.ts', env)]
    const deadline = Date.now() + 60_000
    try {
      await Promise.all(workers.map((w) => w.ready))
      // The dead worker's lease runs out (as 60 s later).
      await db
        .updateTable('jobs')
        .set({ claimed_at: Number(claimed.claimed_at) - LEAD_CLAIM_TIMEOUT_MS - 1 })
        .where('key', '=', crashedKey)
        .execute()
      for (;;) {
        const left = await db.selectFrom('jobs').select('key').where('state', '!=', 'done').execute()
        if (left.length === 0) break
        if (Date.now() > deadline) throw new Error(`${left.length} staff e-mails still unsent`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      for (const { child } of workers) child.kill('SIGTERM')
    }
    const sent = (await Promise.all(workers.map((w) => w.done))).map(
      (text) => JSON.parse(text.trim().split('\n').at(-1)!).sent as number,
    )

    expect(sent.reduce((a, b) => a + b, 0)).toBe(LEADS)
    expect(sent.every((n) => n > 0)).toBe(true)
    const mails = await Promise.all(mailbox.received.map((m) => PostalMime.parse(m.raw)))
    expect(mails).toHaveLength(LEADS)
    for (const reference of references) {
      const about = mails.filter((mail) => mail.subject?.includes(reference))
      expect(about).toHaveLength(1)
      expect(about[0]!.messageId).toBe(`<notice.${reference}@gopuram.example>`)
    }
    // The e-mail taken over is the dead worker's e-mail again, under the same Message-ID.
    const again = mails.filter((mail) => mail.subject === crashedMail.subject)
    expect(again).toHaveLength(1)
    expect(again[0]!.messageId).toBe(crashedMail.messageId)
    expect(await db.selectFrom('jobs').select('attempts').where('key', '=', crashedKey).executeTakeFirst()).toEqual({
      attempts: 2,
    })
  }, 120_000)
})
