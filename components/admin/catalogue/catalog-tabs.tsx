import { ADMIN_ROUTES } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'

const TABS = [
  { href: ADMIN_ROUTES.catalog, label: 'Trips' },
  { href: ADMIN_ROUTES.catalogSeats, label: 'Seats taken' },
  { href: ADMIN_ROUTES.catalogBoardingCities, label: 'Boarding cities' },
  { href: ADMIN_ROUTES.catalogBanners, label: 'Banners' },
  { href: ADMIN_ROUTES.catalogReviews, label: 'Reviews' },
  { href: ADMIN_ROUTES.catalogVideos, label: 'Videos' },
] as const

/** The catalogue editor's parts; the page names the one it is. The row wraps on a narrow screen. */
export function CatalogTabs({ current }: { current: (typeof TABS)[number]['href'] }) {
  return (
    <nav aria-label="Catalogue">
      <ul className="flex flex-wrap gap-1.5">
        {TABS.map((tab) => (
          <li key={tab.href}>
            <a
              href={tab.href}
              aria-current={tab.href === current ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-10 items-center rounded-lg border px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700 sm:px-3.5',
                tab.href === current
                  ? 'border-saffron-700 bg-saffron-50 text-saffron-900'
                  : 'border-ink/10 bg-white hover:border-saffron-600',
              )}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
