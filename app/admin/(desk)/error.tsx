'use client'

import { PICTURE_HINT } from '@/components/admin/ui/picture-input'
import { Button } from '@/components/ui/button'
import { ADMIN_ROUTES } from '@/lib/site/routes'

/**
 * What staff see, inside the back office's frame, when a page or an action fails without an answer
 * of its own (the server could not be reached, a request over its size limit): what may not have
 * been saved and the way back, instead of a bare error page. Whatever was saved stays saved.
 */
export default function DeskError() {
  return (
    <div role="alert" className="rounded-2xl border border-ink/10 bg-white p-6 text-center sm:p-8">
      <h1 className="text-xl font-semibold">That did not go through</h1>
      <p className="mx-auto mt-2 max-w-prose text-ink-muted">
        The server could not complete your last step, so it may not have been saved. Check your connection and reload
        the page to see what is stored. Pictures: {PICTURE_HINT}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          Reload this page
        </Button>
        <Button asChild variant="outline">
          <a href={ADMIN_ROUTES.home}>Back to the desk</a>
        </Button>
      </div>
    </div>
  )
}
