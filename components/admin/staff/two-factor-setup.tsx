'use client'

import { Field } from '@/components/admin/ui/field'
import { Input } from '@/components/ui/input'
import { IDLE } from '@/lib/staff/action-state'
import {
  confirmTwoFactorAction,
  disableTwoFactorAction,
  startTwoFactorAction,
  type TwoFactorSetup,
} from '@/lib/staff/sign-in-actions'
import { ActionForm, FormStatus, SubmitButton, useActionForm } from '@/components/admin/ui/action-form'

/** Turning the authenticator-app second factor on (password, scan, confirm with a code) or off. */
export function TwoFactorSetupPanel({ enabled }: { enabled: boolean }) {
  const {
    state: setup,
    formAction: start,
    pending,
    onSubmit,
  } = useActionForm<TwoFactorSetup>(startTwoFactorAction, IDLE)

  if (enabled) {
    return (
      <ActionForm action={disableTwoFactorAction} submitLabel="Turn off two-step sign-in" submitVariant="outline">
        <p className="text-sm">
          <strong>Two-step sign-in is on.</strong> To turn it off, enter your password.
        </p>
        <Field id="off-password" label="Password" className="max-w-sm">
          <Input id="off-password" name="password" type="password" autoComplete="current-password" required />
        </Field>
      </ActionForm>
    )
  }

  if (setup.status === 'ok' && setup.secret) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-ink-muted">
          Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type
          the key by hand.
        </p>
        <div className="flex flex-wrap items-start gap-6">
          <div
            className="size-[200px] shrink-0 rounded-lg border border-ink/10 bg-white"
            role="img"
            aria-label="QR code of the authenticator key"
            dangerouslySetInnerHTML={{ __html: setup.qrSvg ?? '' }}
          />
          <div className="min-w-0 space-y-2 text-sm">
            <p className="font-medium">Key</p>
            <code data-testid="totp-secret" className="block rounded-md bg-sand-100 px-2 py-1 break-all">
              {setup.secret}
            </code>
            {setup.backupCodes && (
              <>
                <p className="pt-2 font-medium">Backup codes (each works once; keep them safe)</p>
                <ul className="grid grid-cols-2 gap-x-4 font-mono">
                  {setup.backupCodes.map((code) => (
                    <li key={code}>{code}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
        <ActionForm action={confirmTwoFactorAction} submitLabel="Turn on">
          <Field id="confirm-code" label="6-digit code from the app" className="max-w-xs">
            <Input
              id="confirm-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
          </Field>
        </ActionForm>
      </div>
    )
  }

  return (
    <form action={start} onSubmit={onSubmit} className="space-y-3">
      <p className="text-sm text-ink-muted">
        <strong className="text-ink">Two-step sign-in is off.</strong> It asks for a code from an app on your phone
        after your password, so a stolen password alone cannot open the back office.
      </p>
      <Field id="on-password" label="Password" className="max-w-sm">
        <Input id="on-password" name="password" type="password" autoComplete="current-password" required />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending}>Set up two-step sign-in</SubmitButton>
        <FormStatus state={setup} />
      </div>
    </form>
  )
}
