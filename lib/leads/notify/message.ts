import { formLabel, leadDepartureWords, payloadRows } from '@/lib/leads/labels'

/**
 * The e-mail that tells the agency's staff about a new lead: a subject naming the form and the
 * trip, every field in plain text and in HTML, a link to the lead in the back office, and the
 * visitor's address as Reply-To so that "Reply" answers the visitor.
 */

export interface NotifiedLead {
  reference: string
  form: string
  payload: Record<string, unknown>
  createdAt: number
}

export interface LeadMessage {
  subject: string
  text: string
  html: string
  replyTo?: string
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const EMAIL_PATTERN = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/

export function leadMessage(
  lead: NotifiedLead,
  { leadUrl, tripTitle }: { leadUrl: string; tripTitle?: string },
): LeadMessage {
  const departure = leadDepartureWords(lead.payload, tripTitle)
  const rows = payloadRows(lead.payload).map(([key, label, value]) => {
    if (key === 'tripId' && tripTitle) return [key, label, tripTitle] as const
    if (key === 'departure' && departure) return [key, label, departure] as const
    return [key, label, value] as const
  })
  const about =
    departure ??
    tripTitle ??
    (typeof lead.payload.preferredDestination === 'string' ? lead.payload.preferredDestination : '')
  const name = typeof lead.payload.name === 'string' ? lead.payload.name : ''
  const subject =
    [`New lead: ${formLabel(lead.form)}`, about, name].filter(Boolean).join(' · ') + ` (${lead.reference})`
  const when = new Date(lead.createdAt).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  })

  const text = [
    `${formLabel(lead.form)} · ${lead.reference} · ${when} IST`,
    '',
    ...rows.map(([, label, value]) => `${label}: ${value}`),
    '',
    `Open the lead: ${leadUrl}`,
  ].join('\n')

  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1a17">
<p style="margin:0 0 12px">${escapeHtml(formLabel(lead.form))} · <strong>${escapeHtml(lead.reference)}</strong> · ${escapeHtml(when)} IST</p>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([, label, value]) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #eee">${escapeHtml(label)}</th><td style="border-bottom:1px solid #eee;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p style="margin:16px 0"><a href="${escapeHtml(leadUrl)}" style="background:#6f172a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open the lead</a></p>
</body></html>`

  const email = typeof lead.payload.email === 'string' ? lead.payload.email.trim() : ''
  return { subject, text, html, replyTo: EMAIL_PATTERN.test(email) ? email : undefined }
}
