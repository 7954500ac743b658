import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { QuoteView } from '@/components/admin/quotes/quote-view'
import { leadReferenceSchema } from '@/lib/leads/desk/schemas'
import { quoteWhatsappHref, quoteWhatsappText } from '@/lib/leads/quotes/links'
import { getQuoteLead, getQuoteVersions } from '@/lib/leads/quotes/store'
import { quoteTripTitle } from '@/lib/leads/quotes/trip-title'
import { getEnv } from '@/lib/platform/env'
import { quoteLinkPath } from '@/lib/site/routes'
import { todayInIndia } from '@/lib/site/format'
import { requireStaffPage } from '@/lib/staff/session'

export async function generateMetadata({
  params,
}: PageProps<'/admin/leads/[reference]/quotes/[number]'>): Promise<Metadata> {
  return { title: `Quote ${decodeURIComponent((await params).number)}` }
}

export default async function QuotePage({
  params,
  searchParams,
}: PageProps<'/admin/leads/[reference]/quotes/[number]'>) {
  const staff = await requireStaffPage('leads.work')
  const { reference: rawReference, number: rawNumber } = await params
  const reference = leadReferenceSchema.safeParse(decodeURIComponent(rawReference))
  if (!reference.success) notFound()
  const [lead, versions] = await Promise.all([
    getQuoteLead(staff, reference.data),
    getQuoteVersions(staff, reference.data, decodeURIComponent(rawNumber)),
  ])
  if (!lead || versions.length === 0) notFound()
  const asked = Number((await searchParams).version)
  const quote = versions.find((candidate) => candidate.version === asked) ?? versions[0]!
  const env = getEnv()
  const whatsappHref = quote.token
    ? quoteWhatsappHref(
        lead.phone,
        quoteWhatsappText(
          { number: quote.number, trip: await quoteTripTitle(quote.content, lead.trip) },
          new URL(quoteLinkPath(quote.token), env.siteUrl).toString(),
          lead.name,
          quote.content.language,
        ),
      )
    : null
  return (
    <QuoteView
      lead={lead}
      versions={versions}
      quote={quote}
      today={todayInIndia()}
      mailReady={Boolean(env.SMTP_URL)}
      whatsappHref={whatsappHref}
    />
  )
}
