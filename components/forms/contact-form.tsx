'use client'

/** Mount point of the contact page message form (lead-capture issue). */
export function ContactForm() {
  return <div data-form="contact" />
}
