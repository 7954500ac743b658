import { exportAllowed, subscribersCsv } from '@/lib/admin/export'

export async function GET() {
  return (await exportAllowed()) ?? subscribersCsv()
}
