import 'server-only'
import { getCatalogTripTitles } from '@/lib/catalog'
import { getDb } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { leadMessage } from '@/lib/leads/notify/message'
import { sendStaffMail } from '@/lib/leads/notify/mailer'
import { adminLeadPath } from '@/lib/site/routes'
import { logLead } from '@/lib/leads/log'
import { retryDelayMs } from '@/lib/leads/store'
import { claimNext } from './claim'

/**
 * The staff e-mail about each new lead, sent from the outbox worker (deliverer.ts), never in
 * the visitor's request. Its state is on the lead row: notify_status pending → sending → sent;
 * a failed send goes back to pending with its error and a later attempt (the lead outbox's
 * backoff). Claims work as the lead outbox's do, so two processes never send one e-mail twice
 * at once; a claim left by a dead process is taken over after the claim timeout.
 */

/** At most this many e-mails per wake-up. */
const MAILS_PER_TICK = 10

/** Sends every notification that is due; returns how many were sent. */
export async function sendDueNotifications(now: () => number = Date.now): Promise<number> {
  let sent = 0
  for (let i = 0; i < MAILS_PER_TICK; i++) {
    const db = await getDb()
    const lead = await claimNext(db, 'notification', now())
    if (!lead) break
    try {
      const titles = lead.kind === 'tripEnquiry' && lead.trip ? await getCatalogTripTitles() : undefined
      const message = leadMessage(
        { reference: lead.reference, form: lead.form, payload: JSON.parse(lead.payload), createdAt: lead.created_at },
        {
          leadUrl: new URL(adminLeadPath(lead.reference), getEnv().siteUrl).toString(),
          tripTitle: lead.trip ? titles?.get(lead.trip) : undefined,
        },
      )
      await sendStaffMail(message)
      await db
        .updateTable('leads')
        .set({
          notify_status: 'sent',
          notified_at: now(),
          notify_claimed_at: null,
          notify_next_at: null,
          notify_error: null,
        })
        .where('id', '=', lead.id)
        .execute()
      logLead('notified', { reference: lead.reference, outcome: 'sent', attempts: lead.notify_attempts })
      sent += 1
    } catch (error) {
      const message = (error as Error).message
      const next = now() + retryDelayMs(lead.notify_attempts)
      await db
        .updateTable('leads')
        .set({
          notify_status: 'pending',
          notify_claimed_at: null,
          notify_next_at: next,
          notify_error: message.slice(0, 500),
        })
        .where('id', '=', lead.id)
        .execute()
      logLead('notify failed', {
        reference: lead.reference,
        outcome: 'retry',
        error: message,
        attempts: lead.notify_attempts,
      })
    }
  }
  return sent
}
