import type { MetadataRoute } from 'next'
import { getEnv } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getEnv()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/search'] },
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  }
}
