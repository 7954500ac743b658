import { describedBy, Field } from '@/components/admin/ui/field'
import { Input } from '@/components/ui/input'
import { changeOwnPasswordAction } from '@/lib/staff/actions'
import { STAFF_PASSWORD_MIN } from '@/lib/staff/schemas'
import { ActionForm } from '@/components/admin/ui/action-form'

const HINT = `At least ${STAFF_PASSWORD_MIN} characters. Every other device you are signed in on is signed out.`

/** The account page's own-password form: the current password, then the new one twice. */
export function ChangePasswordForm() {
  return (
    <ActionForm action={changeOwnPasswordAction} submitLabel="Change password" resetOnSuccess>
      <Field id="currentPassword" label="Current password" className="max-w-sm">
        <Input id="currentPassword" name="currentPassword" type="password" autoComplete="current-password" required />
      </Field>
      <Field id="newPassword" label="New password" hint={HINT} className="max-w-sm">
        <Input
          id="newPassword"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          aria-describedby={describedBy('newPassword', { hint: HINT })}
          minLength={STAFF_PASSWORD_MIN}
          required
        />
      </Field>
      <Field id="newPasswordAgain" label="New password again" className="max-w-sm">
        <Input id="newPasswordAgain" name="newPasswordAgain" type="password" autoComplete="new-password" required />
      </Field>
    </ActionForm>
  )
}
