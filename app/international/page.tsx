import { CategoryPage, categoryMetadata } from '@/components/catalog/category-page'

export const metadata = categoryMetadata('international')

export default function Page() {
  return <CategoryPage category="international" />
}
