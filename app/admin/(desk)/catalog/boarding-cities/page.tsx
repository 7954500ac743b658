import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { CatalogSection } from '@/components/admin/catalogue/catalog-section'
import { BoardingCityList, FewSeatsSetting } from '@/components/admin/catalogue/boarding-cities'
import { getFewSeatsAt, listBoardingCities } from '@/lib/catalog/editor/boarding-cities'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { requireEmbeddedCatalog } from '@/lib/catalog/source'
import { ADMIN_ROUTES } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Boarding cities' }

export default async function BoardingCitiesPage() {
  const staff = await requireStaffPage('catalog.read')
  requireEmbeddedCatalog(() => redirect(ADMIN_ROUTES.catalog))
  const canEdit = can(staff.role, 'catalog.edit')
  const [cities, fewSeatsAt] = await Promise.all([listBoardingCities(), getFewSeatsAt()])
  return (
    <CatalogSection
      current={ADMIN_ROUTES.catalogBoardingCities}
      title="Boarding cities"
      description="Where the agency's groups board, in the order the trip form offers them. A new name shows on the trip pages at their next visit."
    >
      <BoardingCityList cities={cities} canEdit={canEdit} />
      <FewSeatsSetting fewSeatsAt={fewSeatsAt} canEdit={canEdit} />
    </CatalogSection>
  )
}
