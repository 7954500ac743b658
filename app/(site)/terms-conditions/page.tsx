import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { siteConfig } from '@/lib/site/config'
import { TermsConditions } from '@/components/content/terms-conditions'

export const metadata = pageMetadata({
  path: ROUTES.termsConditions,
  title: 'Terms and Conditions',
  description: `Booking, payment and cancellation terms for tours with ${siteConfig.legalName}.`,
})

export default function TermsConditionsPage() {
  return <TermsConditions />
}
