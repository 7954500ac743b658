import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { contentLang, type Locale } from '@/lib/site/i18n/locales'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { formatMonthYear } from '@/lib/site/format'
import { PageHeader } from '@/components/catalog/page-header'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { agencyName } from '@/lib/site/i18n/messages'

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

const updatedFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "2026-11-01" → "1 November 2026"; in Tamil "1 நவம்பர் 2026". */
export function formatLegalDate(isoDate: string, locale: Locale = 'en'): string {
  if (locale === 'en') return updatedFormat.format(new Date(`${isoDate}T00:00:00Z`))
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${day} ${formatMonthYear(month, year, locale)}`
}

/**
 * The shared layout of the legal pages: title, last-updated date, contents list and sections.
 * A translation (a page not in English) opens with a note that the English text prevails, and a
 * link to it: the language switch's own, which also remembers the choice, so that the proxy
 * does not send the visitor who chose Tamil back to this page.
 */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string
  intro: ReactNode
  sections: LegalSection[]
}) {
  const locale = useLocale()
  const t = useTranslations('content.legal')
  return (
    <>
      <PageHeader
        crumbs={[{ label: title }]}
        eyebrow={locale === 'en' ? siteConfig.legalName : agencyName(locale)}
        title={title}
        tone="maroon"
        intro={
          <p>
            {t.rich('lastUpdated', {
              date: formatLegalDate(siteConfig.legalUpdated, locale),
              time: (chunks) => <time dateTime={siteConfig.legalUpdated}>{chunks}</time>,
            })}
          </p>
        }
      />
      <div className="section container-site grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label={t('contents')} className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow">{t('contents')}</p>
          <ol className="mt-3 flex flex-col gap-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="flex min-h-9 items-center text-ink-muted hover:text-saffron-800">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl text-base leading-relaxed text-ink-muted [&_a]:font-medium [&_a]:text-maroon-800 [&_a]:underline [&_li]:mt-1.5 [&_p]:mt-3 [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          {locale === 'en' ? null : (
            <p role="note" className="mb-8 rounded-card border border-saffron-200 bg-saffron-50 p-4 text-base text-ink">
              {t('translationNote')} {t('readOriginal')} <LanguageSwitch />
            </p>
          )}
          <div className="text-lg text-ink">{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-28"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}

/** The contact block every legal page ends with. */
export function LegalContact() {
  const locale = useLocale()
  const t = useTranslations('content.legal')
  return (
    <>
      <p>{t('contactIntro')}</p>
      <p>
        <strong lang={contentLang(locale)}>{siteConfig.legalName}</strong>
        <br />
        {formatAddress(locale)}
        <br />
        {t.rich('email', {
          email: siteConfig.email,
          link: (chunks) => <a href={`mailto:${siteConfig.email}`}>{chunks}</a>,
        })}
        <br />
        {t.rich('phone', { phone: siteConfig.phone, link: (chunks) => <a href={siteConfig.phoneHref}>{chunks}</a> })}
      </p>
    </>
  )
}
