/**
 * Where each kind of lead is posted: the write paths of the provider contract
 * (docs/product.md §7). The site serves them itself (app/api), so the forms post here and
 * the server forwards a lead to the same path upstream. Plain strings, shared by the
 * browser and the server.
 */
export const LEAD_ENDPOINTS = {
  tripEnquiry: '/api/web/enquiry/create',
  contact: '/api/web/contact/create',
  customized: '/api/web/customized/create',
  newsletter: '/api/web/email',
  popupEnquiry: '/api/enquiry',
} as const

/** The five lead kinds of docs/product.md §7. */
export type LeadKind = keyof typeof LEAD_ENDPOINTS
