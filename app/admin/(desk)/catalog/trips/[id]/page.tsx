import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { TripEditorPage } from '@/components/admin/catalogue/trip-editor-page'
import { getEditorTrip, listBoardingCities, listCategories } from '@/lib/catalog/editor/trips'
import { listTripPictures } from '@/lib/catalog/editor/pictures'
import { catalogIdSchema } from '@/lib/catalog/editor/trip-schema'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { requireEmbeddedCatalog } from '@/lib/catalog/source'
import { ADMIN_ROUTES } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Edit trip' }

export default async function EditTripPage({ params, searchParams }: PageProps<'/admin/catalog/trips/[id]'>) {
  const staff = await requireStaffPage('catalog.read')
  requireEmbeddedCatalog(() => redirect(ADMIN_ROUTES.catalog))
  const id = catalogIdSchema.safeParse((await params).id)
  if (!id.success) notFound()
  const [trip, categories, cities, pictures, query] = await Promise.all([
    getEditorTrip(id.data),
    listCategories(),
    listBoardingCities(),
    listTripPictures(id.data),
    searchParams,
  ])
  if (!trip) notFound()
  const notice = query.created
    ? 'Trip created.'
    : query.copied
      ? 'This is a hidden copy: change what differs, then show it on the site.'
      : undefined
  return (
    <TripEditorPage
      heading={trip.values.title}
      slug={trip.slug}
      published={trip.values.published}
      notice={notice}
      tripId={trip.id}
      pictures={pictures}
      initial={trip.values}
      categories={categories}
      cities={cities}
      departuresNow={trip.departuresNow}
      readOnly={!can(staff.role, 'catalog.edit')}
    />
  )
}
