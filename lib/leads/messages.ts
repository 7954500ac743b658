/**
 * The provider's answer text for a repeat newsletter signup: ours in embedded mode, the
 * upstream's otherwise. The newsletter form shows "Already Subscribed" for it (spec §8).
 */
export const EMAIL_EXISTS_MESSAGE = 'Email already exists'
