import * as z from 'zod/mini'
import { nameField, optionalEmailField, optionalMessageField, phoneField } from './fields'

/** Home first-visit popup (docs/product.md §5): name and phone required, email and message optional. */
export const popupEnquirySchema = z.object({
  name: nameField,
  email: optionalEmailField,
  phone: phoneField,
  message: optionalMessageField,
})

export type PopupEnquiryInput = z.input<typeof popupEnquirySchema>
export type PopupEnquiryPayload = z.output<typeof popupEnquirySchema>
