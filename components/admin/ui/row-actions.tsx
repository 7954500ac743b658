'use client'

import { useState, useTransition } from 'react'
import { FormStatus } from '@/components/admin/ui/action-form'
import { Button } from '@/components/ui/button'
import { IDLE, type ActionState } from '@/lib/staff/action-state'

export interface RowAction {
  /** The button's text; a symbol is fine when `name` says it in words. */
  label: string
  /** Accessible name and tooltip; it must contain the label's words. */
  name?: string
  /** Shown but not available (the first row's "move up"), so every row's buttons line up. */
  disabled?: boolean
  run: () => Promise<ActionState>
}

/** A list row's buttons, each running a bound server action, with one status line for the row. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  return (
    <div className="flex flex-col items-start gap-1 md:items-end">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.label}
            type="button"
            size="sm"
            variant="outline"
            disabled={pending || action.disabled}
            aria-label={action.name}
            title={action.name}
            className={action.label.length === 1 ? 'w-11 px-0' : undefined}
            onClick={() => startTransition(async () => setState(await action.run()))}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <FormStatus state={state} />
    </div>
  )
}
