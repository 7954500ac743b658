import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { SignInCard } from '@/components/admin/staff/sign-in-card'
import { SignInForm } from '@/components/admin/staff/sign-in-form'
import { getStaff } from '@/lib/staff/session'
import { ADMIN_ROUTES } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Sign in' }

export default async function SignInPage() {
  if (await getStaff()) redirect(ADMIN_ROUTES.home)
  return (
    <SignInCard title="Sign in to the lead desk">
      <SignInForm />
    </SignInCard>
  )
}
