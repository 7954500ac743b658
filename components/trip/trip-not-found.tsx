import { Compass } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button-variants'
import { ROUTES } from '@/lib/site/routes'

const LOOK_IN = ['pilgrimage', 'domestic', 'international'] as const

/**
 * "Trip not found": what an unknown trip slug's page says, in the page's language, with the
 * categories to look in instead. A server component drawn by the trip segment's layout for an
 * unknown slug only, so it is in that page's HTML, with or without a script, and no trip page
 * loads a module for it.
 */
export async function TripNotFound() {
  const [t, categories] = await Promise.all([getTranslations('trip.notFound'), getTranslations('catalog.categories')])
  return (
    <div className="container-site flex flex-col items-center py-20 text-center md:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-saffron-50 text-saffron-700">
        <Compass aria-hidden className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold md:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {LOOK_IN.map((category, index) => (
          <Link
            key={category}
            href={ROUTES[category]}
            className={buttonVariants({ variant: index === 0 ? 'primary' : 'outline', size: 'lg' })}
          >
            {categories(`${category}.tours`)}
          </Link>
        ))}
      </div>
    </div>
  )
}
