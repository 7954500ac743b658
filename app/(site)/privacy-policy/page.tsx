import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { siteConfig } from '@/lib/site/config'
import { PrivacyPolicy } from '@/components/content/privacy-policy'

export const metadata = pageMetadata({
  path: ROUTES.privacyPolicy,
  title: 'Privacy Policy',
  description: `How ${siteConfig.legalName} collects, uses and protects the personal information of visitors and travellers.`,
})

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />
}
