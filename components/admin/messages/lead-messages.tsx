import type { WaitingMessage } from '@/lib/leads/desk/messages'
import { MessageList } from './message-list'

/** A lead's own messages still to go or failed, above its page; nothing when all have gone. */
export function LeadMessages({ messages, canRetry }: { messages: WaitingMessage[]; canRetry: boolean }) {
  if (!messages.length) return null
  const failed = messages.filter((message) => message.state === 'failed').length
  return (
    <section aria-labelledby="lead-messages" className="mb-4">
      <h2 id="lead-messages" className="mb-2 text-base font-semibold">
        {failed ? `Messages failed (${failed})` : 'Messages waiting'}
      </h2>
      <MessageList messages={messages} canRetry={canRetry} />
    </section>
  )
}
