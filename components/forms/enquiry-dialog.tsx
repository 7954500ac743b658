'use client'

import type { RefObject } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogTitle, focusOnClose } from '@/components/ui/dialog'
import { EnquiryForm } from './enquiry-form'

interface EnquiryDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The Enquiry Now button, which takes the focus back when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

/** The floating Enquiry Now dialog (docs/product.md §5): the enquiry form; it closes on success. */
export function EnquiryDialog({ open, onOpenChange, trigger }: EnquiryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusOnClose(trigger)}>
        <DialogTitle>Send us an enquiry</DialogTitle>
        <DialogDescription>
          Tell us where you would like to go. A travel executive will call you back within one working day.
        </DialogDescription>
        <div className="mt-5">
          <EnquiryForm onSuccess={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  )
}
