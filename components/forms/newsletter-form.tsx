'use client'

/** Mount point of the newsletter signup (lead-capture issue). */
export function NewsletterForm() {
  return <div data-form="newsletter" />
}
