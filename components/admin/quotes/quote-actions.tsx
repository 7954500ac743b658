'use client'

import { Mail, MessageCircle } from 'lucide-react'
import { useId, useState, useTransition } from 'react'
import { FormStatus } from '@/components/admin/ui/action-form'
import { Button } from '@/components/ui/button'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { reviseQuoteAction, sendQuoteAction } from '@/lib/leads/quotes/actions'

/**
 * A quote's buttons: send by e-mail, send on WhatsApp (a draft is marked sent first, which makes
 * its link), make the next version of a sent quote. Each runs its server action and shows the answer.
 */
export function QuoteActions({
  reference,
  number,
  version,
  status,
  latest,
  email,
  emailed,
  mailReady,
  whatsappHref,
}: {
  reference: string
  number: string
  version: number
  status: 'draft' | 'sent'
  /** Only the latest version is sent or changed. */
  latest: boolean
  /** The lead's address; none, and the e-mail button says why. */
  email: string | null
  /** Already queued or sent by e-mail. */
  emailed: boolean
  /** E-mail is set up on the site (SMTP). */
  mailReady: boolean
  /** The WhatsApp message with the link, once the quote is sent. */
  whatsappHref: string | null
}) {
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  const statusId = useId()
  const run = (work: () => Promise<ActionState>) => startTransition(async () => setState(await work()))

  // A sent quote offers e-mail only when it can go; a draft's button stays, saying why it cannot.
  const offerEmail = latest && !emailed && (status === 'draft' || (Boolean(email) && mailReady))
  const emailNote = !email
    ? 'This lead gave no e-mail address: send the quote on WhatsApp.'
    : !mailReady
      ? 'E-mail is not set up on this site: send the quote on WhatsApp.'
      : null
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {offerEmail && (
          <Button
            type="button"
            disabled={pending || Boolean(emailNote)}
            aria-describedby={emailNote ? `${statusId}-email` : undefined}
            onClick={() => run(() => sendQuoteAction(reference, number, version, true))}
          >
            <Mail aria-hidden /> {status === 'draft' ? 'Send by e-mail' : 'E-mail it too'}
          </Button>
        )}
        {status === 'sent' && whatsappHref ? (
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[#128C4A] px-5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#128C4A]"
          >
            <MessageCircle className="size-4" aria-hidden /> WhatsApp the link
          </a>
        ) : (
          latest && (
            <Button
              type="button"
              variant="accent"
              disabled={pending}
              onClick={() => run(() => sendQuoteAction(reference, number, version, false))}
            >
              <MessageCircle aria-hidden /> Send on WhatsApp
            </Button>
          )
        )}
        {latest && status === 'sent' && (
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => run(() => reviseQuoteAction(reference, number, version))}
          >
            Change (new version)
          </Button>
        )}
      </div>
      {emailNote && offerEmail && (
        <p id={`${statusId}-email`} className="text-sm text-ink-muted">
          {emailNote}
        </p>
      )}
      <FormStatus id={statusId} state={state} />
    </div>
  )
}
