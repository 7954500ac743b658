import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { TripEditorPage } from '@/components/admin/catalogue/trip-editor-page'
import { blankTrip, listBoardingCities, listCategories } from '@/lib/catalog/editor/trips'
import { requireStaffPage } from '@/lib/staff/session'
import { requireEmbeddedCatalog } from '@/lib/catalog/source'
import { ADMIN_ROUTES } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'New trip' }

export default async function NewTripPage() {
  await requireStaffPage('catalog.edit')
  requireEmbeddedCatalog(() => redirect(ADMIN_ROUTES.catalog))
  const [categories, cities] = await Promise.all([listCategories(), listBoardingCities()])
  return (
    <TripEditorPage
      heading="New trip"
      tripId={null}
      initial={blankTrip(categories[0]?.id ?? '')}
      categories={categories}
      cities={cities}
      departuresNow=""
      readOnly={false}
    />
  )
}
