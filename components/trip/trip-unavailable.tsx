import { CATALOG_MESSAGES } from '@/lib/catalog/messages'
import { ROUTES } from '@/lib/site/routes'
import { siteConfig } from '@/lib/site/config'
import { buttonVariants } from '@/components/ui/button'
import { Breadcrumb } from '@/components/catalog/breadcrumb'
import { FailureToast } from '@/components/catalog/failure-toast'
import { LoadFailure } from '@/components/catalog/load-failure'

/** Shown when the trip could not be read from the source (not when it does not exist). */
export function TripUnavailable() {
  return (
    <div className="container-site pt-4 pb-16 md:pt-8 md:pb-24" data-trip-page>
      <Breadcrumb items={[{ label: 'Trip details' }]} />
      <h1 className="sr-only">Trip details</h1>
      <div className="mt-8">
        <FailureToast title={CATALOG_MESSAGES.tripFailed} variant="destructive" />
        <LoadFailure title="Trip details are unavailable right now">
          <p>{CATALOG_MESSAGES.tripFailed}</p>
          <p className="mt-2">You can still reach us on {siteConfig.phone} or browse our other packages.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={ROUTES.pilgrimage} className={buttonVariants({ variant: 'primary' })}>
              Browse tours
            </a>
            <a href={ROUTES.contact} className={buttonVariants({ variant: 'outline' })}>
              Contact us
            </a>
          </div>
        </LoadFailure>
      </div>
    </div>
  )
}
