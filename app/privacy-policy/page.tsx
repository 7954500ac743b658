import type { Metadata } from 'next'
import { getEnv } from '@/lib/env'
import { siteConfig } from '@/lib/site-config'
import { PrivacyPolicy } from '@/components/content/privacy-policy'

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: `How ${siteConfig.legalName} collects, uses and protects the personal information of visitors and travellers.`,
  alternates: { canonical: `${getEnv().siteUrl}/privacy-policy` },
}

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />
}
