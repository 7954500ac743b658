'use client'

import { popupEnquirySchema, type PopupEnquiryInput } from '@/lib/leads/forms/popup-enquiry'
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

const defaultValues: PopupEnquiryInput = { name: '', email: '', phone: '', message: '' }

/** The first-visit popup's form (enquiry-popup.tsx): name and phone required; `onDone` runs on success. */
export function PopupForm({ onDone }: { onDone: () => void }) {
  const {
    register,
    onSubmit,
    honeypotRef,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    schema: popupEnquirySchema,
    defaultValues,
    kind: 'popupEnquiry',
    form: 'popup',
    success: { title: 'Enquiry submitted', description: "We'll get back to you as soon as possible!" },
    failure: { title: 'Submission failed', description: "We couldn't process your enquiry. Please try again later." },
    invalid: {
      title: 'Missing information',
      description: 'Please fill in all required fields',
      fields: ['name', 'phone'],
    },
    onSuccess: onDone,
  })

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Quick enquiry"
      className="relative mt-5"
      data-form="popup"
    >
      <HoneypotField ref={honeypotRef} />
      <div className="grid gap-4">
        <TextField {...NAME_INPUT} required error={errors.name?.message} {...register('name')} />
        <TextField {...PHONE_INPUT} required error={errors.phone?.message} {...register('phone')} />
        <TextField {...EMAIL_INPUT} error={errors.email?.message} {...register('email')} />
        <TextAreaField
          label="Message"
          rows={3}
          placeholder="Where would you like to go?"
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <SubmitButton
        submitting={isSubmitting}
        idleLabel="Submit Enquiry"
        busyLabel="Submitting..."
        className="mt-6 sm:w-full"
      />
    </form>
  )
}
