'use client'

import { Field } from '@/components/admin/ui/field'
import { Input } from '@/components/ui/input'
import { IDLE } from '@/lib/staff/action-state'
import { signInAction, verifyTotpAction } from '@/lib/staff/sign-in-actions'
import { FormStatus, SubmitButton, useActionForm } from '@/components/admin/ui/action-form'

export function SignInForm() {
  const { state, formAction, pending, onSubmit } = useActionForm(signInAction, IDLE)
  return (
    <form action={formAction} onSubmit={onSubmit} className="space-y-4">
      <Field id="email" label="E-mail">
        <Input id="email" name="email" type="email" autoComplete="username" required autoFocus />
      </Field>
      <Field id="password" label="Password">
        <Input id="password" name="password" type="password" autoComplete="current-password" required />
      </Field>
      <SubmitButton className="w-full" pending={pending}>
        Sign in
      </SubmitButton>
      <FormStatus state={state} />
    </form>
  )
}

export function TwoFactorForm() {
  const { state, formAction, pending, onSubmit } = useActionForm(verifyTotpAction, IDLE)
  return (
    <form action={formAction} onSubmit={onSubmit} className="space-y-4">
      <Field id="code" label="6-digit code">
        <Input
          id="code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
        />
      </Field>
      <SubmitButton className="w-full" pending={pending}>
        Verify
      </SubmitButton>
      <FormStatus state={state} />
    </form>
  )
}
