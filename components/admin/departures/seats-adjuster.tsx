'use client'

import { useId, useRef, useState, useTransition, type FormEvent } from 'react'
import { FormStatus } from '@/components/admin/ui/action-form'
import { Button } from '@/components/ui/button'
import { WholeNumberInput } from '@/components/ui/input'
import { IDLE, type ActionState } from '@/lib/staff/action-state'

/**
 * A departure's quick "seats taken" change, as the agency makes it after a booking by phone:
 * −1 / +1, or a number of seats added or removed at once, with one status line for the
 * departure. Each runs a bound server action; the page shows the new count once it is stored.
 * The server refuses a count below 0 or above the seats offered; the buttons that would only
 * meet that refusal are shown disabled.
 */
export function SeatsAdjuster({
  departure,
  offered,
  taken,
  step,
  change,
}: {
  /** The departure in words ("Kashi Yatra, 12 Dec 2026"), for the buttons' accessible names. */
  departure: string
  offered: number
  taken: number
  step: (delta: number) => Promise<ActionState>
  change: (state: ActionState, form: FormData) => Promise<ActionState>
}) {
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  const form = useRef<HTMLFormElement>(null)
  const id = useId()
  const run = (work: () => Promise<ActionState>) =>
    startTransition(async () => {
      const answer = await work()
      setState(answer)
      if (answer.status === 'ok') form.current?.reset()
    })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const data = new FormData(event.currentTarget, submitter)
    run(() => change(IDLE, data))
  }
  const invalid = state.status === 'error' && Boolean(state.fields?.seats)

  return (
    <div className="flex flex-col gap-2 lg:items-end">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex gap-2" role="group" aria-label={`Seats taken, ${departure}`}>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="w-12 px-0 tabular-nums"
            disabled={pending || taken <= 0}
            aria-label={`One seat less taken, ${departure}`}
            title="One seat less taken"
            onClick={() => run(() => step(-1))}
          >
            −1
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="w-12 px-0 tabular-nums"
            disabled={pending || taken >= offered}
            aria-label={`One more seat taken, ${departure}`}
            title="One more seat taken"
            onClick={() => run(() => step(1))}
          >
            +1
          </Button>
        </div>
        <form ref={form} onSubmit={onSubmit} className="flex items-center gap-2">
          <label htmlFor={id} className="sr-only">
            Number of seats to add or remove, {departure}
          </label>
          <WholeNumberInput
            id={id}
            name="seats"
            min={1}
            placeholder="Seats"
            required
            aria-invalid={invalid || undefined}
            className="w-20 px-2 text-center tabular-nums"
          />
          <Button
            type="submit"
            name="change"
            value="add"
            size="sm"
            variant="outline"
            disabled={pending}
            aria-label={`Add seats taken, ${departure}`}
          >
            Add
          </Button>
          <Button
            type="submit"
            name="change"
            value="remove"
            size="sm"
            variant="outline"
            disabled={pending}
            aria-label={`Remove seats taken, ${departure}`}
          >
            Remove
          </Button>
        </form>
      </div>
      <FormStatus state={state} />
    </div>
  )
}
