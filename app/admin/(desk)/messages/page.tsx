import type { Metadata } from 'next'
import { MessageList } from '@/components/admin/messages/message-list'
import { listWaitingMessages } from '@/lib/leads/desk/messages'
import { requireStaffPage } from '@/lib/staff/session'
import { JOB_MAX_ATTEMPTS } from '@/lib/leads/config'

export const metadata: Metadata = { title: 'Messages' }

/** Where a failed message is and why: every message of the queue not sent yet, failed first. */
export default async function MessagesPage() {
  const staff = await requireStaffPage('messages.manage')
  const messages = await listWaitingMessages(staff)
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Messages</h1>
      <p className="mb-4 text-sm text-ink-muted">
        What the site still has to send: leads to the provider, e-mails to staff and to customers. A message is tried
        again and again, waiting longer each time; after {JOB_MAX_ATTEMPTS} attempts it stops here as failed until you
        retry it.
      </p>
      {messages.length ? (
        <MessageList messages={messages} canRetry />
      ) : (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink-muted">
          Nothing waiting: every message has gone.
        </p>
      )}
    </>
  )
}
