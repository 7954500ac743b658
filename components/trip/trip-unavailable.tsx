import { useLocale, useTranslations } from 'next-intl'
import { catalogMessages } from '@/lib/catalog/messages'
import { ROUTES } from '@/lib/site/routes'
import { siteConfig } from '@/lib/site/config'
import { localePath } from '@/lib/site/i18n/locales'
import { buttonVariants } from '@/components/ui/button'
import { Breadcrumb } from '@/components/catalog/breadcrumb'
import { FailureToast } from '@/components/catalog/failure-toast'
import { LoadFailure } from '@/components/catalog/load-failure'

/** Shown when the trip could not be read from the source (not when it does not exist). */
export function TripUnavailable() {
  const t = useTranslations('trip.unavailable')
  const locale = useLocale()
  const messages = catalogMessages(locale)
  return (
    <div className="container-site pt-4 pb-16 md:pt-8 md:pb-24" data-trip-page>
      <Breadcrumb items={[{ label: t('crumb') }]} />
      <h1 className="sr-only">{t('crumb')}</h1>
      <div className="mt-8">
        <FailureToast title={messages.tripFailed} variant="destructive" />
        <LoadFailure title={t('title')}>
          <p>{messages.tripFailed}</p>
          <p className="mt-2">{t('reach', { phone: siteConfig.phone })}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={localePath(ROUTES.pilgrimage, locale)} className={buttonVariants({ variant: 'primary' })}>
              {t('browse')}
            </a>
            <a href={localePath(ROUTES.contact, locale)} className={buttonVariants({ variant: 'outline' })}>
              {t('contact')}
            </a>
          </div>
        </LoadFailure>
      </div>
    </div>
  )
}
