import * as z from 'zod/mini'
import { emailField } from './fields'

/** Newsletter signup (docs/product.md §5): a non-empty address with "@". */
export const newsletterSchema = z.object({ email: emailField })

/**
 * The provider's answer text for a repeat signup: ours in embedded mode, the upstream's
 * otherwise. The form shows "Already Subscribed" for it (docs/product.md §8);
 * lib/leads/newsletter.ts holds the rest of the rule.
 */
export const EMAIL_EXISTS_MESSAGE = 'Email already exists'

export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterPayload = z.output<typeof newsletterSchema>
