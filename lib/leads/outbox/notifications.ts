import 'server-only'
import { leadRowOfJob } from '@/lib/leads/store'
import { getCatalogTripTitles } from '@/lib/catalog'
import { getDb } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { LEAD_JOBS } from '@/lib/leads/jobs/kinds'
import { runDueJobs } from '@/lib/leads/jobs/run'
import { leadMessage } from '@/lib/leads/notify/message'
import { messageIdFor, sendStaffMail } from '@/lib/leads/notify/mailer'
import { adminLeadPath } from '@/lib/site/routes'
import { recordLeadMailChange } from './lead-mail'

/**
 * The staff e-mail about each new lead, a job of kind `notice` (lib/leads/jobs), sent by the job
 * worker (worker.ts), never in the visitor's request. Its Message-ID is made from the job's key,
 * so an e-mail sent again after a worker died mid-send is the same message to the mailbox.
 */
export const noticeHandler: JobHandler = {
  needs: 'smtp',
  async run(job) {
    const db = await getDb()
    const lead = await leadRowOfJob(db, job)
    if (!lead) return { note: 'The lead was erased' }
    const titles = lead.kind === 'tripEnquiry' && lead.trip ? await getCatalogTripTitles() : undefined
    const message = leadMessage(
      { reference: lead.reference, form: lead.form, payload: JSON.parse(lead.payload), createdAt: lead.created_at },
      {
        leadUrl: new URL(adminLeadPath(lead.reference), getEnv().siteUrl).toString(),
        tripTitle: lead.trip ? titles?.get(lead.trip) : undefined,
      },
    )
    await sendStaffMail({ ...message, messageId: messageIdFor(job.key) })
  },
  mirror: (db, job, change) => recordLeadMailChange(db, 'notify', job, change),
}

/** Sends every staff e-mail that is due; returns how many were sent. */
export function sendDueNotifications(now: () => number = Date.now): Promise<number> {
  return runDueJobs({ handlers: { [LEAD_JOBS.notice]: noticeHandler }, now })
}
