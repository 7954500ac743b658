import { Clock, Mail, Phone } from 'lucide-react'
import { getLocale, getTranslations } from 'next-intl/server'
import { Button } from '@/components/ui/button'
import { getOfficeWeek } from '@/lib/agency'
import { getNavigation } from '@/lib/catalog'
import { siteConfig } from '@/lib/site/config'
import { DesktopNav } from './desktop-nav'
import { HeaderShell } from './header-shell'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { PilgrimageTicker } from './pilgrimage-ticker'
import { SocialLinks } from './social-links'
import { ROUTES } from '@/lib/site/routes'
import { localePath } from '@/lib/site/i18n/locales'
import { localizeNavigation } from './navigation-labels'
import { LanguageSwitch } from './language-switch'
import { agencyName } from '@/lib/site/i18n/messages'
import { openHoursLine } from '@/lib/site/office-hours-text'

/** Top bar, logo, navigation from the dropdown call, Contact Us, and the pilgrimage ticker. */
export async function SiteHeader() {
  const [locale, t, nav, hours, catalog, week] = await Promise.all([
    getLocale(),
    getTranslations('common'),
    getTranslations('common.nav'),
    getTranslations('content.details.workingHours'),
    getNavigation(),
    getOfficeWeek(),
  ])
  const navigation = localizeNavigation(catalog, locale, nav)
  return (
    <>
      <aside aria-label={t('topBar.label')} className="bg-maroon-900 text-sm text-white">
        <div className="container-site flex min-h-10 items-center justify-between gap-4">
          <div className="flex items-center gap-5">
            <a
              href={siteConfig.phoneHref}
              className="inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap hover:text-saffron-200"
            >
              <Phone className="size-4" aria-hidden />
              {siteConfig.phone}
            </a>
            <a
              href={`mailto:${siteConfig.email}`}
              // From 1024 to 1279 px the Tamil hours need its room too (it is in the footer and on the contact page).
              className="hidden min-h-10 items-center gap-1.5 whitespace-nowrap hover:text-saffron-200 md:inline-flex lg:max-xl:[:lang(ta)_&]:hidden"
            >
              <Mail className="size-4" aria-hidden />
              {siteConfig.email}
            </a>
          </div>
          <div className="flex items-center gap-4">
            <p
              className="hidden items-center gap-1.5 whitespace-nowrap text-white/85 lg:inline-flex"
              data-testid="top-bar-hours"
            >
              <Clock className="size-4" aria-hidden />
              {/* The days the office opens, as the contact page lists them. */}
              {openHoursLine(week, hours)}
            </p>
            <LanguageSwitch className="hover:text-saffron-200" />
            {/* From 1024 to 1279 px the social links give the hours the room (they are in the footer too). */}
            <SocialLinks
              className="hidden gap-0 sm:flex lg:max-xl:hidden"
              itemClassName="size-10 text-white/85 hover:text-saffron-200"
            />
          </div>
        </div>
      </aside>
      <HeaderShell>
        <div className="container-site flex min-h-[4.5rem] items-center justify-between gap-4 lg:max-xl:gap-3">
          <a
            href={localePath(ROUTES.home, locale)}
            aria-label={t('header.homeLabel', { name: agencyName(locale) })}
            className="shrink-0 rounded-lg"
          >
            <Logo />
          </a>
          <DesktopNav entries={navigation.entries} />
          <div className="flex items-center gap-1">
            {/* From 1024 to 1279 px the full menu leaves room for the button's icon only; its name stays the same. */}
            <Button asChild className="max-sm:hidden lg:max-xl:size-11 lg:max-xl:p-0">
              <a href={localePath(ROUTES.contact, locale)} title={t('header.contactUs')}>
                <Mail className="hidden lg:max-xl:block" aria-hidden />
                <span className="lg:max-xl:sr-only">{t('header.contactUs')}</span>
              </a>
            </Button>
            <MobileMenu entries={navigation.entries} />
          </div>
        </div>
        {navigation.error ? (
          <p
            role="status"
            className="border-t border-maroon-100 bg-maroon-50 py-1.5 text-center text-xs text-maroon-800"
          >
            {navigation.error}
          </p>
        ) : null}
      </HeaderShell>
      <PilgrimageTicker />
    </>
  )
}
