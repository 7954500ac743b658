/**
 * The theme's breakpoints in pixels, for media queries in scripts (image `sizes`, carousels).
 * app/globals.css `@theme` is where Tailwind reads them; tests/breakpoints.test.ts keeps the
 * two equal. Mobile is below md, tablet md to lg, desktop lg and above; `wide` (above lg) is
 * where trip and review sliders replace the grid (docs/product.md §9).
 */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, wide: 1025, xl: 1280, '2xl': 1536 } as const

export type Breakpoint = keyof typeof BREAKPOINTS

export function minWidth(name: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[name]}px)`
}
