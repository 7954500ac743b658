import { useLocale, useTranslations } from 'next-intl'
import { buttonVariants } from '@/components/ui/button'
import { localePath } from '@/lib/site/i18n/locales'
import { ROUTES } from '@/lib/site/routes'

/**
 * "Oops! Page not found": the site-wide 404 (app/global-not-found.tsx, app/[locale]/not-found.tsx). Every
 * page's payload carries the root not-found boundary, so it stays this small: no frame, and no
 * client code (a client component there would load its code on every page).
 */
export function PageNotFound() {
  const t = useTranslations('common.notFound')
  const locale = useLocale()
  return (
    <section className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-7xl font-semibold text-saffron-600 md:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold md:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{t('text')}</p>
      <a href={localePath(ROUTES.home, locale)} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('home')}
      </a>
    </section>
  )
}
