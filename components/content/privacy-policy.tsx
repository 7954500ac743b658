import { siteConfig } from '@/lib/site/config'
import { LegalContact, LegalDocument, type LegalSection } from './legal-document'

const company = siteConfig.legalName

const sections: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what you give us through the forms on this website, by phone, on WhatsApp or by e-mail:</p>
        <ul>
          <li>your name, e-mail address and mobile number;</li>
          <li>travel details such as destination, preferred dates, number of travellers, duration and budget;</li>
          <li>anything you write in a message or special-requirements field;</li>
          <li>
            for confirmed bookings, the passenger names, ages and identity or passport details that hotels, railways,
            airlines and visa authorities require.
          </li>
        </ul>
        <p>
          Our web server keeps standard technical logs (IP address, browser type, pages requested and time) for security
          and troubleshooting. We do not use advertising cookies or third-party tracking on this website.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <ul>
        <li>to answer your enquiry and prepare a quotation or itinerary;</li>
        <li>to make and manage bookings with hotels, transport operators, guides and other suppliers;</li>
        <li>to send you travel documents, updates and reminders about your trip;</li>
        <li>to send our newsletter, only if you subscribed to it;</li>
        <li>to meet our legal, tax and accounting obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing with others',
    body: (
      <>
        <p>
          {company} does not sell or rent your personal information. We share only what is needed to deliver your trip
          with the suppliers who provide it (hotels, airlines, railways, coach operators, guides, insurers and visa
          processing centres), and with authorities when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'storage-and-security',
    title: 'Storage and security',
    body: (
      <p>
        Enquiries are stored on secured servers and in our office systems, accessible only to staff who handle your
        booking. We keep enquiry records for up to three years and booking records for as long as tax law requires, then
        delete them.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and rights',
    body: (
      <>
        <p>You may at any time ask us to:</p>
        <ul>
          <li>show you the personal information we hold about you;</li>
          <li>correct it or delete it, unless we must keep it for a booking or by law;</li>
          <li>stop sending you the newsletter or promotional messages.</li>
        </ul>
        <p>We answer such requests within 30 days.</p>
      </>
    ),
  },
  {
    id: 'third-party-content',
    title: 'Maps, videos and links',
    body: (
      <p>
        The map on our contact page is loaded from OpenStreetMap and our videos from YouTube only when you choose to
        view them; those services apply their own privacy policies. Links to other websites are provided for
        convenience, and we are not responsible for their content or practices.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>We may update this policy from time to time. The date at the top of this page shows the latest revision.</p>
    ),
  },
  { id: 'contact', title: 'Contact us', body: <LegalContact /> },
]

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          {company} (&ldquo;{siteConfig.name}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) respects your privacy. This
          policy explains what personal information we collect when you use this website or book a tour with us, and how
          we use and protect it.
        </p>
      }
      sections={sections}
    />
  )
}
