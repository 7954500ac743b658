'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { ENQUIRY_POPUP_DELAY_MS, POPUP_SHOWN_STORAGE_KEY } from '@/lib/constants'
import { notify } from '@/lib/notify'
import { CONTRACT_PATHS } from '@/lib/provider/contract'
import { popupEnquirySchema, type PopupEnquiryInput, type PopupEnquiryPayload } from '@/lib/validations/popup-enquiry'
import {
  EMAIL_INPUT,
  HoneypotField,
  NAME_INPUT,
  PHONE_INPUT,
  SubmitButton,
  TextAreaField,
  TextField,
} from './form-fields'
import { useLeadSubmission } from './use-lead-submission'

const defaultValues: PopupEnquiryInput = { name: '', email: '', phone: '', message: '' }

function popupAlreadyShown(): boolean {
  try {
    return window.localStorage.getItem(POPUP_SHOWN_STORAGE_KEY) !== null
  } catch {
    return false
  }
}

function rememberPopupShown(): void {
  try {
    window.localStorage.setItem(POPUP_SHOWN_STORAGE_KEY, 'true')
  } catch {
    // Storage disabled: the popup may show again on the next visit, nothing worse.
  }
}

function PopupForm({ onDone }: { onDone: () => void }) {
  const { honeypotRef, send } = useLeadSubmission(CONTRACT_PATHS.popupEnquiry, 'popup')
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PopupEnquiryInput, unknown, PopupEnquiryPayload>({
    resolver: zodResolver(popupEnquirySchema),
    defaultValues,
  })

  const onValid = async (payload: PopupEnquiryPayload) => {
    const answer = await send(payload)
    if (!answer.ok) {
      notify({
        title: 'Submission failed',
        description: "We couldn't process your enquiry. Please try again later.",
        variant: 'destructive',
      })
      return
    }
    notify({
      title: 'Enquiry submitted',
      description: "We'll get back to you as soon as possible!",
      variant: 'success',
    })
    reset()
    onDone()
  }

  const onInvalid = (invalid: FieldErrors<PopupEnquiryInput>) => {
    if (invalid.name || invalid.phone) {
      notify({ title: 'Missing information', description: 'Please fill in all required fields', variant: 'warning' })
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
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

/**
 * Home first-visit popup: opens ENQUIRY_POPUP_DELAY_MS after load unless it was closed or
 * answered before (a flag in localStorage), so a visitor sees it once.
 */
export function EnquiryPopup() {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (popupAlreadyShown()) return
    const timer = window.setTimeout(() => setOpen(true), ENQUIRY_POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const close = () => {
    rememberPopupShown()
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent className="max-w-md" data-testid="enquiry-popup">
        <p className="eyebrow">Planning a trip?</p>
        <DialogTitle className="mt-2">Let us plan it for you</DialogTitle>
        <DialogDescription>
          Leave your name and phone number; a travel executive will call you with dates and prices.
        </DialogDescription>
        <PopupForm onDone={close} />
      </DialogContent>
    </Dialog>
  )
}
