import type { Metadata } from 'next'
import { getLocale } from 'next-intl/server'
import { getCategoryTrips } from '@/lib/catalog'
import { CategoryPage, categoryMetadata } from '@/components/catalog/category-page'

export function generateMetadata(): Promise<Metadata> {
  return categoryMetadata('domestic')
}

export default async function Page() {
  return <CategoryPage category="domestic" trips={await getCategoryTrips('domestic', await getLocale())} />
}
