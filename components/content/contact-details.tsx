import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatAddress, siteConfig, whatsappHref } from '@/lib/site/config'

/** Address, phone, e-mail, WhatsApp and working hours from the site config. */
export function ContactDetails() {
  return (
    <div className="flex flex-col gap-4" data-testid="contact-details">
      <div className="flex flex-col gap-4">
        <DetailCard icon={<MapPin aria-hidden className="size-5" />} title="Visit our office">
          <address className="not-italic">
            <p>{siteConfig.legalName}</p>
            <p>{formatAddress()}</p>
          </address>
        </DetailCard>
        <DetailCard icon={<Phone aria-hidden className="size-5" />} title="Call us">
          <a
            href={siteConfig.phoneHref}
            className="inline-flex min-h-11 items-center font-semibold text-maroon-800 hover:underline"
          >
            {siteConfig.phone}
          </a>
        </DetailCard>
        <DetailCard icon={<Mail aria-hidden className="size-5" />} title="E-mail">
          <a
            href={`mailto:${siteConfig.email}`}
            className="inline-flex min-h-11 items-center font-semibold break-all text-maroon-800 hover:underline"
          >
            {siteConfig.email}
          </a>
        </DetailCard>
        <DetailCard icon={<MessageCircle aria-hidden className="size-5" />} title="WhatsApp">
          <a
            href={whatsappHref()}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-maroon-800 hover:underline"
          >
            Chat on WhatsApp: {siteConfig.whatsappDisplay}
          </a>
        </DetailCard>
      </div>
      <DetailCard icon={<Clock aria-hidden className="size-5" />} title="Working hours">
        <WorkingHours />
      </DetailCard>
    </div>
  )
}

/** docs/product.md §9: Mon-Fri 9:00 AM-6:00 PM, Sat 9:00 AM-1:00 PM, Sun closed. */
export function WorkingHours() {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1" data-testid="working-hours">
      {siteConfig.workingHours.map((row) => (
        <div key={row.days} className="contents">
          <dt className="font-medium text-ink">{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
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
