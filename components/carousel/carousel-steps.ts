/**
 * How a carousel of `count` items showing `perView` at once moves, as pure arithmetic on the
 * index of its first visible item. A paged carousel (the trip sliders) moves a whole view at a
 * time and its last page may be partly empty; the others move one item and stop with the last
 * item at the end of the view. `wrap` decides what the arrows do at the ends.
 */
export interface CarouselSteps {
  count: number
  perView: number
  paged?: boolean
  wrap?: boolean
}

/** The first visible item when the carousel is as far along as it goes. */
export function lastStart({ count, perView, paged = false }: CarouselSteps): number {
  if (paged) return Math.max(0, Math.floor((count - 1) / perView) * perView)
  return Math.max(0, count - perView)
}

export function nextStart(first: number, steps: CarouselSteps): number {
  const last = lastStart(steps)
  if (first >= last) return steps.wrap ? 0 : last
  return Math.min(first + (steps.paged ? steps.perView : 1), last)
}

export function previousStart(first: number, steps: CarouselSteps): number {
  if (first <= 0) return steps.wrap ? lastStart(steps) : 0
  return Math.max(first - (steps.paged ? steps.perView : 1), 0)
}

/** Empty places that complete a paged carousel's last page, so it starts on a page boundary too. */
export function fillerCount({ count, perView, paged = false }: CarouselSteps): number {
  if (!paged || count <= perView) return 0
  return (perView - (count % perView)) % perView
}
