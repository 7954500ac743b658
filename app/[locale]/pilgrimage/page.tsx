import type { Metadata } from 'next'
import { getLocale } from 'next-intl/server'
import { getCategoryTrips } from '@/lib/catalog'
import { CategoryPage, categoryMetadata } from '@/components/catalog/category-page'

export function generateMetadata(): Promise<Metadata> {
  return categoryMetadata('pilgrimage')
}

export default async function Page() {
  return <CategoryPage category="pilgrimage" trips={await getCategoryTrips('pilgrimage', await getLocale())} />
}
