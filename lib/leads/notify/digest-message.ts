import { followUpInWords, lateness } from '@/lib/leads/desk/follow-ups'
import { formLabel } from '@/lib/leads/labels'
import { timeAgo } from '@/lib/site/format'

/**
 * The morning digest of one staff member: their follow-ups overdue and due today, and the new leads
 * nobody has taken yet, each with a link to the lead, dates in words (India time).
 */

export interface DigestLead {
  reference: string
  name: string | null
  phone: string | null
  form: string
  trip: string | null
  createdAt: number
  followUpAt: number | null
}

/** A list of the digest, as many as it shows of `total`. */
export interface DigestList {
  leads: DigestLead[]
  total: number
}

export interface DigestContent {
  staffName: string
  /** "Thursday 26 November": the India day the digest is for. */
  dayInWords: string
  now: number
  overdue: DigestList
  dueToday: DigestList
  /** New leads nobody has been assigned. */
  unassigned: DigestList
  leadUrl: (reference: string) => string
  todayUrl: string
  inboxUrl: string
}

/** Whether a digest has anything to say. */
export const digestIsEmpty = (content: Pick<DigestContent, 'overdue' | 'dueToday' | 'unassigned'>) =>
  content.overdue.total + content.dueToday.total + content.unassigned.total === 0

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function customer(lead: DigestLead): string {
  return lead.name?.trim() || lead.phone || lead.reference
}

export function digestMessage(content: DigestContent): { subject: string; text: string; html: string } {
  const { now, overdue, dueToday, unassigned } = content
  const summary = [
    overdue.total && `${overdue.total} overdue`,
    dueToday.total && `${dueToday.total} due today`,
    unassigned.total && plural(unassigned.total, 'new lead unassigned', 'new leads unassigned'),
  ].filter(Boolean)
  const subject = `Your day, ${content.dayInWords}: ${summary.join(', ')}`

  const followUpLine = (lead: DigestLead) => {
    const when = followUpInWords(lead.followUpAt!, now)
    const late = lead.followUpAt! <= now ? ` (${lateness(lead.followUpAt!, now)})` : ''
    return [`${customer(lead)} (${lead.reference})`, lead.trip, `follow up ${when}${late}`].filter(Boolean).join(' · ')
  }
  const newLeadLine = (lead: DigestLead) =>
    [
      `${customer(lead)} (${lead.reference})`,
      lead.trip ?? formLabel(lead.form),
      `received ${timeAgo(lead.createdAt, now)}`,
    ].join(' · ')
  const more = (list: DigestList, url: string) =>
    list.total > list.leads.length ? `and ${list.total - list.leads.length} more: ${url}` : undefined
  const sections = [
    { title: 'Overdue follow-ups', list: overdue, line: followUpLine, more: more(overdue, content.todayUrl) },
    { title: 'Follow-ups due today', list: dueToday, line: followUpLine, more: more(dueToday, content.todayUrl) },
    {
      title: 'New leads nobody has taken yet',
      list: unassigned,
      line: newLeadLine,
      more: more(unassigned, content.inboxUrl),
    },
  ]
    .filter((section) => section.list.leads.length)
    .map((section) => ({
      ...section,
      rows: section.list.leads.map((lead) => ({ lead, line: section.line(lead) })),
    }))

  const text = [
    `Good morning ${content.staffName},`,
    '',
    `Here is your day, ${content.dayInWords}.`,
    ...sections.flatMap((section) => [
      '',
      section.title,
      ...section.rows.flatMap(({ lead, line }) => [`- ${line}`, `  ${content.leadUrl(lead.reference)}`]),
      ...(section.more ? [section.more] : []),
    ]),
    '',
    `All your follow-ups: ${content.todayUrl}`,
  ].join('\n')

  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1a17">
<p>Good morning ${escapeHtml(content.staffName)},</p>
<p>Here is your day, ${escapeHtml(content.dayInWords)}.</p>
${sections
  .map(
    (section) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.title)}</h2>
<ul style="padding-left:20px;margin:0">${section.rows
      .map(
        ({ lead, line }) =>
          `<li style="margin:0 0 6px"><a href="${escapeHtml(content.leadUrl(lead.reference))}">${escapeHtml(line)}</a></li>`,
      )
      .join('')}</ul>${section.more ? `<p style="margin:6px 0">${escapeHtml(section.more)}</p>` : ''}`,
  )
  .join('\n')}
<p style="margin:20px 0"><a href="${escapeHtml(content.todayUrl)}" style="background:#6f172a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open Today</a></p>
</body></html>`
  return { subject, text, html }
}
