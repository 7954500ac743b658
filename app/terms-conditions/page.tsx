import type { Metadata } from 'next'
import { getEnv } from '@/lib/env'
import { siteConfig } from '@/lib/site-config'
import { TermsConditions } from '@/components/content/terms-conditions'

export const metadata: Metadata = {
  title: 'Terms and Conditions',
  description: `Booking, payment and cancellation terms for tours with ${siteConfig.legalName}.`,
  alternates: { canonical: `${getEnv().siteUrl}/terms-conditions` },
}

export default function TermsConditionsPage() {
  return <TermsConditions />
}
