const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})

/** Indian rupees, en-IN grouping, no decimals: 125000 → "₹1,25,000". */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount))
}
