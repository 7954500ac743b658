import { useLocale, useTranslations } from 'next-intl'
import { StaticImage } from '@/components/ui/static-image'
import { Heart } from 'lucide-react'
import { SLIDER_PAGE_SIZE_DEFAULT } from '@/lib/site/constants'
import { siteConfig } from '@/lib/site/config'
import type { TripSummary } from '@/lib/catalog/types'
import { localePath } from '@/lib/site/i18n/locales'
import { cn } from '@/lib/site/utils'
import { PromoCopy, promoActionClassName } from './promo-copy'
import { TripSlider } from './trip-slider'
import { ROUTES, uploadUrl } from '@/lib/site/routes'

const FALLBACK_IMAGE = siteConfig.galleryImages[4]

/** Section 10: the honeymoon promo banner, followed by the honeymoon packages when there are any. */
export function HoneymoonPromo({ trips }: { trips: TripSummary[] }) {
  const locale = useLocale()
  const t = useTranslations('home.honeymoon')
  const image = trips[0]?.images[0] ?? FALLBACK_IMAGE
  return (
    <section aria-labelledby="honeymoon-title" className="section bg-lagoon-50" data-section="honeymoon">
      <div className="container-site">
        <div className="grid overflow-hidden rounded-panel bg-lagoon-800 shadow-card md:grid-cols-2">
          <div className="relative aspect-[2/1] max-sm:hidden md:aspect-auto md:min-h-96">
            <StaticImage
              src={uploadUrl(image)}
              alt=""
              fill
              quality={60}
              sizes="(min-width: 1280px) 608px, (min-width: 768px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
          <div className="flex flex-col justify-center px-6 py-8 text-white sm:px-10 md:py-14 lg:px-14">
            <PromoCopy
              eyebrow={
                <>
                  <Heart aria-hidden className="size-4 fill-current" />
                  {t('eyebrow')}
                </>
              }
              eyebrowClassName="inline-flex items-center gap-2 text-lagoon-100"
              titleId="honeymoon-title"
              title={t('title')}
            >
              {t('text')}
            </PromoCopy>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href={localePath(ROUTES.honeymoon, locale)}
                className={cn(promoActionClassName, 'bg-white text-lagoon-800 hover:bg-lagoon-50')}
              >
                {t('plan')}
              </a>
            </div>
          </div>
        </div>
        {trips.length > 0 ? (
          <div className="mt-10">
            <h3 className="mb-6 font-display text-2xl font-semibold">{t('packages')}</h3>
            <TripSlider trips={trips} pageSize={SLIDER_PAGE_SIZE_DEFAULT} label={t('packages')} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
