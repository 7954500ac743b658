import type { Metadata } from 'next'
import { PageNotFound } from '@/components/layout/page-not-found'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * The 404 of a notFound() that no nearer boundary takes (an unknown record in the back office).
 * It is part of every page's payload, so it holds no frame. Unknown paths get
 * app/global-not-found.tsx, in the site's frame.
 */
export default function NotFound() {
  return (
    <main id="main" className="flex-1">
      <PageNotFound />
    </main>
  )
}
