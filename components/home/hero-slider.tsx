'use client'

import { useLocale } from '@/lib/site/i18n/client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useAutoAdvance } from '@/components/carousel/use-auto-advance'
import { useReducedMotion } from '@/components/carousel/use-media-query'
import { useSwiper } from '@/components/carousel/use-swiper'
import { BANNER_ADVANCE_MS, BANNER_FADE_MS, BANNER_SWITCH_MS } from '@/lib/site/constants'
import { contact } from '@/lib/site/contact'
import type { Banner } from '@/lib/catalog/types'
import type { ImageAttributes } from '@/components/ui/static-image'
import { cx } from '@/lib/site/utils'
import { ROUTES } from '@/lib/site/routes'
import { localePath, splitLocalePath, type Locale } from '@/lib/site/i18n/locales'
import { fieldLang } from '@/lib/catalog/localize'
import { fillIn } from '@/components/media/text'

/** The slider's words, translated by its server parent (hero.tsx); `slide` and `showSlide` are templates with `{number}` and `{count}`. */
export interface HeroSliderLabels {
  region: string
  slide: string
  showSlide: string
  play: string
  pause: string
  previous: string
  next: string
  /** A banner's button without text of its own. */
  button: string
  /** A banner's title and subtitle when it has none. */
  title: string
  tagline: string
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/40 bg-ink/30 text-white backdrop-blur-sm transition-colors hover:bg-ink/50'

/** A site path in the page's language ('/trip/x' → '/ta/trip/x' on a Tamil page); another site's address, or one with its language already, as it is. */
function inLanguage(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//') || splitLocalePath(href).prefixed) return href
  return localePath(href, locale)
}

function BannerLink({ banner, fallback, locale }: { banner: Banner; fallback: string; locale: Locale }) {
  const text = banner.buttonText || fallback
  const lang = fieldLang(banner, 'buttonText')
  const href = inLanguage(banner.buttonUrl || ROUTES.pilgrimage, locale)
  const className =
    'mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-saffron-700 px-7 text-base font-semibold text-white shadow-lg transition-colors hover:bg-saffron-800'
  return /^https?:\/\//.test(href) ? (
    <a href={href} lang={lang} className={className} rel="noopener">
      {text}
    </a>
  ) : (
    <a href={href} lang={lang} className={className}>
      {text}
    </a>
  )
}

/** False until the window's load event (the first slide's image and the page's code are in). */
function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const done = () => setLoaded(true)
    if (document.readyState === 'complete') return done()
    window.addEventListener('load', done, { once: true })
    return () => window.removeEventListener('load', done)
  }, [])
  return loaded
}

/**
 * The hero banner slider (docs/product.md §4). Every 4 s the transitioning flag is set; 500 ms later
 * the index advances (wrapping) and the flag clears. Choosing a slide fades the current
 * one out and switches after 500 ms; swiper's fade effect cross-fades the images over 700 ms,
 * and follows a swipe or the arrow keys at once. All slides are in the server HTML; the first
 * slide's image is preloaded at high priority, as the page's largest paint, and the others
 * are fetched at low priority once the page has loaded, long before the first advance.
 */
