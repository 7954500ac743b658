import 'server-only'
import { getCatalogTripTitles } from '@/lib/catalog'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { FOLLOW_UP_DIGEST_MAX_ROWS } from '@/lib/leads/config'
import { endOfIndiaDay, FOLLOW_UP_STAGES } from '@/lib/leads/desk/follow-ups'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { jobKey } from '@/lib/leads/jobs/kinds'
import type { Job, JobChange } from '@/lib/leads/jobs/queue'
import { runDueJobs } from '@/lib/leads/jobs/run'
import { digestIsEmpty, digestMessage, type DigestLead, type DigestList } from '@/lib/leads/notify/digest-message'
import { messageIdFor, sendStaffMail, type OutgoingMail } from '@/lib/leads/notify/mailer'
import { MONTHS_LONG, todayInIndia } from '@/lib/site/format'
import { ADMIN_ROUTES, adminLeadPath } from '@/lib/site/routes'
import { openingOn } from '@/lib/site/office-hours'
import { getOfficeCalendar } from '@/lib/agency'

/**
 * The morning digest: from the FOLLOW_UP_DIGEST_HOUR setting's hour in India (8 unless set), one e-mail a day to each staff member
 * with their follow-ups overdue and due today and the new leads nobody has taken. A job of kind
 * `digest` (lib/leads/jobs), the whole kind in this file: its handler schedules each (staff member,
 * India day) once, as a job whose unique key whichever instance gets there first adds, and sends
 * it; the queue claims, backs off and retries it as every other message. Its row of
 * follow_up_digests is its record, written in the job's transaction. A member with nothing to say
 * that day is marked done without an e-mail (sent_at left empty). A day the office is closed
 * (lib/site/office-hours.ts with the owner's holidays) has no digest.
 */

export const DIGEST_JOB = 'digest'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const weekdayLong = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]

export type DigestSender = (to: string, mail: OutgoingMail) => Promise<void>

const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000
const indiaHour = (at: number) => new Date(at + INDIA_UTC_OFFSET_MS).getUTCHours()

/**
 * Adds today's digest of every staff member who has none yet: a read of the (small) staff table
 * each tick, a write only for someone new; a second instance's insert of the same job is ignored.
 */
