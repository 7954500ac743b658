import { z } from 'zod'
import { emailField } from './fields'

/** Newsletter signup (spec §5): a non-empty address with "@". */
export const newsletterSchema = z.object({ email: emailField })

export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterPayload = z.output<typeof newsletterSchema>
