'use client'

import { Link } from '@/components/ui/link'
import { Compass } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { ROUTES } from '@/lib/site/routes'

/**
 * "Trip not found": the 404 of an unknown trip slug. A client component on purpose: every
 * trip page's payload carries its segment's not-found boundary, and a client component goes
 * there as a module reference instead of its text, so a real trip's HTML never says "Trip not found".
 */
export function TripNotFound() {
  return (
    <div className="container-site flex flex-col items-center py-20 text-center md:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-saffron-50 text-saffron-700">
        <Compass aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold md:text-4xl">Trip not found</h1>
      <p className="mt-3 max-w-md text-ink-muted">
        This package may have ended or its link has changed. Browse our current tours or ask us to plan one for you.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={ROUTES.pilgrimage} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          Pilgrimage tours
        </Link>
        <Link href={ROUTES.domestic} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Domestic tours
        </Link>
        <Link href={ROUTES.international} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          International tours
        </Link>
      </div>
    </div>
  )
}
