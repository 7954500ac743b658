import type { WaitingMessage } from '@/lib/leads/desk/messages'
import { MessageList } from './message-list'

/**
 * A lead's own messages still to go or failed, and why an e-mail its visitor asked for was held,
 * above its page; nothing when all have gone.
 */
export function LeadMessages({
  messages,
  held,
  canRetry,
}: {
  messages: WaitingMessage[]
  held: string | null
  canRetry: boolean
}) {
  if (!messages.length && !held) return null
  const failed = messages.filter((message) => message.state === 'failed').length
  return (
    <section aria-labelledby="lead-messages" className="mb-4 space-y-2">
      <h2 id="lead-messages" className="text-base font-semibold">
        {failed ? `Messages failed (${failed})` : held && !messages.length ? 'E-mail held' : 'Messages waiting'}
      </h2>
      {held && (
        <p
          role="note"
          className="rounded-2xl border border-maroon-600/30 bg-maroon-100 px-4 py-3 text-sm text-maroon-900"
        >
          {held}
        </p>
      )}
      {messages.length > 0 && <MessageList messages={messages} canRetry={canRetry} />}
    </section>
  )
}
