/**
 * A change refused for a reason the staff member can act on (someone saved first, an address
 * is taken, the lead is gone, the role may not): every back-office action answers it as an
 * error message on its form, never as a crash. Each domain's own refusal extends it, so the
 * action runner (act.ts) needs to know none of them.
 */
export class Refusal extends Error {
  constructor(
    message: string,
    /** The form field the message is about, when it is about one. */
    readonly field?: string,
  ) {
    super(message)
  }
}
