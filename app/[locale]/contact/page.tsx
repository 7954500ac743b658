import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { siteConfig } from '@/lib/site/config'
import { PageHeader } from '@/components/catalog/page-header'
import { ContactDetails } from '@/components/content/contact-details'
import { LazyMap } from '@/components/content/lazy-map'
import { DeferredContactForm as ContactForm } from '@/components/forms/deferred'
import { agencyName } from '@/lib/site/i18n/messages'
import { getOfficeWeek } from '@/lib/agency'

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale()
  const t = await getTranslations('content.contact.meta')
  return pageMetadata({
    path: ROUTES.contact,
    locale,
    title: t('title'),
    description: t('description', { name: agencyName(locale) }),
  })
}

export default async function ContactPage() {
  const [t, agency, week] = await Promise.all([
    getTranslations('content.contact'),
    getTranslations('ui.agency'),
    getOfficeWeek(),
  ])
  return (
    <>
      <PageHeader
        crumbs={[{ label: t('crumb') }]}
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={<p>{t('intro')}</p>}
      />
      <div className="section container-site grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <ContactDetails week={week} />
        <section aria-labelledby="message-heading" className="card p-5 md:p-8">
          <p className="eyebrow">{t('formEyebrow')}</p>
          <h2 id="message-heading" className="mt-2 text-2xl font-semibold md:text-3xl">
            {t('formTitle')}
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">{t('formIntro')}</p>
          <ContactForm />
        </section>
      </div>
      <section aria-labelledby="map-heading" className="container-site pb-14 md:pb-20">
        <h2 id="map-heading" className="mb-5 text-2xl font-semibold md:text-3xl">
          {t('mapHeading')}
        </h2>
        <LazyMap
          embedUrl={siteConfig.mapEmbedUrl}
          linkUrl={siteConfig.mapLinkUrl}
          title={t('mapTitle', { name: agency('name') })}
          showLabel={t('showMap')}
          openLabel={t('openMap')}
        />
      </section>
    </>
  )
}
