import type { Metadata } from 'next'
import { familyPageLocale } from '@/lib/leads/family-page/view'
import { getEnv } from '@/lib/platform/env'
import { HTML_LANG } from '@/lib/site/i18n/locales'
import { cx } from '@/lib/site/utils'
import { viewport } from '../../document'
import { fontDisplay, fontTamil } from '../../fonts'
import '../../globals.css'

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getEnv().siteUrl),
    robots: { index: false, follow: false, nocache: true },
  }
}

export { viewport }

/**
 * The family's page has a document of its own: in the language of their quote, and without the
 * public site's frame (menus, docked bar, forms), so a slow phone loads the page and little else.
 */
export default async function FamilyPageLayout({ children, params }: LayoutProps<'/my/[token]'>) {
  const locale = await familyPageLocale((await params).token)
  return (
    <html lang={HTML_LANG[locale]} className={cx(fontDisplay.variable, fontTamil.variable)}>
      <body className="min-h-dvh bg-sand-50 text-ink">{children}</body>
    </html>
  )
}
