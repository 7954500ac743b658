import { FileText, Mail, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import type { FamilyPageView } from '@/lib/leads/family-page/view'
import { agencyWords, myWords } from '@/lib/leads/family-page/words'
import { receiptWords } from '@/lib/bookings'
import { formatAddress, siteConfig, whatsappHref } from '@/lib/site/config'
import { formatDay, formatRupees } from '@/lib/site/format'
import { cx } from '@/lib/site/utils'

/**
 * The family's own page, all on the server and no script of its own: their trip, the latest quote
 * and its PDF, the itinerary's PDF, and how to reach the agency, in the language of their quote.
 */

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cx('rounded-2xl border border-ink/10 bg-white p-4 sm:p-6', className)}>
      <h2 className="text-xl">{title}</h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  )
}

/** One amount of the money, its label on the left; `name` marks it for the tests (data-amount). */
function Row({ label, amount, strong, name }: { label: string; amount: number; strong?: boolean; name?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-semibold' : 'text-ink-muted'}>{label}</dt>
      <dd className={cx('tabular-nums', strong && 'text-lg font-semibold')} data-amount={name}>
        {formatRupees(amount)}
      </dd>
    </div>
  )
}

const linkButton =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700'

export function FamilyPage({ view }: { view: FamilyPageView }) {
  const { locale, quote } = view
  const t = myWords(locale)
  const agency = agencyWords(locale)
  const day = (iso: string) => formatDay(iso, locale)
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-6 sm:py-10">
      <header className="space-y-2">
        <p className="font-display text-lg text-maroon-700">{siteConfig.name}</p>
        <h1 className="text-3xl leading-tight">{t('title', { brand: agency.name })}</h1>
        <p className="text-lg">{view.name ? t('greeting', { name: view.name }) : t('hello')}</p>
        <p className="text-ink-muted">{t('intro')}</p>
      </header>

      <Card title={t('trip.heading')}>
        {view.trip && <p className="text-lg font-semibold">{view.trip}</p>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {view.departure && (
            <>
              <dt className="text-ink-muted">{t('trip.departure')}</dt>
              <dd className="font-semibold">{day(view.departure)}</dd>
            </>
          )}
          {view.boardingCity && (
            <>
              <dt className="text-ink-muted">{t('trip.boarding')}</dt>
              <dd className="font-semibold">{view.boardingCity}</dd>
            </>
          )}
        </dl>
        {view.travellers !== null && <p>{t('trip.travellers', { count: view.travellers })}</p>}
        {view.itineraryHref && (
          <a href={view.itineraryHref} className={cx(linkButton, 'border border-ink/15 text-saffron-800')}>
            <FileText className="size-5" aria-hidden /> {t('trip.itinerary')}
          </a>
        )}
      </Card>

      <Card title={t('quote.heading')}>
        {quote ? (
          <>
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span>
                {t('quote.number', { number: quote.number })}
                {quote.version > 1 && (
                  <span className="text-ink-muted"> · {t('quote.version', { version: quote.version })}</span>
                )}
              </span>
              <span className="text-sm text-ink-muted">{t('quote.validUntil', { day: day(quote.validUntil) })}</span>
            </p>
            <p className="flex items-baseline justify-between gap-2 border-t border-ink/10 pt-3">
              <span className="font-semibold">{t('quote.total')}</span>
              <span className="text-2xl font-semibold tabular-nums" data-amount="total">
                {formatRupees(view.due?.grandTotal ?? quote.total)}
              </span>
            </p>
            {quote.expired ? (
              <p className="rounded-lg bg-saffron-50 p-3 text-saffron-900">
                {t('quote.expired', { day: day(quote.validUntil) })}
              </p>
            ) : (
              <a href={quote.pdfHref} className={cx(linkButton, 'bg-maroon-700 text-white')}>
                <FileText className="size-5" aria-hidden /> {t('quote.pdf')}
              </a>
            )}
          </>
        ) : (
          <p className="text-ink-muted">{t('quote.none')}</p>
        )}
      </Card>

      {view.due && (
        <Card title={t('due.heading')}>
          <dl className="space-y-1">
            {view.due.taxes.length > 0 && (
              <>
                <Row label={t('due.package')} amount={quote!.total} />
                {view.due.taxes.map((tax) => (
                  <Row
                    key={tax.kind}
                    label={t('due.tax', { kind: tax.kind.toUpperCase(), rate: String(tax.rate) })}
                    amount={tax.amount}
                  />
                ))}
              </>
            )}
            <Row label={t('due.grandTotal')} amount={view.due.grandTotal} strong name="grand-total" />
          </dl>
          <div className="rounded-xl bg-saffron-50 p-3">
            <dl>
              <Row label={t('due.advance')} amount={view.due.advance} strong name="advance" />
            </dl>
            <p className="text-sm text-ink-muted">{view.due.advanceInWords}</p>
          </div>
          <div className="rounded-xl bg-sand-50 p-3">
            <dl>
              <Row
                label={
                  view.due.balanceDueNow
                    ? t('due.balanceNow')
                    : view.due.balanceDue
                      ? t('due.balance', { day: day(view.due.balanceDue) })
                      : t('due.balanceLater')
                }
                amount={view.due.balance}
                strong
                name="balance"
              />
            </dl>
            <p className="text-sm text-ink-muted">{view.due.balanceInWords}</p>
          </div>
        </Card>
      )}

      {view.received && (
        <Card title={t('received.heading')}>
          {view.received.receipts.length ? (
            <ul className="divide-y divide-ink/10" aria-label={t('received.heading')}>
              {view.received.receipts.map((receipt) => (
                <li key={receipt.entryId} className="space-y-1 py-3 first:pt-0" data-receipt={receipt.number}>
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className={cx('font-semibold', receipt.reversed && 'line-through')}>
                      {t('received.receipt', { number: receipt.number })}
                    </span>
                    {receipt.reversed && <span className="text-sm text-maroon-700">{t('received.cancelled')}</span>}
                  </p>
                  <p className="text-ink-muted">
                    {t('received.paidOn', {
                      amount: formatRupees(receipt.amount),
                      mode: receiptWords(locale)(`modes.${receipt.mode}`),
                      day: day(receipt.onDay),
                    })}
                  </p>
                  <a href={receipt.pdfHref} className={cx(linkButton, 'border border-ink/15 text-saffron-800')}>
                    <FileText className="size-5" aria-hidden /> {t('received.pdf', { number: receipt.number })}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted">{t('received.none')}</p>
          )}
          <dl className="space-y-1 border-t border-ink/10 pt-3">
            <Row label={t('received.agreed')} amount={view.received.agreed} name="booking-agreed" />
            <Row label={t('received.received')} amount={view.received.received} name="booking-received" />
            {view.received.refunded > 0 && (
              <Row label={t('received.refunded')} amount={view.received.refunded} name="booking-refunded" />
            )}
            {!view.received.cancelled && view.received.owed > 0 && (
              <Row
                label={
                  view.received.balanceDueNow
                    ? t('received.balanceNow')
                    : view.received.balanceDue
                      ? t('received.balanceBy', { day: day(view.received.balanceDue) })
                      : t('received.balance')
                }
                amount={view.received.owed}
                strong
                name="booking-owed"
              />
            )}
          </dl>
          {!view.received.cancelled && view.received.owed === 0 && (
            <p className="rounded-xl bg-lagoon-50 p-3 font-semibold">{t('received.paidInFull')}</p>
          )}
        </Card>
      )}

      {view.due && (view.pay.upi || view.pay.bank) && (
        <Card title={t('pay.heading')}>
          <p className="text-sm text-ink-muted">{t('pay.noOnline')}</p>
          {view.pay.upi && (
            <div className="space-y-3">
              <a href={view.pay.upi.uri} className={cx(linkButton, 'bg-lagoon-800 text-white')}>
                {t('pay.upiButton', { amount: formatRupees(view.due.advance) })}
              </a>
              <div
                className="size-44 rounded-lg border border-ink/10 bg-white p-1"
                role="img"
                aria-label={t('pay.qr', { amount: formatRupees(view.due.advance) })}
                dangerouslySetInnerHTML={{ __html: view.pay.upi.qrSvg }}
              />
              <p className="text-sm break-all">{t('pay.upiId', { id: view.pay.upi.id })}</p>
            </div>
          )}
          {view.pay.bank && (
            <div>
              <h3 className="font-sans text-base font-semibold">{t('pay.bank')}</h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {view.pay.bank.accountName && (
                  <>
                    <dt className="text-ink-muted">{t('pay.accountName')}</dt>
                    <dd className="break-words">{view.pay.bank.accountName}</dd>
                  </>
                )}
                <dt className="text-ink-muted">{t('pay.accountNumber')}</dt>
                <dd className="font-semibold tabular-nums">{view.pay.bank.accountNumber}</dd>
                <dt className="text-ink-muted">{t('pay.ifsc')}</dt>
                <dd className="font-semibold">{view.pay.bank.ifsc}</dd>
              </dl>
            </div>
          )}
        </Card>
      )}

      {view.pay.consultant && (
        <Card title={t('consultant.heading')}>
          <p className="text-lg font-semibold">{view.pay.consultant}</p>
        </Card>
      )}

      <Card title={t('contact.heading', { brand: agency.name })}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <a href={siteConfig.phoneHref} className={cx(linkButton, 'bg-maroon-700 text-white')}>
              <Phone className="size-5" aria-hidden /> {t('contact.call', { phone: siteConfig.phone })}
            </a>
          </li>
          <li>
            <a
              href={whatsappHref(agency.whatsappGreeting)}
              className={cx(linkButton, 'border border-ink/15 text-lagoon-800')}
            >
              <MessageCircle className="size-5" aria-hidden />{' '}
              {t('contact.whatsapp', { phone: siteConfig.whatsappDisplay })}
            </a>
          </li>
          <li>
            <a href={`mailto:${siteConfig.email}`} className={cx(linkButton, 'border border-ink/15 text-saffron-800')}>
              <Mail className="size-5" aria-hidden /> {t('contact.email', { email: siteConfig.email })}
            </a>
          </li>
        </ul>
        <p className="text-sm text-ink-muted">{formatAddress(locale)}</p>
      </Card>
    </main>
  )
}
