import { useLocale, useTranslations } from 'next-intl'
import { StaticImage } from '@/components/ui/static-image'
import { ArrowUpRight } from 'lucide-react'
import { SectionHeading } from '@/components/ui/section-heading'
import { siteConfig, type HomeCategoryKey } from '@/lib/site/config'
import type { TripSummary } from '@/lib/catalog/types'
import { localePath, type Locale } from '@/lib/site/i18n/locales'
import { cn } from '@/lib/site/utils'
import { CATEGORY_ROUTES, ROUTES, uploadUrl } from '@/lib/site/routes'

interface Tile {
  /** Its words in home.packages.tiles. */
  key: 'pilgrimage' | 'domestic' | 'international' | 'honeymoon' | 'customized'
  href: string
  image?: string
}

const CUSTOMIZED_IMAGE = siteConfig.galleryImages[7]

function tiles(categories: Record<HomeCategoryKey, TripSummary[]>, locale: Locale): Tile[] {
  const cover = (key: HomeCategoryKey) => categories[key][0]?.images[0]
  return [
    { key: 'pilgrimage', href: localePath(CATEGORY_ROUTES.pilgrimage.href, locale), image: cover('pilgrimage') },
    { key: 'domestic', href: localePath(CATEGORY_ROUTES.domestic.href, locale), image: cover('domestic') },
    {
      key: 'international',
      href: localePath(CATEGORY_ROUTES.international.href, locale),
      image: cover('international'),
    },
    { key: 'honeymoon', href: localePath(ROUTES.honeymoon, locale), image: cover('honeymoon') },
    { key: 'customized', href: localePath(ROUTES.customizedTours, locale), image: CUSTOMIZED_IMAGE },
  ]
}

/** Section 7: one tile per kind of package, each leading to its page. */
export function PackageTiles({ categories }: { categories: Record<HomeCategoryKey, TripSummary[]> }) {
  const locale = useLocale()
  const t = useTranslations('home.packages')
  return (
    <section aria-labelledby="packages-title" className="section bg-sand-100" data-section="packages">
      <div className="container-site">
        <SectionHeading
          id="packages-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          description={t('description')}
          align="center"
        />
        <ul role="list" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6 lg:gap-5">
          {tiles(categories, locale).map((tile, i) => (
            <li
              key={tile.href}
              className={cn(i < 2 ? 'lg:col-span-3' : 'lg:col-span-2', i === 4 && 'col-span-2 lg:col-span-2')}
            >
              <a
                href={tile.href}
                className={cn(
                  'group relative flex h-full min-h-36 flex-col justify-end overflow-hidden rounded-card bg-maroon-900 p-4 shadow-card sm:min-h-56 sm:p-6',
                  i < 2 && 'lg:min-h-72',
                )}
              >
                {tile.image ? (
                  <StaticImage
                    src={uploadUrl(tile.image)}
                    alt=""
                    fill
                    quality={60}
                    sizes={i < 2 ? '(min-width: 1024px) 600px, 50vw' : '(min-width: 1024px) 400px, 50vw'}
                    className="object-cover transition-transform duration-700 group-hover:scale-105"
                  />
                ) : null}
                <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-ink/90 via-ink/45 to-ink/5" />
                {/* A Tamil title's one word can fill a phone's half-width tile: there the arrow stands above it. */}
                <span className="relative flex items-end justify-between gap-4 text-white [:lang(ta)_&]:max-sm:flex-col-reverse [:lang(ta)_&]:max-sm:items-start [:lang(ta)_&]:max-sm:gap-2">
                  <span>
                    <span className="block font-display text-lg leading-tight font-semibold sm:text-2xl [:lang(ta)_&]:max-sm:text-base">
                      {t(`tiles.${tile.key}.title`)}
                    </span>
                    <span className="mt-1.5 block max-w-sm text-sm leading-relaxed text-white/90 max-sm:hidden">
                      {t(`tiles.${tile.key}.text`)}
                    </span>
                  </span>
                  <ArrowUpRight
                    aria-hidden
                    className="size-9 shrink-0 rounded-full bg-white/15 p-2 backdrop-blur-sm transition-colors group-hover:bg-saffron-700 sm:size-11 sm:p-3 [:lang(ta)_&]:max-sm:self-end"
                  />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
