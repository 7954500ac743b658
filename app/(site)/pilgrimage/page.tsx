import { getCategoryTrips } from '@/lib/catalog'
import { CATEGORY_ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { CategoryPage } from '@/components/catalog/category-page'

export const metadata = pageMetadata({
  path: CATEGORY_ROUTES.pilgrimage.href,
  title: CATEGORY_ROUTES.pilgrimage.title,
  description:
    'Guided pilgrimage tour packages from Chennai: Kashi, the Char Dham, Navagraha and Divya Desam temple circuits with planned darshan, stays and transport.',
})

export default async function Page() {
  return <CategoryPage category="pilgrimage" trips={await getCategoryTrips('pilgrimage')} />
}
