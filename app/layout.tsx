import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getEnv } from '@/lib/platform/env'
import { OG_LOCALE } from '@/lib/seo'
import { siteConfig } from '@/lib/site/config'
import { Document, viewport } from './document'

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

export { viewport }

export default function RootLayout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>
}
