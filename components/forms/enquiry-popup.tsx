'use client'

/** Mount point of the home page's first-visit enquiry popup (lead-capture issue). */
export function EnquiryPopup() {
  return null
}
