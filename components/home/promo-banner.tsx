import { useLocale, useTranslations } from 'next-intl'
import { StaticImage } from '@/components/ui/static-image'
import { Phone } from 'lucide-react'
import { YEARS_OF_EXPERIENCE } from '@/lib/site/constants'
import { siteConfig } from '@/lib/site/config'
import { localePath } from '@/lib/site/i18n/locales'
import { cn } from '@/lib/site/utils'
import { PromoCopy, promoActionClassName } from './promo-copy'
import { ROUTES, uploadUrl } from '@/lib/site/routes'

const PROMO_IMAGE = siteConfig.galleryImages[0]

/** Section 5: the pilgrimage promise, between the pilgrimage grid and domestic tours. */
export function PromoBanner() {
  const locale = useLocale()
  const t = useTranslations('home.promo')
  return (
    <section aria-labelledby="promo-title" className="pb-10 md:pb-20" data-section="promo">
      <div className="container-site">
        <div className="relative isolate overflow-hidden rounded-panel bg-maroon-900 shadow-card">
          <StaticImage
            src={uploadUrl(PROMO_IMAGE)}
            alt=""
            fill
            sizes="(min-width: 1280px) 1216px, 100vw"
            quality={60}
            className="-z-10 object-cover"
          />
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-gradient-to-r from-maroon-950/95 via-maroon-900/80 to-maroon-900/30"
          />
          <div className="grid gap-6 px-6 py-8 sm:px-10 md:gap-8 md:py-16 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:px-14">
            <div className="max-w-xl text-white">
              <PromoCopy
                eyebrow={t('eyebrow')}
                eyebrowClassName="text-saffron-200"
                titleId="promo-title"
                title={t('title')}
              >
                {t('text', { years: String(YEARS_OF_EXPERIENCE) })}
              </PromoCopy>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col lg:items-end">
              <a
                href={localePath(ROUTES.customizedTours, locale)}
                // Tamil "plan a family yatra" is longer: a little tighter and smaller, like the call beside it, for one line at 360 px.
                className={cn(
                  promoActionClassName,
                  'bg-saffron-500 text-ink hover:bg-saffron-400 [:lang(ta)_&]:px-4 [:lang(ta)_&]:text-[0.9375rem] [:lang(ta)_&]:whitespace-nowrap',
                )}
              >
                {t('plan')}
              </a>
              <a
                href={siteConfig.phoneHref}
                // Tamil "Call: number" is longer: one line down to 360 px, the icon giving way below 400 px.
                className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-white/50 px-7 font-semibold text-white transition-colors hover:bg-white/10 [:lang(ta)_&]:px-4 [:lang(ta)_&]:text-[0.9375rem] [:lang(ta)_&]:whitespace-nowrap max-[400px]:[:lang(ta)_&]:[&_svg]:hidden"
              >
                <Phone className="size-4" aria-hidden />
                {t('call', { phone: siteConfig.phone })}
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
