import type { ReactNode } from 'react'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { PageHeader } from '@/components/catalog/page-header'

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

const updatedFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "2026-11-01" → "1 November 2026". */
export function formatLegalDate(isoDate: string): string {
  return updatedFormat.format(new Date(`${isoDate}T00:00:00Z`))
}

/** The shared layout of the legal pages: title, last-updated date, contents list and sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string
  intro: ReactNode
  sections: LegalSection[]
}) {
  return (
    <>
      <PageHeader
        crumbs={[{ label: title }]}
        eyebrow={siteConfig.legalName}
        title={title}
        tone="maroon"
        intro={
          <p>
            Last updated: <time dateTime={siteConfig.legalUpdated}>{formatLegalDate(siteConfig.legalUpdated)}</time>
          </p>
        }
      />
      <div className="section container-site grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label="Contents" className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow">Contents</p>
          <ol className="mt-3 flex flex-col gap-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="flex min-h-9 items-center text-ink-muted hover:text-saffron-800">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl text-base leading-relaxed text-ink-muted [&_a]:font-medium [&_a]:text-maroon-800 [&_a]:underline [&_li]:mt-1.5 [&_p]:mt-3 [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          <div className="text-lg text-ink">{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-28"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}

/** The contact block every legal page ends with. */
export function LegalContact() {
  return (
    <>
      <p>For any question about this document, write to or call us:</p>
      <p>
        <strong>{siteConfig.legalName}</strong>
        <br />
        {formatAddress()}
        <br />
        E-mail: <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
        <br />
        Phone: <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>
      </p>
    </>
  )
}
