import type { Metadata } from 'next'
import { SiteChrome } from '@/components/layout/site-chrome'
import { PageNotFound } from '@/components/layout/page-not-found'
import { ClientMessagesProvider } from '@/lib/site/i18n/client'
import { clientMessages } from '@/lib/site/i18n/messages'
import { siteConfig } from '@/lib/site/config'
import { Document, viewport } from './document'

export { viewport }

export const metadata: Metadata = { title: `Page not found | ${siteConfig.name}`, robots: { index: false } }

/**
 * The 404 of a path outside the public site's languages (a file name no route answers), in the
 * site's frame, in English; a public path no page answers gets its language's 404
 * (app/[locale]/[...rest]). Next renders it on its own,
 * without the root layout, and it is not part of other pages' payloads, as the root
 * not-found boundary (app/[locale]/not-found.tsx) is: a frame there sent the header and footer twice
 * more with every page.
 */
export default function GlobalNotFound() {
  return (
    <Document>
      <ClientMessagesProvider locale="en" messages={clientMessages('en')}>
        <SiteChrome>
          <PageNotFound />
        </SiteChrome>
      </ClientMessagesProvider>
    </Document>
  )
}