async function enqueueDigests(db: Db, day: string, at: number): Promise<void> {
  const missing = await db
    .selectFrom('staff')
    .select('id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('follow_up_digests')
            .select('staff_id')
            .whereRef('follow_up_digests.staff_id', '=', 'staff.id')
            .where('follow_up_digests.day', '=', day),
        ),
      ),
    )
    .execute()
  if (!missing.length) return
  await writeTransaction(db, async (trx) => {
    await trx
      .insertInto('follow_up_digests')
      .values(missing.map((member) => ({ staff_id: member.id, day, next_at: at, created_at: at })))
      .onConflict((oc) => oc.columns(['staff_id', 'day']).doNothing())
      .execute()
    await trx
      .insertInto('jobs')
      .values(
        missing.map((member) => ({
          kind: DIGEST_JOB,
          key: jobKey(DIGEST_JOB, `${member.id}:${day}`),
          payload: JSON.stringify({ staffId: member.id, day }),
          due_at: at,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  })
}

const digestOf = (job: Job) => JSON.parse(job.payload) as { staffId: string; day: string }

/** The digest's row of follow_up_digests, as its job changes. */
async function recordDigestChange(db: Db, job: Job, change: JobChange, quiet: boolean): Promise<void> {
  const { staffId, day } = digestOf(job)
  const values =
    change.state === 'working'
      ? { status: 'sending' as const, claimed_at: change.at, attempts: job.attempts }
      : change.state === 'done'
        ? {
            status: 'sent' as const,
            claimed_at: null,
            next_at: null,
            sent_at: change.note ? null : change.at,
            error: quiet ? null : (change.note ?? null),
          }
        : {
            status: 'pending' as const,
            claimed_at: null,
            attempts: job.attempts,
            next_at: change.state === 'pending' ? change.dueAt : null,
            error: change.error.slice(0, 500),
          }
  await db.updateTable('follow_up_digests').set(values).where('staff_id', '=', staffId).where('day', '=', day).execute()
}

/** The open leads of the pipeline, which the digest's lists narrow. */
const openLeads = (db: Db) =>
  db
    .selectFrom('leads')
    .where('status', '!=', 'spam')
    .where('kind', '!=', 'newsletter')
    .where('stage', 'in', FOLLOW_UP_STAGES)
type LeadsQuery = ReturnType<typeof openLeads>

/** A list of the digest: the first rows and how many there are in all. */
async function digestList(query: LeadsQuery, order: 'follow_up_at' | 'created_at'): Promise<DigestList> {
  const [rows, count] = await Promise.all([
    query
      .select(['reference', 'name', 'phone', 'form', 'trip', 'created_at', 'follow_up_at'])
      .orderBy(order, order === 'created_at' ? 'desc' : 'asc')
      .orderBy('id')
      .limit(FOLLOW_UP_DIGEST_MAX_ROWS)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.n),
    leads: rows.map((row): DigestLead => ({
      reference: row.reference,
      name: row.name,
      phone: row.phone,
      form: row.form,
      trip: row.trip,
      createdAt: Number(row.created_at),
      followUpAt: row.follow_up_at === null ? null : Number(row.follow_up_at),
    })),
  }
}

/** The digest of one staff member at `now`: their e-mail and message, or undefined with nothing to say. */
export async function digestFor(
  db: Db,
  staffId: string,
  day: string,
  now: number,
): Promise<{ to: string; mail: OutgoingMail } | undefined> {
  const member = await db.selectFrom('staff').select(['name', 'email']).where('id', '=', staffId).executeTakeFirst()
  if (!member) return undefined
  const mine = openLeads(db).where('assignee_id', '=', staffId)
  const [overdue, dueToday, unassigned] = await Promise.all([
    digestList(mine.where('follow_up_at', '<=', now), 'follow_up_at'),
    digestList(mine.where('follow_up_at', '>', now).where('follow_up_at', '<', endOfIndiaDay(now)), 'follow_up_at'),
    digestList(openLeads(db).where('stage', '=', 'new').where('assignee_id', 'is', null), 'created_at'),
  ])
  if (digestIsEmpty({ overdue, dueToday, unassigned })) return undefined
  const trips = [...overdue.leads, ...dueToday.leads, ...unassigned.leads].some((lead) => lead.trip)
  const titles = trips ? await getCatalogTripTitles() : undefined
  for (const list of [overdue, dueToday, unassigned]) {
    for (const lead of list.leads) if (lead.trip) lead.trip = titles?.get(lead.trip) ?? lead.trip
  }
  const { siteUrl } = getEnv()
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const mail = digestMessage({
    staffName: member.name || member.email,
    dayInWords: `${weekdayLong(day)} ${Number(day.slice(8))} ${MONTHS_LONG[Number(day.slice(5, 7)) - 1]}`,
    now,
    overdue,
    dueToday,
    unassigned,
    leadUrl: (reference) => absolute(adminLeadPath(reference)),
    todayUrl: absolute(ADMIN_ROUTES.today),
    inboxUrl: absolute(ADMIN_ROUTES.home),
  })
  return { to: member.email, mail }
}

const sendToStaff: DigestSender = (to, mail) => sendStaffMail(mail, [to])

/** The digest's kind: scheduled each morning, sent to its member. `send` is the mailer (tests give their own). */
export function digestHandler(send: DigestSender = sendToStaff): JobHandler {
  return {
    needs: 'smtp',
    async schedule(db, at) {
      if (indiaHour(at) < getEnv().FOLLOW_UP_DIGEST_HOUR) return
      const day = todayInIndia(new Date(at))
      // No digest on a day the office is closed (Sunday, a holiday the owner set): the next working
      // morning's lists what is overdue by then.
      if (!openingOn(day, await getOfficeCalendar(db))) return
      await enqueueDigests(db, day, at)
    },
    async run(job, now) {
      const { staffId, day } = digestOf(job)
      // A digest still failing when its day is over is dropped: yesterday's list is not today's.
      if (day !== todayInIndia(new Date(now()))) return { note: 'The day had passed' }
      const digest = await digestFor(await getDb(), staffId, day, now())
      if (!digest) return { note: 'Nothing to say that day', outcome: 'quiet' }
      await send(digest.to, { ...digest.mail, messageId: messageIdFor(job.key) })
    },
    mirror: (db, job, change, outcome) => recordDigestChange(db, job, change, outcome?.outcome === 'quiet'),
  }
}

/**
 * Adds today's digests once it is morning in India, then sends those due; returns how many
 * e-mails were sent. `send` is the mailer (tests give their own).
 */
export async function sendDueDigests(now: () => number = Date.now, send: DigestSender = sendToStaff): Promise<number> {
  const handler = digestHandler(send)
  await handler.schedule!(await getDb(), now())
  return runDueJobs({ handlers: { [DIGEST_JOB]: handler }, now })
}
