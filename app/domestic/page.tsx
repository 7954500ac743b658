import { CategoryPage, categoryMetadata } from '@/components/catalog/category-page'

export const metadata = categoryMetadata('domestic')

export default function Page() {
  return <CategoryPage category="domestic" />
}
