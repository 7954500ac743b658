import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageNotFound } from '@/components/layout/page-not-found'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.meta')
  return { title: t('notFoundTitle'), robots: { index: false } }
}

/** The 404 of a public page in its language, inside the site's frame (app/[locale]/layout.tsx). */
export default function NotFound() {
  return <PageNotFound />
}
