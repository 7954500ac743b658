'use client'

import { startTransition, useActionState, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react'
import { FileText, UserCheck } from 'lucide-react'
import { FormStatus } from '@/components/admin/ui/action-form'
import { buttonVariants } from '@/components/ui/button-variants'
import { changeStageAction, setFollowUpAction, takeLeadAction } from '@/lib/leads/desk/actions'
import type { FollowUpShortcut } from '@/lib/leads/desk/follow-ups'
import type { LeadStage } from '@/lib/platform/db/schema'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { cx } from '@/lib/site/utils'

/** A form submitted by hand with its submitter's name and value (a plain post before the script loads). */
function useHandSubmit(action: (state: ActionState, form: FormData) => Promise<ActionState>) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const data = new FormData(event.currentTarget, submitter)
    startTransition(() => formAction(data))
  }
  return { state, formAction, pending, onSubmit }
}

/** "Take it": one tap assigns the lead to the agent who taps, recorded in its timeline. */
export function TakeItButton({ reference, customer }: { reference: string; customer: string }) {
  const { state, formAction, pending, onSubmit } = useHandSubmit(takeLeadAction.bind(null, reference))
  return (
    <form action={formAction} onSubmit={onSubmit} className="contents">
      <button
        type="submit"
        disabled={pending}
        aria-label={`Take ${customer}`}
        className={cx(buttonVariants({ variant: 'secondary', size: 'sm' }))}
      >
        <UserCheck aria-hidden /> Take it
      </button>
      {state.status === 'error' && <FormStatus state={state} />}
    </form>
  )
}

/**
 * The contact links (Call, WhatsApp) and, once one is tapped, the next step in place: set a
 * follow-up with one tap (the office-hours shortcuts; the lead then shows under that day), mark a
 * new lead contacted (it then leaves the new leads) or make a quote. The
 * next step is a disclosure, so it can be opened by hand too, and works before the script loads.
 */
export function ContactThenNextStep({
  reference,
  stage,
  shortcuts,
  quoteHref,
  children,
}: {
  reference: string
  stage: LeadStage
  shortcuts: FollowUpShortcut[]
  quoteHref: string
  /** The contact links (LeadContactActions). */
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const contacted = useHandSubmit(changeStageAction.bind(null, reference))
  const followUp = useHandSubmit(setFollowUpAction.bind(null, reference))

  const onContactClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a')
    if (link && /^(tel:|https:\/\/wa\.me\/)/.test(link.getAttribute('href') ?? '')) setOpen(true)
  }

  return (
    <div className="space-y-2">
      <div onClickCapture={onContactClick}>{children}</div>
      <details
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        className="rounded-xl border border-ink/10 bg-sand-50 px-3 py-2 open:pb-3"
      >
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-maroon-800">
          Next step
        </summary>
        <div className="mt-1 space-y-3">
          <form action={followUp.formAction} onSubmit={followUp.onSubmit} className="space-y-1.5">
            <p className="text-sm font-medium text-ink">Follow up</p>
            <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              {shortcuts.map(({ choice, label, when }) => (
                <button
                  key={choice}
                  type="submit"
                  name="when"
                  value={choice}
                  disabled={followUp.pending}
                  className={cx(
                    buttonVariants({ variant: 'outline', size: 'sm' }),
                    'h-auto flex-col gap-0 py-1.5 leading-tight whitespace-normal',
                  )}
                >
                  {label}
                  <span className="text-xs font-normal text-ink-muted">{when}</span>
                </button>
              ))}
            </div>
            <FormStatus state={followUp.state} />
          </form>
          {stage === 'new' && (
            <form action={contacted.formAction} onSubmit={contacted.onSubmit}>
              <input type="hidden" name="stage" value="contacted" />
              <button
                type="submit"
                disabled={contacted.pending}
                className={buttonVariants({ variant: 'accent', size: 'sm' })}
              >
                Mark contacted
              </button>
              <FormStatus state={contacted.state} />
            </form>
          )}
          <a href={quoteHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <FileText aria-hidden /> Make a quote
          </a>
        </div>
      </details>
    </div>
  )
}
