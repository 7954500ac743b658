import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getEnv } from '@/lib/platform/env'
import { siteConfig } from '@/lib/site/config'
import { Document, viewport } from '../document'
import { fontTamil } from '../fonts'

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getEnv().siteUrl),
    title: { default: 'Back office', template: `%s · Back office · ${siteConfig.name}` },
    robots: { index: false, follow: false, nocache: true },
  }
}

export { viewport }

/**
 * The back office's own document: English, outside the public site's languages. Its client
 * components read no messages, and the shared links (lib/site/i18n/navigation.ts) take the
 * client context's default language, English, which adds no prefix. The Tamil face is named too, for the catalogue's Tamil fields and the leads written in Tamil:
 * its unicode-range keeps it unloaded on a screen without a Tamil letter.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Document className={fontTamil.variable}>
      <div className="flex min-h-dvh flex-col bg-sand-50">{children}</div>
    </Document>
  )
}
