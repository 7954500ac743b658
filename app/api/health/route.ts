import { checkHealth } from '@/lib/platform/health'

export const dynamic = 'force-dynamic'

/** GET /api/health — 200 while the database answers (Redis away is "degraded"), 503 without it. */
export async function GET(): Promise<Response> {
  const health = await checkHealth()
  return Response.json(health, {
    status: health.status === 'down' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}
