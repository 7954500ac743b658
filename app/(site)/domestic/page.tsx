import { getCategoryTrips } from '@/lib/catalog'
import { CATEGORY_ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { CategoryPage } from '@/components/catalog/category-page'

export const metadata = pageMetadata({
  path: CATEGORY_ROUTES.domestic.href,
  title: CATEGORY_ROUTES.domestic.title,
  description:
    'Domestic holiday packages from Chennai: Kerala, Kashmir, Rajasthan, the North-East and more, with hotels, transfers and sightseeing arranged.',
})

export default async function Page() {
  return <CategoryPage category="domestic" trips={await getCategoryTrips('domestic')} />
}
