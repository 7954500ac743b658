import type { Metadata } from 'next'
import { SiteChrome } from '@/components/layout/site-chrome'
import { Button } from '@/components/ui/button'
import { ROUTES } from '@/lib/routes'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default function NotFound() {
  return (
    <SiteChrome>
      <section className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p className="font-display text-7xl font-semibold text-saffron-600 md:text-8xl" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-3xl font-semibold md:text-4xl">Oops! Page not found</h1>
        <p className="mt-3 max-w-md text-ink-muted">
          The page you were looking for has moved or never existed. Our tours are still right where you left them.
        </p>
        <Button asChild size="lg" className="mt-8">
          <a href={ROUTES.home}>Return to Home</a>
        </Button>
      </section>
    </SiteChrome>
  )
}
