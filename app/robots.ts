import type { MetadataRoute } from 'next'
import { getEnv } from '@/lib/platform/env'
import { ADMIN_ROUTES, ROUTES } from '@/lib/site/routes'
import { absoluteUrl } from '@/lib/seo'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', ROUTES.search, ADMIN_ROUTES.home] },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: getEnv().siteUrl,
  }
}
