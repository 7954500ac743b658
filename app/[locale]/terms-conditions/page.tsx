import type { Metadata } from 'next'
import { useLocale } from 'next-intl'
import { getLocale, getTranslations } from 'next-intl/server'
import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { siteConfig } from '@/lib/site/config'
import { TermsConditions } from '@/components/content/terms-conditions'
import { TermsConditionsTamil } from '@/components/content/terms-conditions-ta'

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale()
  const t = await getTranslations('content.termsConditions.meta')
  return pageMetadata({
    path: ROUTES.termsConditions,
    locale,
    title: t('title'),
    description: t('description', { legalName: siteConfig.legalName }),
  })
}

/** The English terms, or their Tamil translation (which says the English text prevails). */
export default function TermsConditionsPage() {
  return useLocale() === 'ta' ? <TermsConditionsTamil /> : <TermsConditions />
}
