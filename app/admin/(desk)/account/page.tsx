import type { Metadata } from 'next'
import { ChangePasswordForm } from '@/components/admin/staff/change-password-form'
import { TwoFactorSetupPanel } from '@/components/admin/staff/two-factor-setup'
import { requireStaffPage } from '@/lib/staff/session'
import { PASSWORD_CHANGED } from '@/lib/staff/schemas'

export const metadata: Metadata = { title: 'Your account' }

export default async function AccountPage({ searchParams }: PageProps<'/admin/account'>) {
  const changed = (await searchParams).password === 'changed'
  const staff = await requireStaffPage('account.own')
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold">Your account</h1>
      <section className="rounded-2xl border border-ink/10 bg-white p-5 text-sm">
        <p className="font-medium">{staff.name}</p>
        <p className="text-ink-muted">
          {staff.email} · <span className="capitalize">{staff.role}</span>
        </p>
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
