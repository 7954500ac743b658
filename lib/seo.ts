import { getEnv } from '@/lib/env'
import { siteConfig } from '@/lib/site-config'

/** Serialises JSON-LD for an inline script, escaping `<` so no content can close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function absoluteUrl(path: string): string {
  return `${getEnv().siteUrl}${path.startsWith('/') ? path : `/${path}`}`
}

export function organizationJsonLd(): string {
  const a = siteConfig.address
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/brand/logo-mark.svg'),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    foundingDate: String(siteConfig.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    openingHours: ['Mo-Fr 09:00-18:00', 'Sa 09:00-13:00'],
    sameAs: Object.values(siteConfig.social),
  })
}
