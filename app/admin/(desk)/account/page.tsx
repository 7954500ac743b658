import type { Metadata } from 'next'
import { ChangePasswordForm } from '@/components/admin/staff/change-password-form'
import { TwoFactorSetupPanel } from '@/components/admin/staff/two-factor-setup'
import { ActionForm } from '@/components/admin/ui/action-form'
import { Input, Label } from '@/components/ui/input'
import { readStaffPhone } from '@/lib/agency'
import { saveOwnContactAction } from '@/lib/agency/actions'
import { STAFF_NAME_MAX } from '@/lib/agency/particulars-schema'
import { getDb } from '@/lib/platform/db'
import { requireStaffPage } from '@/lib/staff/session'
import { PASSWORD_CHANGED } from '@/lib/staff/schemas'

export const metadata: Metadata = { title: 'Your account' }

export default async function AccountPage({ searchParams }: PageProps<'/admin/account'>) {
  const changed = (await searchParams).password === 'changed'
  const staff = await requireStaffPage('account.own')
  const phone = (await readStaffPhone(await getDb(), staff.id)) ?? ''
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold">Your account</h1>
      <section className="rounded-2xl border border-ink/10 bg-white p-5 text-sm">
        <p className="font-medium">{staff.name}</p>
        <p className="text-ink-muted">
          {staff.email} · <span className="capitalize">{staff.role}</span>
        </p>
      </section>
      <section aria-labelledby="on-quotes" className="rounded-2xl border border-ink/10 bg-white p-5">
        <h2 id="on-quotes" className="mb-1 text-lg font-semibold">
          On your quotes
        </h2>
        <p className="mb-3 text-sm text-ink-muted">
          The quotes you send name you as the family’s travel consultant, with this phone and a WhatsApp link to it.
        </p>
        <ActionForm action={saveOwnContactAction} submitLabel="Save">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="min-w-0">
              <Label htmlFor="contact-name">Your name</Label>
              <Input
                id="contact-name"
                name="name"
                defaultValue={staff.name}
                maxLength={STAFF_NAME_MAX}
                autoComplete="name"
                required
              />
            </div>
            <div className="min-w-0">
              <Label htmlFor="contact-phone">Your phone (optional)</Label>
              <Input
                id="contact-phone"
                name="phone"
                type="tel"
                defaultValue={phone}
                autoComplete="tel"
                placeholder="+91 98400 61234"
              />
            </div>
          </div>
        </ActionForm>
      </section>
      <section aria-labelledby="password" className="rounded-2xl border border-ink/10 bg-white p-5">
        <h2 id="password" className="mb-3 text-lg font-semibold">
          Change your password
        </h2>
        {changed && (
          <p
            role="status"
            className="mb-4 rounded-xl border border-lagoon-600/30 bg-lagoon-50 px-4 py-3 text-sm text-lagoon-800"
          >
            {PASSWORD_CHANGED}
          </p>
        )}
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="two-step" className="rounded-2xl border border-ink/10 bg-white p-5">
        <h2 id="two-step" className="mb-3 text-lg font-semibold">
          Two-step sign-in
        </h2>
        <TwoFactorSetupPanel enabled={staff.twoFactorEnabled} />
      </section>
    </div>
  )
}
