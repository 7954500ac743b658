import { getCategoryTrips } from '@/lib/catalog'
import { CATEGORY_ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { CategoryPage } from '@/components/catalog/category-page'

export const metadata = pageMetadata({
  path: CATEGORY_ROUTES.international.href,
  title: CATEGORY_ROUTES.international.title,
  description:
    'International tour packages from Chennai with visa guidance, flights, hotels, vegetarian meals and escorted sightseeing.',
})

export default async function Page() {
  return <CategoryPage category="international" trips={await getCategoryTrips('international')} />
}
