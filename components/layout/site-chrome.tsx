import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { JsonLd } from '@/components/content/json-ld'
import { FloatingActions } from '@/components/layout/floating-actions'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { TripNavigationStatus } from '@/components/layout/trip-navigation-status'
import { getOfficeWeek } from '@/lib/agency'
import { travelAgencyLd } from '@/lib/seo'

/**
 * The public site's frame around a page: skip link, header, footer, the quick contact actions
 * and the agency's structured data. The public pages' layout and the site-wide 404 page use
 * it; the back office (/admin) has a frame of its own.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const t = useTranslations('common')
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      {/* A printed page is a document: the site's frame, menus and quick actions stay on screen. */}
      <div className="contents print:hidden">
        <SiteHeader />
        <TripNavigationStatus />
      </div>
      <main id="main" className="flex-1">
        {children}
      </main>
      <div className="contents print:hidden">
        <SiteFooter />
        <FloatingActions />
      </div>
      <AgencyJsonLd />
    </>
  )
}

/** The agency's structured data, with the office's weekly hours as the owner set them. */
async function AgencyJsonLd() {
  return <JsonLd nodes={[travelAgencyLd(await getOfficeWeek())]} />
}
