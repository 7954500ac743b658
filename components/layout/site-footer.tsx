import { Mail, MapPin, Phone } from 'lucide-react'
import { getLocale, getTranslations } from 'next-intl/server'
import { contentLang, localePath } from '@/lib/site/i18n/locales'
import { fieldLang } from '@/lib/catalog/localize'
import { getFooterTrips } from '@/lib/catalog'
import { YEARS_OF_EXPERIENCE } from '@/lib/site/constants'
import { BROWSE_ROUTE_KEYS, ROUTES, tripPath } from '@/lib/site/routes'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { EmailAddress } from '@/components/content/contact-details'
import { CopyPhone } from './copy-phone'
import { Logo } from './logo'
import { SocialLinks } from './social-links'
import { agencyName } from '@/lib/site/i18n/messages'

function FooterHeading({ children }: { children: string }) {
  return <h2 className="font-sans text-sm font-semibold tracking-[0.16em] text-saffron-200 uppercase">{children}</h2>
}

/** Brand text, social links, top destinations (pilgrimage trips), categories and contact details. */
export async function SiteFooter() {
  const locale = await getLocale()
  const [trips, t, titles] = await Promise.all([
    getFooterTrips(locale),
    getTranslations('common'),
    getTranslations('common.pageTitles'),
  ])
  const year = new Date().getFullYear()
  return (
    <footer className="bg-maroon-950 pb-[calc(var(--dock-space)+1rem)] text-white/85">
      <div className="container-site grid grid-cols-2 gap-x-6 gap-y-8 py-10 md:gap-10 md:py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        {/* On a phone the two link lists sit side by side, between the brand and the contact details. */}
        <div className="col-span-2 md:col-span-1">
          <Logo tone="light" />
          <p className="mt-5 max-w-sm text-sm leading-relaxed">
            {t('footer.about', { name: agencyName(locale), years: YEARS_OF_EXPERIENCE })}
          </p>
          <SocialLinks
            className="mt-5 -ml-2.5"
            itemClassName="text-white/85 hover:bg-white/10 hover:text-saffron-200"
          />
        </div>
        {trips.length > 0 ? (
          <nav aria-label={t('footer.topDestinations')}>
            <FooterHeading>{t('footer.topDestinations')}</FooterHeading>
            <ul className="mt-4 space-y-1" role="list">
              {trips.map((trip) => (
                <li key={trip.id}>
                  <a
                    href={localePath(tripPath(trip.slug), locale)}
                    className="inline-flex min-h-9 items-center text-sm hover:text-saffron-200"
                    lang={fieldLang(trip, 'title')}
                  >
                    {trip.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div aria-hidden />
        )}
        <nav aria-label={t('footer.categories')}>
          <FooterHeading>{t('footer.categories')}</FooterHeading>
          <ul className="mt-4 space-y-1" role="list">
            {BROWSE_ROUTE_KEYS.map((key) => (
              <li key={key}>
                <a
                  href={localePath(ROUTES[key], locale)}
                  className="inline-flex min-h-9 items-center text-sm hover:text-saffron-200"
                >
                  {titles(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="col-span-2 md:col-span-1">
          <FooterHeading>{t('footer.getInTouch')}</FooterHeading>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-saffron-300" aria-hidden />
              <span>{formatAddress(locale)}</span>
            </p>
            <div className="flex items-center gap-2.5">
              <Phone className="size-4 shrink-0 text-saffron-300" aria-hidden />
              <a href={siteConfig.phoneHref} className="hover:text-saffron-200">
                {siteConfig.phone}
              </a>
              <CopyPhone phone={siteConfig.phone} />
            </div>
            <p className="flex items-center gap-2.5">
              <Mail className="size-4 shrink-0 text-saffron-300" aria-hidden />
              <a href={`mailto:${siteConfig.email}`} className="wrap-break-word hover:text-saffron-200">
                <EmailAddress email={siteConfig.email} />
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="container-site flex flex-col gap-3 border-t border-white/10 pt-6 text-xs text-white/70 md:flex-row md:items-center md:justify-between">
        <p>
          {t.rich('footer.rights', {
            year,
            legalName: siteConfig.legalName,
            // The company's registered name stays English, marked so on a Tamil page.
            legal: (chunks) => <span lang={contentLang(locale)}>{chunks}</span>,
          })}
        </p>
        <p className="flex gap-4">
          <a
            href={localePath(ROUTES.privacyPolicy, locale)}
            className="inline-flex min-h-9 items-center hover:text-saffron-200"
          >
            {t('nav.privacyPolicy')}
          </a>
          <a
            href={localePath(ROUTES.termsConditions, locale)}
            className="inline-flex min-h-9 items-center hover:text-saffron-200"
          >
            {t('nav.termsConditions')}
          </a>
        </p>
      </div>
    </footer>
  )
}