export function HeroSlider({
  banners,
  images,
  labels,
}: {
  banners: Banner[]
  images: ImageAttributes[]
  labels: HeroSliderLabels
}) {
  const locale = useLocale()
  const count = banners.length
  const [index, setIndex] = useState(0)
  const [transitioning, setTransitioning] = useState(false)
  const [paused, setPaused] = useState(false)
  const reducedMotion = useReducedMotion()
  const restLoaded = useAfterPageLoad()
  const switchTimer = useRef<number | undefined>(undefined)
  const controls = useRef<HTMLDivElement>(null)
  const strip = useSwiper<HTMLDivElement>({
    index,
    onIndexChange: setIndex,
    enabled: count > 1,
    speed: BANNER_FADE_MS,
    rewind: true,
    fade: true,
    keyboardScope: controls,
    // In view from the start: the slides fade by this component's state; swiper, for swipes
    // and arrow keys, comes with the visitor's first touch or key.
    loadOn: 'interaction',
  })

  const switchTo = useCallback((next: (current: number) => number) => {
    if (switchTimer.current !== undefined) return
    setTransitioning(true)
    switchTimer.current = window.setTimeout(() => {
      switchTimer.current = undefined
      setIndex(next)
      setTransitioning(false)
    }, BANNER_SWITCH_MS)
  }, [])

  useEffect(() => () => window.clearTimeout(switchTimer.current), [])

  useAutoAdvance(() => switchTo((i) => (i + 1) % count), BANNER_ADVANCE_MS, count > 0 && !paused && !reducedMotion)

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-transitioning={transitioning}
      className="relative h-[520px] overflow-hidden bg-maroon-950 sm:h-[600px] lg:h-[640px]"
    >
      <div ref={strip} className="h-full touch-pan-y">
        <div className="swiper-wrapper flex h-full">
          {banners.map((banner, i) => {
            const active = i === index
            return (
              <div
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={fillIn(labels.slide, { number: i + 1, count })}
                data-state={active ? 'active' : 'inactive'}
                inert={!active}
                className="swiper-slide relative h-full w-full shrink-0 opacity-0 transition-opacity data-[state=active]:z-[1] data-[state=active]:opacity-100"
                // Slides sit side by side, as swiper measures them, and are drawn on top of each other to fade.
                style={{ transform: `translateX(-${i * 100}%)` }}
              >
                {i === 0 || restLoaded ? (
                  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, worked out by the server (heroImages)
                  <img {...images[i]} />
                ) : null}
                <div
                  aria-hidden
                  className="absolute inset-0 bg-gradient-to-t from-ink/85 via-ink/45 to-ink/10 md:bg-gradient-to-r md:from-ink/80 md:via-ink/40 md:to-transparent"
                />
                <div className="container-site relative flex h-full flex-col justify-end pb-32 md:justify-center md:pb-16">
                  <div
                    className={cx(
                      'max-w-2xl text-white transition-all ease-out',
                      active && transitioning ? 'translate-y-3 opacity-0' : 'translate-y-0 opacity-100',
                    )}
                    style={{ transitionDuration: `${BANNER_SWITCH_MS}ms` }}
                  >
                    <p
                      lang={fieldLang(banner, 'tag')}
                      className="inline-flex rounded-full bg-white/15 px-3.5 py-1.5 text-xs font-semibold tracking-[0.16em] uppercase backdrop-blur-sm"
                    >
                      {banner.tag || contact.name}
                    </p>
                    {i === 0 ? (
                      <h1
                        lang={fieldLang(banner, 'title')}
                        className="mt-4 font-display text-4xl leading-[1.08] font-semibold text-white sm:text-5xl lg:text-6xl"
                      >
                        {banner.title || labels.title}
                      </h1>
                    ) : (
                      <p
                        lang={fieldLang(banner, 'title')}
                        className="mt-4 font-display text-4xl leading-[1.08] font-semibold text-white sm:text-5xl lg:text-6xl"
                      >
                        {banner.title || labels.title}
                      </p>
                    )}
                    <p
                      lang={fieldLang(banner, 'subtitle')}
                      className="mt-4 max-w-xl text-base leading-relaxed text-white/90 sm:text-lg"
                    >
                      {banner.subtitle || labels.tagline}
                    </p>
                    <BannerLink banner={banner} fallback={labels.button} locale={locale} />
                  </div>
                </div>
              </div>
            )
          })}
        </div>
      </div>

      {count > 1 ? (
        <div ref={controls} className="absolute inset-x-0 bottom-16 z-[2]">
          <div className="container-site flex items-center justify-between gap-4">
            <div className="flex items-center">
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  onClick={() => i !== index && switchTo(() => i)}
                  aria-label={fillIn(labels.showSlide, { number: i + 1, count })}
                  aria-current={i === index ? 'true' : undefined}
                  className="group inline-flex size-11 items-center justify-center"
                >
                  <span
                    className={cx(
                      'block h-1.5 rounded-full transition-all duration-300',
                      i === index ? 'w-8 bg-saffron-400' : 'w-4 bg-white/60 group-hover:bg-white',
                    )}
                  />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={controlClass}
                onClick={() => setPaused((p) => !p)}
                aria-label={paused ? labels.play : labels.pause}
              >
                {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
              </button>
              <button
                type="button"
                className={cx(controlClass, 'max-sm:hidden')}
                onClick={() => switchTo((i) => (i - 1 + count) % count)}
                aria-label={labels.previous}
              >
                <ChevronLeft className="size-5" aria-hidden />
              </button>
              <button
                type="button"
                className={cx(controlClass, 'max-sm:hidden')}
                onClick={() => switchTo((i) => (i + 1) % count)}
                aria-label={labels.next}
              >
                <ChevronRight className="size-5" aria-hidden />
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  )
}
