/**
 * A form field's classes. Apart from input.tsx, whose components merge classes with tailwind-merge (about 9 KB),
 * so a client component that only styles its own field keeps that out of the page's first load.
 */
export const fieldClassName =
  'block w-full min-h-11 rounded-xl border border-ink/15 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-soft shadow-sm transition-colors focus:border-saffron-600 focus:outline-2 focus:outline-offset-0 focus:outline-saffron-600/30 aria-invalid:border-maroon-600 aria-invalid:focus:outline-maroon-600/30 disabled:opacity-60'
