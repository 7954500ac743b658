import { Link } from '@/components/ui/link'
import type { ReactNode } from 'react'

/** The line above a back-office page's title that leads back to where it was opened from: "← Inbox". */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link href={href} className="text-saffron-800 underline-offset-4 hover:underline">
        ← {children}
      </Link>
    </p>
  )
}
