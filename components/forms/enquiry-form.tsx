'use client'

/** Mount point of the floating Enquiry Now dialog's form (lead-capture issue). */
export function EnquiryForm({ onSuccess }: { onSuccess?: () => void }) {
  return <div data-form="enquiry" data-has-success-handler={onSuccess ? 'yes' : 'no'} />
}
