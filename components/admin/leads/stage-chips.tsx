'use client'

import { startTransition, useActionState, useId, useRef, useState, type FormEvent } from 'react'
import { CalendarCheck, Check } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Link } from '@/components/ui/link'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { LEAD_STAGES, LOST_REASON_MAX, nextStages, STAGE_LABELS, type LeadStage } from '@/lib/leads/desk/pipeline'
import { cx } from '@/lib/site/utils'
import { FormStatus } from '@/components/admin/ui/action-form'

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700 disabled:cursor-not-allowed'

/**
 * A lead's status as a row of chips: a tap on the next stage saves it at once. Only Lost asks
 * first, for its reason. The current stage is marked; stages a lead cannot move to from here
 * are shown but not offered. Beneath them, "Book this family" for a lead the role may book: a
 * family's seats are taken by its booking only, never by the stage.
 */
export function StageChips({
  stage,
  action,
  book,
}: {
  stage: LeadStage
  action: (state: ActionState, form: FormData) => Promise<ActionState>
  /** The lead's booking form, with "4 travellers on 14 Mar 2031 (4 of 10 seats taken, 6 left)" when known. */
  book?: { href: string; seats?: string }
}) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  const [askingReason, setAskingReason] = useState(false)
  const reason = useRef<HTMLInputElement>(null)
  const statusId = useId()
  const reasonId = useId()
  const allowed = nextStages(stage)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.value === 'lost' && !askingReason) {
      setAskingReason(true)
      // The field appears on this render; focus it once it is there.
      requestAnimationFrame(() => reason.current?.focus())
      return
    }
    const data = new FormData(event.currentTarget, submitter)
    if (data.get('stage') !== 'lost') data.delete('lostReason')
    startTransition(() => formAction(data))
    if (submitter?.value !== 'lost') setAskingReason(false)
  }

  return (
    <form action={formAction} onSubmit={onSubmit} className="space-y-3">
      <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
        {LEAD_STAGES.map((s) => {
          const current = s === stage
          const offered = allowed.includes(s)
          return (
            <button
              key={s}
              type="submit"
              name="stage"
              value={s}
              disabled={!offered || pending}
              aria-pressed={current}
              className={cx(
                chip,
                current
                  ? 'border-maroon-800 bg-maroon-800 text-white disabled:cursor-default'
                  : offered
                    ? 'border-ink/20 bg-white text-ink hover:border-maroon-700 hover:bg-sand-50'
                    : 'border-ink/10 bg-sand-50 text-ink-muted/70',
                s === 'lost' && askingReason && 'border-maroon-700 bg-sand-100',
              )}
            >
              {current && <Check className="size-4" aria-hidden />}
              {STAGE_LABELS[s]}
            </button>
          )
        })}
      </div>
      {book && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-lagoon-700/25 bg-lagoon-50 p-3 text-sm">
          <Link
            href={book.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/15 bg-white px-4 font-semibold hover:border-saffron-600 hover:text-saffron-800 focus-visible:outline-2 focus-visible:outline-saffron-700"
          >
            <CalendarCheck className="size-4" aria-hidden /> Book this family
          </Link>
          {book.seats && <span className="text-pretty">{book.seats}</span>}
        </p>
      )}
      {askingReason && (
        <div className="space-y-2 rounded-xl border border-maroon-700/25 bg-sand-50 p-3">
          <label htmlFor={reasonId} className="block text-sm font-medium">
            Why was it lost?
          </label>
          <Input
            ref={reason}
            id={reasonId}
            name="lostReason"
            maxLength={LOST_REASON_MAX}
            placeholder="e.g. booked with another agency"
            aria-describedby={statusId}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="stage" value="lost" size="sm" disabled={pending}>
              Mark lost
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setAskingReason(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      <FormStatus id={statusId} state={pending ? IDLE : state} />
    </form>
  )
}
