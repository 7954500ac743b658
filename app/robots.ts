import type { MetadataRoute } from 'next'
import { getEnv } from '@/lib/env'
import { ROUTES } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', ROUTES.search] },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: getEnv().siteUrl,
  }
}
