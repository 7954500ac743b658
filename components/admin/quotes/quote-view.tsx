import { BackLink } from '@/components/admin/ui/back-link'
import { Download } from 'lucide-react'
import { Link } from '@/components/ui/link'
import { Badge } from '@/components/admin/ui/badge'
import { Panel } from '@/components/admin/ui/panel'
import { QuoteActions } from '@/components/admin/quotes/quote-actions'
import { QuoteForm } from '@/components/admin/quotes/quote-form'
import { quoteFormValues } from '@/lib/leads/quotes/prefill'
import type { Quote, QuoteLead } from '@/lib/leads/quotes/store'
import { languageLabel } from '@/lib/leads/labels'
import { BAND_LABELS, quoteTotals } from '@/lib/leads/quotes/totals'
import { adminLeadPath, adminQuotePath, adminQuotePdfPath } from '@/lib/site/routes'
import { formatDateTimeInIndia, formatDay, formatRupees } from '@/lib/site/format'
import { cx } from '@/lib/site/utils'

/**
 * A quote on the lead desk: what the customer gets (the PDF's figures), its versions, and what
 * can be done with it: send by e-mail or WhatsApp, download the PDF, change it (a draft in place,
 * a sent quote as its next version).
 */

function mailText(quote: Quote): string | null {
  switch (quote.mailStatus) {
    case 'sent':
      return `E-mailed to ${quote.mailTo} ${quote.mailedAt ? formatDateTimeInIndia(quote.mailedAt) : ''}`
    case 'sending':
      return `Being e-mailed to ${quote.mailTo} now`
    case 'pending':
      return quote.mailError
        ? `E-mail to ${quote.mailTo} failing after ${quote.mailAttempts} ${quote.mailAttempts === 1 ? 'attempt' : 'attempts'}: ${quote.mailError}. It is tried again.`
        : `Waiting to be e-mailed to ${quote.mailTo}`
    default:
      return null
  }
}

export function QuoteView({
  lead,
  versions,
  quote,
  today,
  mailReady,
  whatsappHref,
}: {
  lead: QuoteLead
  /** Every version, newest first. */
  versions: Quote[]
  quote: Quote
  today: string
  mailReady: boolean
  whatsappHref: string | null
}) {
  const latest = versions[0]!.version === quote.version
  const { content } = quote
  const totals = quoteTotals(content.lines, content.discounts)
  const departure = content.departure
    ? `${formatDay(content.departure)}${content.boardingCity ? ` from ${content.boardingCity}` : ''}`
    : content.boardingCity
      ? `From ${content.boardingCity}`
      : null
  const mail = mailText(quote)
  const expired = quote.validUntil < today
  return (
    <article className="max-w-3xl space-y-4">
      <header className="space-y-2">
        <BackLink href={adminLeadPath(lead.reference)}>
          Lead {lead.reference}
          {lead.name ? ` · ${lead.name}` : ''}
        </BackLink>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold">{quote.number}</h1>
          <Badge className="bg-sand-100 text-ink">Version {quote.version}</Badge>
          {quote.status === 'sent' ? (
            <Badge className="bg-lagoon-50 text-lagoon-800">Sent</Badge>
          ) : (
            <Badge className="bg-saffron-50 text-saffron-900">Draft</Badge>
          )}
          {expired && <Badge className="bg-maroon-700 text-white">Expired</Badge>}
          {!latest && <Badge className="bg-ink/10 text-ink">Replaced by version {versions[0]!.version}</Badge>}
        </div>
        <p className="text-sm text-ink-muted">
          {quote.status === 'sent' && quote.sentAt
            ? `Sent by ${quote.sentByName} ${formatDateTimeInIndia(quote.sentAt)}`
            : `Drafted by ${quote.createdByName} ${formatDateTimeInIndia(quote.createdAt)}`}
          {` · valid until ${formatDay(quote.validUntil)} · in ${languageLabel(content.language)}`}
        </p>
      </header>

      <Panel title="Send" variant="card">
        <div className="space-y-3">
          <QuoteActions
            reference={lead.reference}
            number={quote.number}
            version={quote.version}
            status={quote.status}
            latest={latest && !expired}
            email={lead.email}
            emailed={quote.mailStatus !== null}
            mailReady={mailReady}
            whatsappHref={whatsappHref}
          />
          {mail && <p className={cx('text-sm', quote.mailError && 'text-maroon-700')}>{mail}</p>}
          <a
            href={adminQuotePdfPath(lead.reference, quote.number, quote.version)}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-saffron-800 underline-offset-4 hover:underline"
          >
            <Download className="size-4" aria-hidden /> Download PDF
          </a>
        </div>
      </Panel>

      <Panel title={content.trip} variant="card" description={departure ?? undefined}>
        <table className="w-full text-sm">
          <caption className="sr-only">Price</caption>
          <thead>
            <tr className="border-b border-ink/10 text-left text-ink-muted">
              <th scope="col" className="py-2 font-medium">
                Travellers
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Per person
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {totals.lines.map((line) => (
              <tr key={line.band} className="border-b border-ink/5">
                <td className="py-2">
                  {line.count} {BAND_LABELS[line.band][line.count === 1 ? 0 : 1]}
                </td>
                <td className="py-2 text-right">{formatRupees(line.pricePerPerson)}</td>
                <td className="py-2 text-right">{formatRupees(line.amount)}</td>
              </tr>
            ))}
            {content.discounts.map((discount, index) => (
              <tr key={index} className="border-b border-ink/5">
                <td className="py-2" colSpan={2}>
                  Less: {discount.label}
                </td>
                <td className="py-2 text-right">−{formatRupees(discount.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="text-base font-semibold">
              <td className="pt-3" colSpan={2}>
                Total for {totals.travellers} {totals.travellers === 1 ? 'traveller' : 'travellers'}
              </td>
              <td className="pt-3 text-right tabular-nums">{formatRupees(totals.total)}</td>
            </tr>
          </tfoot>
        </table>
        <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          {content.includes.length > 0 && (
            <div>
              <h3 className="font-semibold">Included</h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {content.includes.map((text, index) => (
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </div>
          )}
          {content.excludes.length > 0 && (
            <div>
              <h3 className="font-semibold">Not included</h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {content.excludes.map((text, index) => (
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {content.note && <p className="mt-4 text-sm whitespace-pre-wrap">{content.note}</p>}
      </Panel>

      {versions.length > 1 && (
        <Panel title="Versions" variant="card">
          <ul className="divide-y divide-ink/5 text-sm">
            {versions.map((version) => (
              <li key={version.version}>
                <Link
                  href={adminQuotePath(lead.reference, version.number, version.version)}
                  aria-current={version.version === quote.version ? 'page' : undefined}
                  className="flex min-h-11 flex-wrap items-center justify-between gap-2 py-2 aria-[current=page]:font-semibold"
                >
                  <span>
                    Version {version.version} · {version.status === 'sent' ? 'sent' : 'draft'}
                  </span>
                  <span className="tabular-nums">{formatRupees(version.total)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {quote.status === 'draft' && latest && (
        <section aria-labelledby="change-draft" className="space-y-3">
          <h2 id="change-draft" className="text-lg font-semibold">
            Change this draft
          </h2>
          <QuoteForm
            reference={lead.reference}
            today={today}
            initial={quoteFormValues(quote)}
            draft={{ number: quote.number, version: quote.version }}
          />
        </section>
      )}
    </article>
  )
}
