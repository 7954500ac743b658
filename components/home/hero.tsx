import { useLocale, useTranslations } from 'next-intl'
import { Phone } from 'lucide-react'
import { localePath } from '@/lib/site/i18n/locales'
import { YEARS_OF_EXPERIENCE } from '@/lib/site/constants'
import { ROUTES, uploadUrl } from '@/lib/site/routes'
import { siteConfig } from '@/lib/site/config'
import type { Banner } from '@/lib/catalog/types'
import { imageAttributes } from '@/components/ui/static-image'
import { HeroSlider, type HeroSliderLabels } from './hero-slider'
import { template } from '@/lib/site/i18n/template'
import { agencyName } from '@/lib/site/i18n/messages'

/** Shown when the banner list is empty or could not be read: no images, same height. */
function StaticHero() {
  const locale = useLocale()
  const t = useTranslations('home.hero')
  return (
    <section
      aria-label={t('region')}
      data-section="hero"
      className="relative h-[520px] overflow-hidden bg-gradient-to-br from-maroon-950 via-maroon-900 to-saffron-900 sm:h-[600px] lg:h-[640px]"
    >
      <svg
        aria-hidden
        className="absolute -right-24 -bottom-24 size-[520px] text-white/[0.06]"
        viewBox="0 0 200 200"
        fill="none"
      >
        {Array.from({ length: 8 }, (_, i) => (
          <circle key={i} cx="100" cy="100" r={20 + i * 11} stroke="currentColor" strokeWidth="1.5" />
        ))}
      </svg>
      <div className="container-site relative flex h-full flex-col justify-center pb-16">
        <div className="max-w-2xl text-white">
          <p className="inline-flex rounded-full bg-white/15 px-3.5 py-1.5 text-xs font-semibold tracking-[0.16em] uppercase">
            {t('badge', { brand: agencyName(locale) })}
          </p>
          <h1 className="mt-4 font-display text-4xl leading-[1.08] font-semibold text-white sm:text-5xl lg:text-6xl">
            {t('title')}
          </h1>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-white/90 sm:text-lg">
            {t('text', { years: String(YEARS_OF_EXPERIENCE) })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={localePath(ROUTES.pilgrimage, locale)}
              className="inline-flex min-h-12 items-center rounded-full bg-saffron-700 px-7 font-semibold text-white shadow-lg hover:bg-saffron-800"
            >
              {t('explore')}
            </a>
            <a
              href={siteConfig.phoneHref}
              className="inline-flex min-h-12 items-center gap-2 rounded-full border border-white/50 px-6 font-semibold text-white hover:bg-white/10"
            >
              <Phone className="size-4" aria-hidden />
              {siteConfig.phone}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}

/**
 * A slide's picture as next/image would draw it, worked out here on the server so that no image
 * code reaches the browser (components/ui/static-image.tsx). The first is the page's largest paint:
 * preloaded at high priority; the slider draws the others once the page has loaded.
 */
function heroImage(banner: Banner, i: number, fallbackAlt: string) {
  return imageAttributes({
    src: uploadUrl(banner.image),
    alt: banner.title || banner.tag || fallbackAlt,
    fill: true,
    sizes: '100vw',
    preload: i === 0,
    fetchPriority: i === 0 ? 'high' : 'low',
    className: 'object-cover',
  })
}

/** Section 1: the banner slider, or a static welcome when there are no banners. */
export function Hero({ banners }: { banners: Banner[] }) {
  const t = useTranslations('home.hero')
  const locale = useLocale()
  if (banners.length === 0) return <StaticHero />
  const labels: HeroSliderLabels = {
    region: t('slider.region'),
    slide: template(t, 'slider.slide', ['number', 'count']),
    showSlide: template(t, 'slider.showSlide', ['number', 'count']),
    play: t('slider.play'),
    pause: t('slider.pause'),
    previous: t('slider.previous'),
    next: t('slider.next'),
    button: t('slider.button'),
    title: t('title'),
    tagline: t('tagline', { year: String(siteConfig.foundedYear) }),
  }
  const fallbackAlt = t('imageAlt', { brand: agencyName(locale) })
  return (
    <section aria-label={t('region')} data-section="hero">
      <HeroSlider
        banners={banners}
        images={banners.map((banner, i) => heroImage(banner, i, fallbackAlt))}
        labels={labels}
      />
    </section>
  )
}
