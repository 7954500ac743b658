/**
 * The query parameters of the trip filters (lib/catalog/filters.ts). Apart, without imports, because
 * proxy.ts reads them too: a category page's address with any of them is rewritten to its
 * filtered page, so the plain page stays prerendered.
 */
export const FILTER_PARAMS = { month: 'month', days: 'days', budget: 'budget', category: 'category' } as const
