import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { siteConfig } from '@/lib/site/config'

export const metadata: Metadata = {
  title: { default: 'Back office', template: `%s · Back office · ${siteConfig.name}` },
  robots: { index: false, follow: false, nocache: true },
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col bg-sand-50">{children}</div>
}
