import { useLocale, useTranslations } from 'next-intl'
import { SocialLinks } from '@/components/layout/social-links'
import { agencyName } from '@/lib/site/i18n/messages'

/** Section 13: the agency's social channels. */
export function SocialSection() {
  const t = useTranslations('home.social')
  const locale = useLocale()
  return (
    <section aria-labelledby="social-title" className="border-y border-sand-200 bg-white" data-section="social">
      <div className="container-site flex flex-col items-center gap-5 py-10 text-center md:flex-row md:justify-between md:text-left">
        <div>
          <h2 id="social-title" className="text-2xl font-semibold md:text-3xl">
            {t('title')}
          </h2>
          <p className="mt-1.5 text-ink-muted">{t('text', { brand: agencyName(locale) })}</p>
        </div>
        <SocialLinks
          className="gap-3"
          itemClassName="size-14 bg-maroon-800 text-white shadow-card hover:bg-saffron-700 [&_svg]:size-6"
        />
      </div>
    </section>
  )
}
