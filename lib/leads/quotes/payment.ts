/**
 * How a family pays a quote without paying on the site: a UPI intent (NPCI's `upi://pay` deep link)
 * that any UPI app opens from a QR code or a tap on a phone, with the agency's UPI ID and name, the
 * amount and the quote's number as the note. Pure; the PDF draws it as a QR code and a link.
 */

export interface UpiPayment {
  /** The payee's UPI ID (name@bank). */
  upiId: string
  /** The payee's name, as the payer's app shows it. */
  payee: string
  /** Whole rupees. */
  amount: number
  /** The transaction note: the quote's number. */
  note: string
}

/** A value in the intent: percent-encoded, but the @ of a UPI ID kept as UPI apps write it. */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@')

/** `upi://pay?pa=…&pn=…&am=45150.00&cu=INR&tn=Q-2026-0042`: the amount in rupees with paise, as the spec writes it. */
export function upiPayUri({ upiId, payee, amount, note }: UpiPayment): string {
  return `upi://pay?pa=${encode(upiId)}&pn=${encode(payee)}&am=${amount.toFixed(2)}&cu=INR&tn=${encode(note)}`
}
