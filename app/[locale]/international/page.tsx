import type { Metadata } from 'next'
import { getLocale } from 'next-intl/server'
import { getCategoryTrips } from '@/lib/catalog'
import { CategoryPage, categoryMetadata } from '@/components/catalog/category-page'

export function generateMetadata(): Promise<Metadata> {
  return categoryMetadata('international')
}

export default async function Page() {
  return <CategoryPage category="international" trips={await getCategoryTrips('international', await getLocale())} />
}
