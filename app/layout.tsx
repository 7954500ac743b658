import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { getEnv } from '@/lib/env'
import { OG_LOCALE } from '@/lib/seo'
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
        {children}
        <Toaster />
      </body>
    </html>
  )
}
