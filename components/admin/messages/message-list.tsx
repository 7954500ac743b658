import { Link } from '@/components/ui/link'
import { RowActions } from '@/components/admin/ui/row-actions'
import { retryMessageAction } from '@/lib/leads/desk/actions'
import type { WaitingMessage } from '@/lib/leads/desk/messages'
import { sendErrorInWords } from '@/lib/leads/labels'
import { formatDateTimeInIndia } from '@/lib/site/format'
import { adminLeadPath } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'

/**
 * Messages of the queue that are not done, one row each: what it is and about which lead, how
 * often it was tried, why it failed, and when it goes next or stopped; with "Retry now" for those
 * allowed to send it again (the owner). The Messages screen lists all, a lead's page its own.
 */
export function MessageList({ messages, canRetry }: { messages: WaitingMessage[]; canRetry: boolean }) {
  return (
    <ol className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white text-sm">
      {messages.map((message) => (
        <li key={message.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0 space-y-0.5">
            <p>
              <span
                className={cx(
                  'mr-2 inline-block rounded-full px-2 text-xs font-semibold',
                  message.state === 'failed' ? 'bg-maroon-100 text-maroon-900' : 'bg-sand-200 text-ink',
                )}
              >
                {message.state === 'failed' ? 'Failed' : message.state === 'working' ? 'Sending' : 'Waiting'}
              </span>
              <strong>{message.label}</strong>
              {message.reference && (
                <>
                  {' · '}
                  <Link href={adminLeadPath(message.reference)} className="font-mono underline">
                    {message.reference}
                  </Link>
                </>
              )}
            </p>
            <p className="text-ink-muted">
              {message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`}
              {' · '}
              {message.state === 'failed' ? 'stopped ' : message.state === 'working' ? 'since ' : 'next '}
              <time dateTime={new Date(message.at).toISOString()}>{formatDateTimeInIndia(message.at)}</time>
            </p>
            {message.lastError && (
              <p className="break-words text-maroon-900" title={message.lastError}>
                {sendErrorInWords(message.lastError, message.kind === 'delivery' ? 'provider' : 'mail')}
              </p>
            )}
          </div>
          {canRetry && message.state !== 'working' && (
            <RowActions
              actions={[
                {
                  label: 'Retry now',
                  name: `Retry now: ${message.label}${message.reference ? ` ${message.reference}` : ''}`,
                  run: retryMessageAction.bind(null, message.id),
                },
              ]}
            />
          )}
        </li>
      ))}
    </ol>
  )
}
