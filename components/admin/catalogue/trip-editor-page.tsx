import type { ComponentProps } from 'react'
import { TripEditor } from '@/components/admin/catalogue/trip-editor'
import { TripPictures } from '@/components/admin/catalogue/trip-editor/pictures-section'
import { JumpList } from '@/components/admin/catalogue/trip-editor/jump-list'
import { sectionAnchor } from '@/components/admin/catalogue/trip-editor/sections'
import { Notice } from '@/components/admin/ui/notice'
import type { TripPicture } from '@/lib/catalog/editor/pictures'
import { ADMIN_ROUTES, tripPath } from '@/lib/site/routes'

/**
 * A trip editor's page: the way back to the catalogue, the trip's public address, a notice, the
 * list of the editor's sections to jump to (beside the form on a wide screen, above it on a
 * phone), and the form.
 */
export function TripEditorPage({
  heading,
  slug,
  published,
  notice,
  pictures,
  ...editor
}: Omit<ComponentProps<typeof TripEditor>, 'pictures'> & {
  heading: string
  slug?: string
  published?: boolean
  notice?: string
  /** A saved trip's pictures; a new trip gets them once it is created. */
  pictures?: TripPicture[]
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:space-y-0 lg:gap-x-8">
      <div className="lg:col-start-2 lg:row-start-1 lg:pb-6">
        <a href={ADMIN_ROUTES.catalog} className="text-sm text-saffron-800 underline-offset-4 hover:underline">
          ← Catalogue
        </a>
        <h1 className="mt-2 text-2xl font-semibold break-words">{heading}</h1>
        {slug && (
          <p className="mt-1 text-sm break-words text-ink-muted">
            {published ? (
              <a href={tripPath(slug)} className="underline-offset-4 hover:underline" target="_blank" rel="noreferrer">
                See it on the site: {tripPath(slug)}
              </a>
            ) : (
              'Hidden: not on the site'
            )}
          </p>
        )}
        {editor.readOnly && (
          <Notice tone="sand" className="mt-3">
            Read only: only an owner can change the catalogue.
          </Notice>
        )}
        {notice && (
          <Notice tone="lagoon" role="status" className="mt-3">
            {notice}
          </Notice>
        )}
      </div>
      <aside className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <JumpList />
      </aside>
      <div className="min-w-0 lg:col-start-2 lg:row-start-2">
        <TripEditor
          {...editor}
          pictures={
            <div id={sectionAnchor('pictures')} className="scroll-mt-4">
              {editor.tripId && pictures ? (
                <TripPictures
                  tripId={editor.tripId}
                  location={editor.initial.location}
                  pictures={pictures}
                  readOnly={editor.readOnly}
                />
              ) : (
                <p className="text-sm text-ink-muted">Pictures can be added once the trip is created.</p>
              )}
            </div>
          }
        />
      </div>
    </div>
  )
}
