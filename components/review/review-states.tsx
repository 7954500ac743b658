import type { ReactNode } from 'react'
import { agencyName, reviewFormWords } from '@/lib/reviews'
import { siteConfig } from '@/lib/site/config'
import { HTML_LANG, localePath, type Locale } from '@/lib/site/i18n/locales'
import { ROUTES } from '@/lib/site/routes'

/**
 * The review link's pages other than the form, all on the server with no script: thanks after a
 * review went, "we will not ask again" after a "no, thank you", and the plain "no longer valid"
 * page for a wrong or answered link (in both languages: a link that opens nothing says nothing of
 * whose it was, nor in which language).
 */

const callButton =
  'inline-flex min-h-12 items-center rounded-full bg-maroon-700 px-6 text-lg font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700'

function Frame({ locale, children }: { locale?: Locale; children: ReactNode }) {
  return (
    <main lang={locale ? HTML_LANG[locale] : undefined} className="mx-auto max-w-xl px-4 py-10 text-lg">
      <p className="font-display text-xl text-maroon-700">{siteConfig.name}</p>
      {children}
    </main>
  )
}

function Call({ locale }: { locale: Locale }) {
  return (
    <a href={siteConfig.phoneHref} className={callButton}>
      {reviewFormWords(locale)('call', { phone: siteConfig.phone })}
    </a>
  )
}

export function ReviewThanks({ locale }: { locale: Locale }) {
  const t = reviewFormWords(locale)
  return (
    <Frame locale={locale}>
      <h1 className="mt-8 text-3xl leading-tight">{t('thanks.title')}</h1>
      <p className="mt-4">{t('thanks.text', { brand: agencyName(locale) })}</p>
      <p className="mt-6">
        <a
          href={localePath(ROUTES.home, locale)}
          className="inline-flex min-h-12 items-center font-semibold text-saffron-800 underline underline-offset-4"
        >
          {t('thanks.home')}
        </a>
      </p>
    </Frame>
  )
}

export function ReviewDeclined({ locale }: { locale: Locale }) {
  const t = reviewFormWords(locale)
  return (
    <Frame locale={locale}>
      <h1 className="mt-8 text-3xl leading-tight">{t('declined.title')}</h1>
      <p className="mt-4">{t('declined.text')}</p>
      <p className="mt-6">
        <Call locale={locale} />
      </p>
    </Frame>
  )
}

export function ReviewLinkInvalid() {
  return (
    <Frame>
      {(['en', 'ta'] as const).map((locale) => {
        const t = reviewFormWords(locale)
        return (
          <section key={locale} lang={HTML_LANG[locale]} className="mt-8">
            <h1 className="text-2xl">{t('invalid.title')}</h1>
            <p className="mt-2">{t('invalid.text')}</p>
            <p className="mt-4">
              <Call locale={locale} />
            </p>
          </section>
        )
      })}
    </Frame>
  )
}
