import 'server-only'
import { getStaff } from '@/lib/staff/session'
import { can } from '@/lib/staff/permissions'
import { todayInIndia } from '@/lib/site/format'
import { formLabel, SOURCE_LABELS } from '@/lib/leads/labels'
import type { LeadFilters } from '@/lib/leads/desk/schemas'
import { CSV_BOM, csvLine } from './csv'
import { allSubscribers, leadsForExport, type Folder } from './leads'
import { STAGE_LABELS } from './pipeline'
import { getCatalogTripTitles } from '@/lib/catalog/trip-titles'

/** The CSV downloads of the back office: the filtered lead list and the newsletter list. */

export async function exportAllowed(): Promise<Response | null> {
  const staff = await getStaff()
  if (!staff) return new Response('Sign in to the back office first.\n', { status: 401 })
  if (!can(staff.role, 'leads.read')) return new Response('Your role does not allow this.\n', { status: 403 })
  return null
}

function csvResponse(name: string, body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${todayInIndia()}.csv"`,
      'cache-control': 'no-store',
    },
  })
}

function streamLines(lines: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = lines[Symbol.asyncIterator]()
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

const SOURCE_KEYS = Object.keys(SOURCE_LABELS)

export async function leadsCsv(folder: Folder, filters: LeadFilters, staffId: string): Promise<Response> {
  const titles = await getCatalogTripTitles()
  async function* lines() {
    yield (
      CSV_BOM +
      csvLine([
        'Reference',
        'Received (IST)',
        'Form',
        'Name',
        'Phone',
        'E-mail',
        'Trip or destination',
        'Travellers',
        'Date wanted',
        'Status',
        'Message',
        ...SOURCE_KEYS.map((key) => SOURCE_LABELS[key]),
      ])
    )
    for await (const lead of leadsForExport(folder, filters, { id: staffId })) {
      const message = lead.payload.message ?? lead.payload.specialRequirements ?? ''
      yield csvLine([
        lead.reference,
        new Date(lead.createdAt + 5.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' '),
        formLabel(lead.form),
        lead.name,
        lead.phone,
        lead.email,
        lead.trip ? (titles.get(lead.trip) ?? lead.trip) : '',
        lead.travellers,
        lead.travelDate,
        folder === 'spam' ? 'Spam' : STAGE_LABELS[lead.stage],
        message,
        ...SOURCE_KEYS.map((key) => lead.source[key as keyof typeof lead.source] ?? ''),
      ])
    }
  }
  return csvResponse(folder === 'spam' ? 'spam' : 'leads', streamLines(lines()))
}

export async function subscribersCsv(): Promise<Response> {
  const rows = await allSubscribers()
  async function* lines() {
    yield CSV_BOM + csvLine(['E-mail', 'Subscribed (IST)', 'Reference'])
    for (const row of rows) {
      yield csvLine([
        row.email,
        new Date(row.created_at + 5.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' '),
        row.reference,
      ])
    }
  }
  return csvResponse('newsletter-subscribers', streamLines(lines()))
}
