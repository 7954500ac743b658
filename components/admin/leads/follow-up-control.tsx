'use client'

import { startTransition, useActionState, useId, type FormEvent } from 'react'
import { CalendarClock } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FormStatus } from '@/components/admin/ui/action-form'
import { setFollowUpAction } from '@/lib/leads/desk/actions'
import { followUpInWords, lateness, type FollowUpShortcut } from '@/lib/leads/desk/follow-ups'
import { IDLE } from '@/lib/staff/action-state'
import { cx } from '@/lib/site/utils'

/**
 * A lead's next follow-up: when it is, in words (red once it is overdue), then one tap to set it
 * in an hour (during office hours), on the next working morning or three working days on (the
 * shortcuts, computed with the office's calendar), a date and time of one's choosing, or none. Every
 * button submits the same form with its `when`, so it works before the page's script has loaded.
 */
export function FollowUpControl({
  reference,
  followUpAt,
  readAt,
  shortcuts,
}: {
  reference: string
  /** The lead's follow-up (epoch ms), or null. */
  followUpAt: number | null
  /** The instant the lead was read: "overdue" and the quick choices' times are measured from it. */
  readAt: number
  /** The one-tap choices at `readAt` (followUpShortcuts with the office's calendar). */
  shortcuts: FollowUpShortcut[]
}) {
  const [state, formAction, pending] = useActionState(setFollowUpAction.bind(null, reference), IDLE)
  const fieldId = useId()
  const statusId = useId()
  const overdue = followUpAt !== null && followUpAt <= readAt
  const atError = state.status === 'error' ? state.fields?.at : undefined

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const data = new FormData(event.currentTarget, submitter)
    startTransition(() => formAction(data))
  }

  return (
    <form action={formAction} onSubmit={onSubmit} className="space-y-3" aria-describedby={statusId}>
      <p
        data-testid="follow-up-when"
        className={cx('flex items-start gap-2 font-medium', overdue ? 'text-maroon-700' : 'text-ink')}
      >
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {followUpAt === null ? (
          <span className="text-ink-muted">No follow-up set</span>
        ) : overdue ? (
          <span>
            Follow-up overdue: {followUpInWords(followUpAt, readAt)} ({lateness(followUpAt, readAt)})
          </span>
        ) : (
          <span>Follow up {followUpInWords(followUpAt, readAt)}</span>
        )}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {shortcuts.map(({ choice, label, when }) => (
          <Button
            key={choice}
            type="submit"
            name="when"
            value={choice}
            variant="outline"
            size="sm"
            disabled={pending}
            className="h-auto flex-col gap-0 py-1.5 leading-tight"
          >
            {label}
            <span className="text-xs font-normal text-ink-muted">{when}</span>
          </Button>
        ))}
      </div>
      <div>
        <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-ink">
          Another day and time
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={fieldId}
            type="datetime-local"
            name="at"
            step={60}
            aria-invalid={atError ? true : undefined}
            aria-describedby={atError ? statusId : undefined}
            className="min-h-11 w-auto min-w-0 flex-1 basis-52"
          />
          <Button type="submit" name="when" value="at" size="sm" disabled={pending}>
            Set
          </Button>
          {followUpAt !== null && (
            <Button type="submit" name="when" value="clear" variant="ghost" size="sm" disabled={pending}>
              Clear
            </Button>
          )}
        </div>
      </div>
      <FormStatus id={statusId} state={state} />
    </form>
  )
}
