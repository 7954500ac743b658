import { myWords } from '@/lib/leads/family-page/words'
import { siteConfig } from '@/lib/site/config'

/**
 * A wrong or revoked link to a family's page: a plain page, in both languages (a link that opens
 * nothing says nothing of whose it was, nor in which language), with the agency's phone.
 */
export function InvalidLink() {
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <p className="font-display text-lg text-maroon-700">{siteConfig.name}</p>
      {(['en', 'ta'] as const).map((locale) => {
        const t = myWords(locale)
        return (
          <section key={locale} lang={locale === 'ta' ? 'ta' : 'en-IN'} className="mt-8">
            <h1 className="text-2xl">{t('invalid.title')}</h1>
            <p className="mt-2">{t('invalid.text')}</p>
            <p className="mt-3">
              <a
                href={siteConfig.phoneHref}
                className="inline-flex min-h-11 items-center rounded-full bg-maroon-700 px-5 font-semibold text-white"
              >
                {t('contact.call', { phone: siteConfig.phone })}
              </a>
            </p>
          </section>
        )
      })}
    </main>
  )
}
