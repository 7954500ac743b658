import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { formatAddress, siteConfig, whatsappHref } from '@/lib/site/config'
import { contentLang } from '@/lib/site/i18n/locales'
import type { OfficeWeek } from '@/lib/site/office-hours'
import { officeHoursRows } from '@/lib/site/office-hours-text'

/** Address, phone, e-mail and WhatsApp from the site config and the office's weekly hours, in the page's language. */
export function ContactDetails({ week }: { week: OfficeWeek }) {
  const locale = useLocale()
  const t = useTranslations('content.details')
  const agency = useTranslations('ui.agency')
  return (
    <div className="flex flex-col gap-4" data-testid="contact-details">
      <div className="flex flex-col gap-4">
        <DetailCard icon={<MapPin aria-hidden className="size-5" />} title={t('visit')}>
          <address className="not-italic">
            <p lang={contentLang(locale)}>{siteConfig.legalName}</p>
            <p>{formatAddress(locale)}</p>
          </address>
        </DetailCard>
        <DetailCard icon={<Phone aria-hidden className="size-5" />} title={t('call')}>
          <a
            href={siteConfig.phoneHref}
            className="inline-flex min-h-11 items-center font-semibold text-maroon-800 hover:underline"
          >
            {siteConfig.phone}
          </a>
        </DetailCard>
        <DetailCard icon={<Mail aria-hidden className="size-5" />} title={t('email')}>
          <a
            href={`mailto:${siteConfig.email}`}
            className="inline-flex min-h-11 items-center font-semibold text-maroon-800 hover:underline max-sm:text-[0.9375rem]"
          >
            {/* One line from 390 px; narrower, it breaks before the @ rather than inside a word. */}
            <span className="wrap-break-word">
              <EmailAddress email={siteConfig.email} />
            </span>
          </a>
        </DetailCard>
        <DetailCard icon={<MessageCircle aria-hidden className="size-5" />} title={t('whatsapp')}>
          <a
            href={whatsappHref(agency('whatsappGreeting', { name: agency('name') }))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-maroon-800 hover:underline"
          >
            {t('chat', { number: siteConfig.whatsappDisplay })}
          </a>
        </DetailCard>
      </div>
      <DetailCard icon={<Clock aria-hidden className="size-5" />} title={t('hours')}>
        <WorkingHours week={week} />
      </DetailCard>
    </div>
  )
}

/** Every row of the office's week, closed days too (default: Mon-Fri 9:00 AM-6:00 PM, Sat 9:00 AM-1:00 PM, Sun closed). */
export function WorkingHours({ week }: { week: OfficeWeek }) {
  const t = useTranslations('content.details.workingHours')
  return (
    // On a Tamil phone page the days' names leave the hours too little room: each row's hours go below its days.
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 [:lang(ta)_&]:max-sm:grid-cols-1 [:lang(ta)_&]:max-sm:gap-y-0"
      data-testid="working-hours"
    >
      {officeHoursRows(week, t).map((row) => (
        <div key={row.days} className="contents">
          <dt className="font-medium text-ink">{row.days}</dt>
          <dd className="[:lang(ta)_&]:max-sm:mb-1.5">{row.hours}</dd>
        </div>
      ))}
    </dl>
  )
}

/** An e-mail address that may break before its @ (and, were a part still too long, inside it), never elsewhere. */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

function DetailCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="card flex gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-saffron-700">
        {icon}
      </span>
      <div className="min-w-0 text-ink-muted">
        <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">{title}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  )
}
