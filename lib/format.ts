import { UPLOADS_PATH } from '@/lib/provider/contract'

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

/** The site's URL of an uploaded file (served by app/uploads in both sources). */
export function uploadUrl(file: string): string {
  const clean = file.replace(/^\/+/, '').replace(/^uploads\//, '')
  return `${UPLOADS_PATH}/${clean.split('/').map(encodeURIComponent).join('/')}`
}
