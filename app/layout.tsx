import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { FloatingActions } from '@/components/layout/floating-actions'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { Toaster } from '@/components/ui/toaster'
import { getEnv } from '@/lib/env'
import { OG_LOCALE, travelAgencyLd } from '@/lib/seo'
import { JsonLd } from '@/components/content/json-ld'
import { siteConfig } from '@/lib/site-config'
import { cx } from '@/lib/utils'
import { fontDisplay } from './fonts'
import './globals.css'

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getEnv().siteUrl),
    title: {
      default: `${siteConfig.name} | Pilgrimage & Holiday Tour Packages from Chennai`,
      template: `%s | ${siteConfig.name}`,
    },
    description: siteConfig.description,
    applicationName: siteConfig.name,
    openGraph: { type: 'website', siteName: siteConfig.name, locale: OG_LOCALE },
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = {
  themeColor: '#6f172a',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // --dock-space: the height of the docked bar of phones and tablets. The footer keeps it free
    // below its last line, and the scroll padding keeps it free when a link, a field or an anchor
    // is scrolled into view. From 1024 px the floating buttons sit in the content's side padding
    // instead (app/globals.css), and the space is only the page's bottom margin.
    <html
      lang="en-IN"
      className={cx(
        fontDisplay.variable,
        'scroll-pb-(--dock-space) [--dock-space:calc(4rem+env(safe-area-inset-bottom))] lg:[--dock-space:1.5rem]',
      )}
    >
      <body className="group/page flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <FloatingActions />
        <Toaster />
        <JsonLd nodes={[travelAgencyLd()]} />
      </body>
    </html>
  )
}
