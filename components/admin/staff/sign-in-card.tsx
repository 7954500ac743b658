import type { ReactNode } from 'react'
import { Logo } from '@/components/layout/logo'

/** The centred card of the sign-in steps. */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8">
        <Logo className="mb-6" />
        <h1 className="mb-1 text-2xl font-semibold">{title}</h1>
        <p className="mb-6 text-sm text-ink-muted">Staff only. Every sign-in is recorded.</p>
        {children}
      </div>
    </main>
  )
}
