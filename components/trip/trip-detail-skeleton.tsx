/**
 * React sends a large finished page after this fallback, in a hidden element that a script
 * swaps in. Without JavaScript that does not happen, so this style does the swap: the trip
 * content is shown above the footer and the skeleton is hidden. An unknown slug's "Trip not
 * found" is not here, so a real trip's first HTML never carries it: the trip layout adds it.
 * A style in the body may only select its parent and what follows (HTML's rule), so it hides
 * the skeleton beside it rather than the wrapper.
 */
const NO_SCRIPT_SWAP = [
  // Tailwind's preflight hides [hidden] with !important in its base layer; an important
  // rule outside that layer would lose, one inside it wins by specificity.
  '@layer base{body>div[hidden]:has([data-trip-page]){display:block!important;order:1}}',
  'body>footer{order:2}',
  '[data-trip-skeleton]{display:none}',
].join('')

/** The trip page's loading state, laid out like the page so nothing shifts when it arrives. */
export function TripDetailSkeleton() {
  return (
    <div data-trip-loading>
      <noscript>
        <style>{NO_SCRIPT_SWAP}</style>
      </noscript>
      <div className="container-site pt-4 pb-12 md:pt-8 md:pb-16" aria-busy="true" data-trip-skeleton>
        <p role="status" className="flex min-h-11 items-center text-sm font-medium text-ink-muted">
          Loading trip details...
        </p>
        <div className="mt-3 h-10 w-3/4 animate-pulse rounded-lg bg-sand-200 md:mt-5 md:h-14" />
        <div className="mt-4 flex flex-wrap gap-2">
          {[28, 40, 32].map((w) => (
            <div key={w} className="h-9 animate-pulse rounded-full bg-sand-200" style={{ width: `${w * 0.25}rem` }} />
          ))}
        </div>
        <div className="mt-5 grid gap-6 md:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12 lg:gap-y-8">
          {/* The price card: above the gallery on phones, beside it on desktops. */}
          <div className="h-28 animate-pulse rounded-card bg-sand-200 lg:col-start-2 lg:row-start-1 lg:h-80" />
          <div className="flex flex-col gap-3 lg:col-start-1 lg:row-start-1">
            <div className="aspect-[3/2] animate-pulse rounded-card bg-sand-200" />
            <div className="flex gap-2 sm:gap-3">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="aspect-[3/2] w-20 animate-pulse rounded-lg bg-sand-200 sm:w-24" />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
