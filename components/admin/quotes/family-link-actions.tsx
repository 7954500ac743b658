'use client'

import { useState, useTransition } from 'react'
import { FormStatus } from '@/components/admin/ui/action-form'
import { Button } from '@/components/ui/button'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { makeFamilyLinkAction, revokeFamilyLinkAction } from '@/lib/leads/family-page/actions'

/** The family's link buttons: revoke it (after a confirmation), or make a new one that replaces every older link. */
export function FamilyLinkActions({ reference, open }: { reference: string; open: boolean }) {
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  const run = (question: string, work: () => Promise<ActionState>) => {
    if (!window.confirm(question)) return
    startTransition(async () => setState(await work()))
  }
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap gap-2">
        {open && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() =>
              run('Revoke the family’s link? Their page and quote links stop opening.', () =>
                revokeFamilyLinkAction(reference),
              )
            }
          >
            Revoke the family’s link
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() =>
            run('Make a new link? Every link given before it stops opening.', () => makeFamilyLinkAction(reference))
          }
        >
          Make a new link
        </Button>
      </div>
      <FormStatus state={state} />
    </div>
  )
}
