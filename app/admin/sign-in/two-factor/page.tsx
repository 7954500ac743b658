import type { Metadata } from 'next'
import { Link } from '@/components/ui/link'
import { SignInCard } from '@/components/admin/staff/sign-in-card'
import { TwoFactorForm } from '@/components/admin/staff/sign-in-form'
import { ADMIN_ROUTES } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Two-step sign-in' }

export default function TwoFactorPage() {
  return (
    <SignInCard title="Enter your code">
      <p className="mb-4 text-sm">Open your authenticator app and enter the 6-digit code for {`the lead desk`}.</p>
      <TwoFactorForm />
      <p className="mt-6 text-sm">
        <Link href={ADMIN_ROUTES.signIn} className="text-saffron-800 underline">
          Start again
        </Link>
      </p>
    </SignInCard>
  )
}
