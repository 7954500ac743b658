'use client'

import { startTransition, useActionState, useId, type ChangeEvent } from 'react'
import { fieldClassName } from '@/components/ui/input'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { FormStatus } from '@/components/admin/ui/action-form'

/**
 * Who works a lead, in one control: choosing a person saves it. Without JavaScript, the form's
 * own button sends the choice.
 */
export function AssignControl({
  action,
  assigneeId,
  members,
  selfId,
}: {
  action: (state: ActionState, form: FormData) => Promise<ActionState>
  assigneeId: string | null
  members: { id: string; name: string }[]
  selfId: string
}) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  const id = useId()
  const statusId = useId()

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const data = new FormData(event.currentTarget.form!)
    startTransition(() => formAction(data))
  }

  return (
    <form action={formAction} className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        Assigned to
      </label>
      <div className="flex items-center gap-2">
        <select
          id={id}
          name="assignee"
          defaultValue={assigneeId ?? ''}
          onChange={onChange}
          disabled={pending}
          aria-describedby={statusId}
          className={fieldClassName}
        >
          <option value="">Nobody</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.id === selfId ? `${member.name} (me)` : member.name}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="min-h-11 rounded-full border border-ink/20 px-4 text-sm font-semibold">
            Save
          </button>
        </noscript>
      </div>
      <FormStatus id={statusId} state={pending ? IDLE : state} />
    </form>
  )
}
