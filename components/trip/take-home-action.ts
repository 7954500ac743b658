/** The look of the trip page's take-home actions: the PDF link, Print, Share and "send it to me". */
export const takeHomeAction =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/15 bg-white px-4 text-sm font-semibold text-maroon-800 hover:border-maroon-700 hover:bg-maroon-50'
