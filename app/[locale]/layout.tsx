import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getLocale, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import { SiteChrome } from '@/components/layout/site-chrome'
import { HTML_LANG, LOCALES, OG_LOCALES } from '@/lib/site/i18n/locales'
import { ClientMessagesProvider } from '@/lib/site/i18n/client'
import { clientMessages } from '@/lib/site/i18n/messages'
import { routing } from '@/lib/site/i18n/routing'
import { getEnv } from '@/lib/platform/env'
import { siteConfig } from '@/lib/site/config'
import { YEARS_OF_EXPERIENCE } from '@/lib/site/constants'
import { Document, viewport } from '../document'
import { fontTamil, TAMIL_FACES } from '../fonts'

/** Both languages' pages are prerendered (and cached) alike: the language is a root segment. */
export function generateStaticParams(): { locale: string }[] {
  return LOCALES.map((locale) => ({ locale }))
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale()
  const t = await getTranslations('common.meta')
  return {
    metadataBase: new URL(getEnv().siteUrl),
    title: {
      default: `${siteConfig.name} | ${t('defaultTitle')}`,
      template: `%s | ${siteConfig.name}`,
    },
    description: t('description', { years: String(YEARS_OF_EXPERIENCE) }),
    applicationName: siteConfig.name,
    openGraph: { type: 'website', siteName: siteConfig.name, locale: OG_LOCALES[locale] },
    twitter: { card: 'summary_large_image' },
  }
}

export { viewport }

/**
 * The public site's document, in the language of its [locale] segment ('en' for today's
 * unprefixed addresses, which proxy.ts rewrites here; 'ta' under /ta). A segment that is not a
 * language (a file name no route answers) is the site-wide 404.
 *
 * Client components get only the namespaces they read (CLIENT_NAMESPACES); the rest of the
 * text is rendered here on the server. The Tamil face is attached to Tamil pages alone, and
 * preloaded there: their first screen is Tamil text, which waits for it (app/fonts.ts).
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  if (locale === 'ta') {
    for (const face of TAMIL_FACES) preload(face.href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  }
  return (
    <Document lang={HTML_LANG[locale]} className={locale === 'ta' ? fontTamil.variable : undefined}>
      <ClientMessagesProvider locale={locale} messages={clientMessages(locale)}>
        <SiteChrome>{children}</SiteChrome>
      </ClientMessagesProvider>
    </Document>
  )
}
