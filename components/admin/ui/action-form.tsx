'use client'

import { startTransition, useActionState, useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { cx } from '@/lib/site/utils'

/**
 * A back-office form bound to a server action: it shows the action's answer in a live region,
 * marks the fields it names as invalid (aria-invalid and their message), and disables its
 * button while the action runs. What was typed stays after an error (React resets a form
 * whose action ran, so the form is submitted by hand and reset only when asked).
 */

/** A server action for a form submitted by hand; without JavaScript the form posts to it as usual. */
export function useActionForm<S extends ActionState>(
  action: (state: Awaited<S>, form: FormData) => Promise<S>,
  initial: Awaited<S>,
  confirmText?: string,
) {
  const [state, formAction, pending] = useActionState<S, FormData>(action, initial)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (confirmText && !window.confirm(confirmText)) return
    const data = new FormData(event.currentTarget)
    startTransition(() => formAction(data))
  }
  return { state, formAction, pending, onSubmit }
}

export function ActionForm({
  action,
  children,
  submitLabel,
  submitVariant = 'primary',
  className,
  confirmText,
  resetOnSuccess = false,
}: {
  action: (state: ActionState, form: FormData) => Promise<ActionState>
  children?: ReactNode
  submitLabel: string
  submitVariant?: ButtonProps['variant']
  className?: string
  /** Asked with window.confirm before the action runs. */
  confirmText?: string
  resetOnSuccess?: boolean
}) {
  const { state, formAction, pending, onSubmit } = useActionForm(action, IDLE, confirmText)
  const form = useRef<HTMLFormElement>(null)
  const statusId = useId()

  useEffect(() => {
    const element = form.current
    if (!element) return
    const fields = state.status === 'error' ? (state.fields ?? {}) : {}
    for (const control of Array.from(element.elements)) {
      if (!(
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement
      ))
        continue
      const message = control.name ? fields[control.name] : undefined
      if (message) {
        control.setAttribute('aria-invalid', 'true')
        control.setAttribute('aria-describedby', statusId)
      } else {
        control.removeAttribute('aria-invalid')
      }
    }
    if (state.status === 'ok' && resetOnSuccess) element.reset()
  }, [state, statusId, resetOnSuccess])

  return (
    <form ref={form} action={formAction} className={cx('space-y-3', className)} onSubmit={onSubmit}>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton variant={submitVariant} pending={pending}>
          {submitLabel}
        </SubmitButton>
        <FormStatus id={statusId} state={state} />
      </div>
    </form>
  )
}

export function SubmitButton({
  children,
  variant,
  className,
  pending,
}: {
  children: ReactNode
  variant?: ButtonProps['variant']
  className?: string
  pending: boolean
}) {
  return (
    <Button type="submit" size="sm" variant={variant} disabled={pending} aria-disabled={pending} className={className}>
      {pending ? 'Working…' : children}
    </Button>
  )
}

export function FormStatus({ id, state }: { id?: string; state: ActionState }) {
  return (
    <div id={id} role="status" aria-live="polite" className="text-sm">
      {state.status === 'ok' && <p className="font-medium text-lagoon-800">{state.message}</p>}
      {state.status === 'error' && (
        <div className="text-maroon-700">
          <p className="font-medium">{state.message}</p>
          {state.fields && (
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(state.fields).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
