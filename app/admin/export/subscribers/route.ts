import { exportAllowed, subscribersCsv } from '@/lib/leads/desk/export'

export async function GET() {
  return (await exportAllowed()) ?? subscribersCsv()
}
