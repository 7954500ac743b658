import type { Metadata } from 'next'
import { useLocale } from 'next-intl'
import { getLocale, getTranslations } from 'next-intl/server'
import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { siteConfig } from '@/lib/site/config'
import { PrivacyPolicy } from '@/components/content/privacy-policy'
import { PrivacyPolicyTamil } from '@/components/content/privacy-policy-ta'

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale()
  const t = await getTranslations('content.privacyPolicy.meta')
  return pageMetadata({
    path: ROUTES.privacyPolicy,
    locale,
    title: t('title'),
    description: t('description', { legalName: siteConfig.legalName }),
  })
}

/** The English policy, or its Tamil translation (which says the English text prevails). */
export default function PrivacyPolicyPage() {
  return useLocale() === 'ta' ? <PrivacyPolicyTamil /> : <PrivacyPolicy />
}
