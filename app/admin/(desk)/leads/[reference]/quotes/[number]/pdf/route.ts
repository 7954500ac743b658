import { leadReferenceSchema } from '@/lib/leads/desk/schemas'
import { notFound, staffQuotePdf } from '@/lib/leads/quotes/pdf'
import { requireStaffRoute } from '@/lib/staff/session'

export async function GET(request: Request, { params }: RouteContext<'/admin/leads/[reference]/quotes/[number]/pdf'>) {
  const staff = await requireStaffRoute('leads.read')
  if (staff instanceof Response) return staff
  const { reference, number } = await params
  const lead = leadReferenceSchema.safeParse(decodeURIComponent(reference))
  const version = new URL(request.url).searchParams.get('version')
  if (!lead.success || (version !== null && !/^[1-9]\d{0,5}$/.test(version))) return notFound()
  return staffQuotePdf(staff, lead.data, decodeURIComponent(number), version === null ? undefined : Number(version))
}
