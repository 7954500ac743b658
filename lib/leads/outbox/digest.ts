import 'server-only'
import { getCatalogTripTitles } from '@/lib/catalog'
import { dialectOf, getDb, type Db } from '@/lib/platform/db'
import type { Selectable } from 'kysely'
import type { FollowUpDigestsTable } from '@/lib/platform/db/schema'
import { getEnv } from '@/lib/platform/env'
import { FOLLOW_UP_DIGEST_MAX_ROWS, LEAD_CLAIM_TIMEOUT_MS } from '@/lib/leads/config'
import { endOfIndiaDay, FOLLOW_UP_STAGES } from '@/lib/leads/desk/follow-ups'
import { digestIsEmpty, digestMessage, type DigestLead, type DigestList } from '@/lib/leads/notify/digest-message'
import { sendStaffMail, type OutgoingMail } from '@/lib/leads/notify/mailer'
import { logLead } from '@/lib/leads/log'
import { retryDelayMs } from '@/lib/leads/store'
import { MONTHS_LONG, todayInIndia } from '@/lib/site/format'
import { ADMIN_ROUTES, adminLeadPath } from '@/lib/site/routes'

/**
 * The morning digest: from the FOLLOW_UP_DIGEST_HOUR setting's hour in India (8 unless set), one e-mail a day to each staff member
 * with their follow-ups overdue and due today and the new leads nobody has taken. Sent by the
 * outbox worker (worker.ts), exactly once across instances: each (staff member, India day) is one
 * row of follow_up_digests, added by whichever instance gets there first (a unique key), then
 * claimed as the outbox claims a lead (FOR UPDATE SKIP LOCKED on PostgreSQL) and marked sent; a
 * failed send waits out the outbox's backoff and is tried again, never once it is sent. A member
 * with nothing to say that day is marked done without an e-mail (sent_at left empty).
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const weekdayLong = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]

type DigestRow = Selectable<FollowUpDigestsTable>
export type DigestSender = (to: string, mail: OutgoingMail) => Promise<void>

const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000
/** At most this many digests per wake-up. */
const DIGESTS_PER_TICK = 10

const indiaHour = (at: number) => new Date(at + INDIA_UTC_OFFSET_MS).getUTCHours()

/**
 * Adds today's digest of every staff member who has none yet: a read of the (small) staff table
 * each tick, a write only for someone new; a second instance's insert of the same row is ignored.
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
  await db
    .insertInto('follow_up_digests')
    .values(missing.map((member) => ({ staff_id: member.id, day, next_at: at, created_at: at })))
    .onConflict((oc) => oc.columns(['staff_id', 'day']).doNothing())
    .execute()
}

/** Claims the next due digest (or one whose sender died mid-send): the row as claimed, or undefined. */
export function claimDigest(db: Db, now: number): Promise<DigestRow | undefined> {
  const stale = now - LEAD_CLAIM_TIMEOUT_MS
  const due = db
    .selectFrom('follow_up_digests')
    .select(['staff_id', 'day'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<=', stale)]),
      ]),
    )
    .orderBy('next_at')
    .limit(1)
  return (
    db
      .updateTable('follow_up_digests')
      .set((eb) => ({ status: 'sending', claimed_at: now, attempts: eb('attempts', '+', 1) }))
      // `=` a one-row subquery, as the outbox claims by id: PostgreSQL runs it once (an InitPlan); an
      // IN semi-join may be re-run by a concurrent update's recheck and claim a second row.
      .where((eb) =>
        eb(
          eb.refTuple('staff_id', 'day'),
          '=',
          (dialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due).$asTuple('staff_id', 'day'),
        ),
      )
      .returningAll()
      .executeTakeFirst()
  )
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

/**
 * Adds today's digests once it is morning in India, then sends those due, one claimed row at a
 * time; returns how many e-mails were sent. `send` is the mailer (tests give their own).
 */
export async function sendDueDigests(now: () => number = Date.now, send: DigestSender = sendToStaff): Promise<number> {
  const db = await getDb()
  const at = now()
  const today = todayInIndia(new Date(at))
  if (indiaHour(at) >= getEnv().FOLLOW_UP_DIGEST_HOUR) await enqueueDigests(db, today, at)
  let sent = 0
  for (let i = 0; i < DIGESTS_PER_TICK; i++) {
    const row = await claimDigest(db, now())
    if (!row) break
    const settle = (values: Partial<Omit<DigestRow, 'staff_id' | 'day'>>) =>
      db
        .updateTable('follow_up_digests')
        .set({ claimed_at: null, ...values })
        .where('staff_id', '=', row.staff_id)
        .where('day', '=', row.day)
        .where('claimed_at', '=', row.claimed_at)
        .execute()
    try {
      // A digest still failing when its day is over is dropped: yesterday's list is not today's.
      const digest = row.day === today ? await digestFor(db, row.staff_id, row.day, now()) : undefined
      if (!digest) {
        await settle({ status: 'sent', next_at: null, error: row.day === today ? null : 'The day had passed' })
        continue
      }
      await send(digest.to, digest.mail)
      await settle({ status: 'sent', sent_at: now(), next_at: null, error: null })
      logLead('digest sent', { outcome: 'sent', attempts: row.attempts })
      sent += 1
    } catch (error) {
      const message = (error as Error).message
      await settle({ status: 'pending', next_at: now() + retryDelayMs(row.attempts), error: message.slice(0, 500) })
      logLead('digest failed', { outcome: 'retry', error: message, attempts: row.attempts })
    }
  }
  return sent
}
