/**
 * The UPI intent a family's phone opens to pay (NPCI's `upi://pay` deep link, read by every UPI
 * app, the same text as the quote's QR): the agency's UPI ID and name, the amount in rupees with
 * paise, INR, and the quote's number as the note.
 */
export interface UpiPayment {
  upiId: string
  payee: string
  amount: number
  note: string
}

const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@')

export function upiPayUri({ upiId, payee, amount, note }: UpiPayment): string {
  return `upi://pay?pa=${encode(upiId)}&pn=${encode(payee)}&am=${amount.toFixed(2)}&cu=INR&tn=${encode(note)}`
}
