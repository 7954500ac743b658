'use client'

import { Input, Label } from '@/components/ui/input'
import { IDLE } from '@/lib/staff/action-state'
import { signInAction, verifyTotpAction } from '@/lib/staff/sign-in-actions'
import { FormStatus, SubmitButton, useActionForm } from './action-form'

export function SignInForm() {
  const { state, formAction, pending, onSubmit } = useActionForm(signInAction, IDLE)
  return (
    <form action={formAction} onSubmit={onSubmit} className="space-y-4">
      <div>
        <Label htmlFor="email">E-mail</Label>
        <Input id="email" name="email" type="email" autoComplete="username" required autoFocus />
      </div>
      <div>
        <Label htmlFor="password">Password</Label>
        <Input id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
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
      <div>
        <Label htmlFor="code">6-digit code</Label>
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
      </div>
      <SubmitButton className="w-full" pending={pending}>
        Verify
      </SubmitButton>
      <FormStatus state={state} />
    </form>
  )
}
