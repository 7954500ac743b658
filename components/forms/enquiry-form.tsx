'use client'

import { enquiryDialogSchema, type EnquiryDialogInput } from '@/lib/leads/forms/contact'
import {
  EMAIL_INPUT,
  HoneypotField,
  NAME_INPUT,
  PHONE_INPUT,
  SubmitButton,
  TextAreaField,
  TextField,
} from './form-fields'
import { useLeadForm } from './use-lead-form'

const defaultValues: EnquiryDialogInput = { name: '', email: '', mobileNumber: '', subject: '', message: '' }

/**
 * The floating Enquiry Now dialog's form: name, email, phone and subject required, message
 * optional; posts the contact payload and calls onSuccess (the dialog closes).
 */
export function EnquiryForm({ onSuccess }: { onSuccess?: () => void }) {
  const {
    register,
    onSubmit,
    honeypotRef,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: enquiryDialogSchema,
    defaultValues,
    kind: 'contact',
    form: 'enquiry-dialog',
    failure: { title: 'Failed to send your enquiry. Please try again later.' },
    success: { title: 'Enquiry Sent', description: 'Your enquiry has been sent. We will contact you soon!' },
    onSuccess,
  })

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Enquiry form"
      className="relative"
      data-form="enquiry"
    >
      <HoneypotField ref={honeypotRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...NAME_INPUT} required error={errors.name?.message} {...register('name')} />
        <TextField {...PHONE_INPUT} required error={errors.mobileNumber?.message} {...register('mobileNumber')} />
        <TextField
          {...EMAIL_INPUT}
          required
          fieldClassName="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Subject"
          required
          fieldClassName="sm:col-span-2"
          placeholder="e.g. Char Dham Yatra for 4 in May"
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField
          label="Message"
          fieldClassName="sm:col-span-2"
          rows={3}
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <SubmitButton
        submitting={isSubmitting}
        idleLabel="Send Enquiry"
        busyLabel="Sending..."
        className="mt-6 sm:w-full"
      />
    </form>
  )
}
