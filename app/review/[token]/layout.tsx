import type { Metadata } from 'next'
import { reviewPageLocale } from '@/lib/reviews'
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
 * The review form has a document of its own, like the family's page: in the booking's language
 * (the page marks its own when the family reads it in the other), without the public site's
 * frame, so a slow phone loads the form and little else.
 */
export default async function ReviewLayout({ children, params }: LayoutProps<'/review/[token]'>) {
  const locale = await reviewPageLocale((await params).token)
  return (
    <html lang={HTML_LANG[locale]} className={cx(fontDisplay.variable, fontTamil.variable)}>
      <body className="min-h-dvh bg-sand-50 text-ink">{children}</body>
    </html>
  )
}
