import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { siteConfig } from '@/lib/site/config'
import { PageHeader } from '@/components/catalog/page-header'
import { ContactDetails } from '@/components/content/contact-details'
import { LazyMap } from '@/components/content/lazy-map'
import { DeferredContactForm as ContactForm } from '@/components/forms/deferred'

export const metadata = pageMetadata({
  path: ROUTES.contact,
  title: 'Contact Us',
  description: `Contact ${siteConfig.name} in Mylapore, Chennai: phone, WhatsApp, e-mail, working hours and a message form for tour enquiries.`,
})

export default function ContactPage() {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Contact' }]}
        eyebrow="We are here to help"
        title="Contact Us"
        intro={
          <p>
            Call, message or visit our Mylapore office. Our travel executives answer every enquiry within one working
            day.
          </p>
        }
      />
      <div className="section container-site grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <ContactDetails />
        <section aria-labelledby="message-heading" className="card p-5 md:p-8">
          <p className="eyebrow">Write to us</p>
          <h2 id="message-heading" className="mt-2 text-2xl font-semibold md:text-3xl">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">Tell us what you are planning; we reply by phone or e-mail.</p>
          <ContactForm />
        </section>
      </div>
      <section aria-labelledby="map-heading" className="container-site pb-14 md:pb-20">
        <h2 id="map-heading" className="mb-5 text-2xl font-semibold md:text-3xl">
          Find our office
        </h2>
        <LazyMap
          embedUrl={siteConfig.mapEmbedUrl}
          linkUrl={siteConfig.mapLinkUrl}
          title={`Map of the ${siteConfig.name} office`}
        />
      </section>
    </>
  )
}
