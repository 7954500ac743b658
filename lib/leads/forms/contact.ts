import * as z from 'zod/mini'
import {
  emailField,
  LEAD_FIELD_LIMITS as LIMITS,
  messageField,
  nameField,
  optionalMessageField,
  phoneField,
  requiredText,
} from './fields'
import { VALIDATION } from './validation'

const subjectField = requiredText(VALIDATION.subjectMissing, LIMITS.subject)

/** Contact page message form (docs/product.md §5): every field required. */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  mobileNumber: phoneField,
  subject: subjectField,
  message: messageField,
})

/** Floating Enquiry Now dialog: the contact payload with an optional message (docs/product.md §5). */
export const enquiryDialogSchema = z.extend(contactSchema, { message: optionalMessageField })

export type ContactInput = z.input<typeof contactSchema>
export type ContactPayload = z.output<typeof contactSchema>
export type EnquiryDialogInput = z.input<typeof enquiryDialogSchema>
