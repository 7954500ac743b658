import 'server-only'
import type { Caller } from '@/lib/staff'
import { todayInIndia } from '@/lib/site/format'
import { formLabel, languageLabel, SOURCE_LABELS } from '@/lib/leads/labels'
import { leadExportQuerySchema, parseLeadFilters, type LeadFilters } from '@/lib/leads/desk/schemas'
import { CSV_BOM, csvLine } from '@/lib/site/csv'
import { leadsForExport, type Folder } from './queries'
import { allSubscribers } from './subscribers'
import { STAGE_LABELS } from './pipeline'
import { getCatalogTripTitles } from '@/lib/catalog'

/**
 * The CSV downloads of the back office: the filtered lead list and the newsletter list. Their
 * routes (app/admin/export) check the staff member first; the reads check the caller again.
 */

/** The lead export's query: the folder (refused when unknown) and the inbox's filters (dropped when malformed). */
export function parseLeadExportQuery(
  params: URLSearchParams,
): { folder: Folder; filters: LeadFilters } | { error: string } {
  const query = leadExportQuerySchema.safeParse({ folder: params.get('folder') ?? undefined })
  if (!query.success) return { error: query.error.issues[0]!.message }
  return { folder: query.data.folder, filters: parseLeadFilters(params) }
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

export async function leadsCsv(caller: Caller, folder: Folder, filters: LeadFilters): Promise<Response> {
  const leads = leadsForExport(folder, filters, caller)
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
        'Language',
        'Message',
        ...SOURCE_KEYS.map((key) => SOURCE_LABELS[key]),
      ])
    )
    for await (const lead of leads) {
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
        languageLabel(lead.locale),
        message,
        ...SOURCE_KEYS.map((key) => lead.source[key as keyof typeof lead.source] ?? ''),
      ])
    }
  }
  return csvResponse(folder === 'spam' ? 'spam' : 'leads', streamLines(lines()))
}

export async function subscribersCsv(caller: Caller): Promise<Response> {
  const rows = await allSubscribers(caller)
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
