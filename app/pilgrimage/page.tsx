import { CategoryPage, categoryMetadata } from '@/components/catalog/category-page'

export const metadata = categoryMetadata('pilgrimage')

export default function Page() {
  return <CategoryPage category="pilgrimage" />
}
