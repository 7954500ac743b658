'use client'

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { popupEnquirySchema, type PopupEnquiryInput } from '@/lib/validations/popup-enquiry'
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

function PopupForm({ onDone }: { onDone: () => void }) {
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
    <form noValidate onSubmit={onSubmit} aria-label="Quick enquiry" className="relative mt-5" data-form="popup">
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

/** The first-visit popup's dialog (opened by EnquiryPopup); `onClose` runs when it is closed or answered. */
export function EnquiryPopupDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(next) => next || onClose()}>
      <DialogContent className="max-w-md" data-testid="enquiry-popup">
        <p className="eyebrow">Planning a trip?</p>
        <DialogTitle className="mt-2">Let us plan it for you</DialogTitle>
        <DialogDescription>
          Leave your name and phone number; a travel executive will call you with dates and prices.
        </DialogDescription>
        <PopupForm onDone={onClose} />
      </DialogContent>
    </Dialog>
  )
}
