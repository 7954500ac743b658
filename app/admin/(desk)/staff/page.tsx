import type { Metadata } from 'next'
import { ActionForm } from '@/components/admin/ui/action-form'
import { fieldClassName, Input, Label } from '@/components/ui/input'
import { addStaffAction, removeStaffAction, staffPasswordAction } from '@/lib/staff/actions'
import { STAFF_ROLES } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { listStaff } from '@/lib/staff/accounts'
import { formatDateTimeInIndia } from '@/lib/site/format'
import { STAFF_PASSWORD_MIN } from '@/lib/staff/schemas'

export const metadata: Metadata = { title: 'Staff' }

export default async function StaffPage() {
  const staff = await requireStaffPage('staff.manage')
  const members = await listStaff()
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Staff</h1>
      <ul className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white">
        {members.map((member) => (
          <li key={member.id} className="grid gap-3 px-4 py-4 text-sm md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
            <div>
              <p className="font-medium break-all">
                {member.name} <span className="text-ink-muted">· {member.email}</span>
              </p>
              <p className="text-ink-muted">
                <span className="capitalize">{member.role}</span> · two-step sign-in{' '}
                {member.twoFactorEnabled ? 'on' : 'off'} · since {formatDateTimeInIndia(member.createdAt.getTime())}
              </p>
            </div>
            {member.id !== staff.id && (
              <div className="flex flex-wrap items-start gap-3">
                <ActionForm
                  action={staffPasswordAction}
                  submitLabel="Set password"
                  submitVariant="outline"
                  className="flex flex-wrap items-start gap-2 space-y-0"
                >
                  <input type="hidden" name="email" value={member.email} />
                  <Label htmlFor={`pw-${member.id}`} className="sr-only">
                    New password for {member.email}
                  </Label>
                  <Input
                    id={`pw-${member.id}`}
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    placeholder="New password"
                    className="min-h-10 w-44 py-2 text-sm"
                  />
                </ActionForm>
                <ActionForm
                  action={removeStaffAction}
                  submitLabel={`Remove`}
                  submitVariant="ghost"
                  confirmText={`Remove ${member.email}? They are signed out at once.`}
                >
                  <input type="hidden" name="email" value={member.email} />
                </ActionForm>
              </div>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="add-staff" className="max-w-xl rounded-2xl border border-ink/10 bg-white p-5">
        <h2 id="add-staff" className="mb-3 text-lg font-semibold">
          Add a staff member
        </h2>
        <ActionForm action={addStaffAction} submitLabel="Add staff member" resetOnSuccess>
          <div>
            <Label htmlFor="new-name">Name</Label>
            <Input id="new-name" name="name" autoComplete="off" />
          </div>
          <div>
            <Label htmlFor="new-email">E-mail</Label>
            <Input id="new-email" name="email" type="email" autoComplete="off" required />
          </div>
          <div>
            <Label htmlFor="new-password">Password (at least {STAFF_PASSWORD_MIN} characters)</Label>
            <Input id="new-password" name="password" type="password" autoComplete="new-password" required />
          </div>
          <div>
            <Label htmlFor="new-role">Role</Label>
            <select id="new-role" name="role" defaultValue="agent" className={fieldClassName}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role === 'owner' ? 'Owner: everything, including staff' : 'Agent: leads only'}
                </option>
              ))}
            </select>
          </div>
        </ActionForm>
      </section>
    </div>
  )
}
