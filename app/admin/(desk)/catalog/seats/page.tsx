import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { CatalogSection } from '@/components/admin/catalogue/catalog-section'
import { DeparturesDesk } from '@/components/admin/departures/departures-desk'
import { readDepartureBriefings } from '@/lib/catalog/editor/departure-briefing'
import { readSellingDepartures } from '@/lib/catalog/editor/departures'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { requireEmbeddedCatalog } from '@/lib/catalog/source'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { todayInIndia } from '@/lib/site/format'

export const metadata: Metadata = { title: 'Seats taken' }

export default async function DeparturesPage() {
  const staff = await requireStaffPage('departures.seats')
  requireEmbeddedCatalog(() => redirect(ADMIN_ROUTES.catalog))
  const owner = can(staff.role, 'catalog.edit')
  const [{ departures, fewSeatsAt }, briefings] = await Promise.all([
    readSellingDepartures(),
    owner ? readDepartureBriefings(todayInIndia()) : undefined,
  ])
  return (
    <CatalogSection
      current={ADMIN_ROUTES.catalogSeats}
      title="Seats taken"
      description="Every dated departure ahead, soonest first. After a booking by phone, correct the seats taken here: the trip page shows the new count at its next visit."
    >
      <DeparturesDesk departures={departures} fewSeatsAt={fewSeatsAt} canEditSettings={owner} briefings={briefings} />
    </CatalogSection>
  )
}
