import { CSV_BOM, csvCell, csvLine } from '@/lib/site/csv'
import { internationalDigits, leadMailtoHref, leadWhatsappHref, telHref } from '@/lib/leads/desk/contact-links'
import {
  ATTENTION_AFTER_WORKING_MS,
  attentionCutoff,
  needsAttention,
  nextStages,
  stageChangeError,
  workingMsBetween,
} from '@/lib/leads/desk/pipeline'
import { can, PERMISSIONS, STAFF_ROLES } from '@/lib/staff/permissions'
import { leadListFields } from '@/lib/leads/fields'
import { leadMessage } from '@/lib/leads/notify/message'
import { leadFiltersQuery, parseLeadFilters } from '@/lib/leads/desk/schemas'

/** The back office's rules that need no database: roles, the pipeline, office hours, CSV, the staff e-mail. */

const ist = (local: string) => Date.parse(`${local}+05:30`)
const HOUR = 60 * 60 * 1000

describe('roles', () => {
  it('gives owners everything and agents the leads only', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can('owner', permission)).toBe(true)
    }
    expect(can('agent', 'leads.read')).toBe(true)
    expect(can('agent', 'leads.work')).toBe(true)
    expect(can('agent', 'leads.erase')).toBe(false)
    expect(can('agent', 'staff.manage')).toBe(false)
    expect(can('agent', 'audit.read')).toBe(false)
    expect(can('agent', 'office.holidays')).toBe(false)
    expect(STAFF_ROLES).toEqual(['owner', 'agent'])
  })

  it('gives an unknown role nothing', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can('admin', permission)).toBe(false)
      expect(can('', permission)).toBe(false)
    }
  })
})

describe('the pipeline', () => {
  it('moves forward, skipping steps if need be, and reopens a closed lead as contacted', () => {
    expect(nextStages('new')).toEqual(['contacted', 'quoted', 'won', 'lost'])
    expect(nextStages('contacted')).toEqual(['quoted', 'won', 'lost'])
    expect(nextStages('quoted')).toEqual(['won', 'lost'])
    expect(nextStages('won')).toEqual(['contacted'])
    expect(nextStages('lost')).toEqual(['contacted'])
  })

  it('refuses a move to the same stage, a move back, and lost without a reason', () => {
    expect(stageChangeError('new', 'contacted')).toBeNull()
    expect(stageChangeError('new', 'won')).toBeNull()
    expect(stageChangeError('contacted', 'contacted')).toBe('The lead is already contacted')
    expect(stageChangeError('quoted', 'contacted')).toBe('A quoted lead cannot move to contacted')
    expect(stageChangeError('won', 'quoted')).toBe('A won lead cannot move to quoted')
    expect(stageChangeError('quoted', 'lost')).toBe('Please say why the lead was lost')
    expect(stageChangeError('quoted', 'lost', '   ')).toBe('Please say why the lead was lost')
    expect(stageChangeError('quoted', 'lost', 'Booked elsewhere')).toBeNull()
    expect(stageChangeError('quoted', 'lost', 'x'.repeat(301))).toBe('Keep the reason under 300 characters')
    expect(stageChangeError('lost', 'contacted')).toBeNull()
  })
})

describe('office hours and "needs attention"', () => {
  it('counts Monday to Friday 9 to 6 and Saturday 9 to 1, in India, and no Sunday', () => {
    expect(workingMsBetween(ist('2026-11-23T08:00:00'), ist('2026-11-23T19:00:00'))).toBe(9 * HOUR) // Monday
    expect(workingMsBetween(ist('2026-11-28T08:00:00'), ist('2026-11-28T19:00:00'))).toBe(4 * HOUR) // Saturday
    expect(workingMsBetween(ist('2026-11-29T08:00:00'), ist('2026-11-29T19:00:00'))).toBe(0) // Sunday
    // Friday 5 pm to Monday 10 am: an hour on Friday, four on Saturday, one on Monday.
    expect(workingMsBetween(ist('2026-11-27T17:00:00'), ist('2026-11-30T10:00:00'))).toBe(6 * HOUR)
    expect(workingMsBetween(ist('2026-11-27T17:00:00'), ist('2026-11-27T16:00:00'))).toBe(0)
  })

  it('marks a new lead after two working hours, not two clock hours', () => {
    const lead = { stage: 'new' as const, createdAt: ist('2026-11-27T17:00:00') } // Friday 5 pm
    expect(needsAttention(lead, ist('2026-11-27T18:30:00'))).toBe(false) // 1 h
    expect(needsAttention(lead, ist('2026-11-28T09:30:00'))).toBe(false) // 1.5 h
    expect(needsAttention(lead, ist('2026-11-28T10:00:00'))).toBe(true) // 2 h
    const sunday = { stage: 'new' as const, createdAt: ist('2026-11-29T11:00:00') }
    expect(needsAttention(sunday, ist('2026-11-30T10:59:00'))).toBe(false)
    expect(needsAttention(sunday, ist('2026-11-30T11:00:00'))).toBe(true)
    expect(needsAttention({ ...lead, stage: 'contacted' }, ist('2026-12-30T10:00:00'))).toBe(false)
  })

  it('puts the cut-off where two working hours end, so the database can count the same leads', () => {
    const now = ist('2026-11-30T10:00:00') // Monday 10 am
    const cutoff = attentionCutoff(now)
    expect(Math.abs(workingMsBetween(cutoff, now) - ATTENTION_AFTER_WORKING_MS)).toBeLessThan(1000)
    expect(Math.abs(cutoff - ist('2026-11-28T12:00:00'))).toBeLessThan(1000) // Saturday noon
    for (const createdAt of [ist('2026-11-28T11:59:00'), ist('2026-11-28T12:01:00'), ist('2026-11-29T12:00:00')]) {
      expect(createdAt <= cutoff).toBe(needsAttention({ stage: 'new', createdAt }, now))
    }
  })
})

describe('CSV', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"')
    expect(csvCell(' padded ')).toBe('" padded "')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(4)).toBe('4')
  })

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(csvCell('+91 98400 12345')).toBe("'+91 98400 12345")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('a=1')).toBe('a=1')
  })

  it('keeps Tamil text as it is, ends lines with CRLF and starts files with a BOM', () => {
    expect(csvLine(['சுப்பிரமணியன்', 'Chennai, TN'])).toBe('சுப்பிரமணியன்,"Chennai, TN"\r\n')
    expect(CSV_BOM).toBe('\uFEFF')
  })
})

describe('the staff e-mail about a lead', () => {
  const lead = {
    reference: 'GH-ABCD1234',
    form: 'trip-enquiry',
    createdAt: ist('2026-11-24T15:30:00'),
    payload: {
      name: 'Lakshmi',
      email: 'lakshmi@example.com',
      mobileNumber: '98400 12345',
      tripId: 'char-dham-yatra',
      numberOfTravellers: 4,
      preferredTravelDate: '2027-05-10',
      message: 'Senior citizens <script>alert(1)</script>',
    },
  }
  const leadUrl = 'https://gopuram.example/admin/leads/GH-ABCD1234'

  it('names the form, the trip, the visitor and the reference in the subject', () => {
    const mail = leadMessage(lead, { leadUrl, tripTitle: 'Char Dham Yatra' })
    expect(mail.subject).toBe('New lead: Trip enquiry · Char Dham Yatra · Lakshmi (GH-ABCD1234)')
  })

  it('lists every field with its label in text and HTML, with the link to the lead', () => {
    const mail = leadMessage(lead, { leadUrl, tripTitle: 'Char Dham Yatra' })
    for (const line of [
      'Name: Lakshmi',
      'E-mail: lakshmi@example.com',
      'Phone: 98400 12345',
      'Trip: Char Dham Yatra',
      'Travellers: 4',
      'Travel date: 10 May 2027',
      `Open the lead: ${leadUrl}`,
    ]) {
      expect(mail.text).toContain(line)
    }
    expect(mail.text).toContain('24 Nov 2026')
    expect(mail.html).toContain(`href="${leadUrl}"`)
    expect(mail.html).toContain('Char Dham Yatra')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
  })

  it("answers to the visitor's address, and to nobody when it is missing or malformed", () => {
    expect(leadMessage(lead, { leadUrl }).replyTo).toBe('lakshmi@example.com')
    expect(leadMessage({ ...lead, payload: { ...lead.payload, email: '' } }, { leadUrl }).replyTo).toBeUndefined()
    const injected = { ...lead, payload: { ...lead.payload, email: 'a@b.com\r\nBcc: x@y.z' } }
    expect(leadMessage(injected, { leadUrl }).replyTo).toBeUndefined()
  })

  it('names a departure in words, never as an ISO date, in the subject, the text and the HTML', () => {
    const departure = {
      ...lead,
      form: 'waiting-list',
      payload: { ...lead.payload, departure: '2027-05-08', boardingCity: 'Chennai', preferredTravelDate: '' },
    }
    const mail = leadMessage(departure, { leadUrl, tripTitle: 'Char Dham Yatra' })
    expect(mail.subject).toBe(
      'New lead: Waiting list · Char Dham Yatra, 8 May 2027 from Chennai, 4 people · Lakshmi (GH-ABCD1234)',
    )
    expect(mail.text).toContain('Departure: Char Dham Yatra, 8 May 2027 from Chennai, 4 people')
    expect(mail.html).toContain('Char Dham Yatra, 8 May 2027 from Chennai, 4 people')
    for (const body of [mail.subject, mail.text, mail.html]) expect(body).not.toContain('2027-05-08')
  })

  it('names a trip request by its destination', () => {
    const request = {
      ...lead,
      form: 'trip-request',
      payload: { name: 'Arun', preferredDestination: 'Bali', email: 'arun@example.com' },
    }
    expect(leadMessage(request, { leadUrl }).subject).toBe('New lead: Trip request · Bali · Arun (GH-ABCD1234)')
  })
})

describe('contact links', () => {
  it('dials and messages an Indian number with its country code', () => {
    expect(internationalDigits('98400 12345')).toBe('919840012345')
    expect(internationalDigits('+91 98400-12345')).toBe('919840012345')
    expect(internationalDigits('098400 12345')).toBe('919840012345')
    expect(telHref('98400 12345')).toBe('tel:+919840012345')
    const whatsapp = new URL(
      leadWhatsappHref('98400 12345', { name: 'Lakshmi', trip: 'Char Dham Yatra', travelDate: 'May 2027' }),
    )
    expect(whatsapp.pathname).toBe('/919840012345')
    expect(whatsapp.searchParams.get('text')).toBe(
      'Hello Lakshmi, this is Gopuram Holidays. Thank you for your enquiry about Char Dham Yatra for May 2027. When is a good time to talk?',
    )
  })

  it('writes a travel date in words in the WhatsApp message', () => {
    const text = new URL(
      leadWhatsappHref('98400 12345', { name: 'Arun', trip: 'Bali', travelDate: '2027-01-04' }),
    ).searchParams.get('text')
    expect(text).toBe(
      'Hello Arun, this is Gopuram Holidays. Thank you for your enquiry about Bali for 4 Jan 2027. When is a good time to talk?',
    )
  })

  it('names the departure in words in the WhatsApp message', () => {
    const text = new URL(
      leadWhatsappHref('98400 12345', {
        name: 'Lakshmi',
        trip: 'Char Dham Yatra',
        travelDate: '2027-05-08',
        departure: 'Char Dham Yatra, 8 May 2027 from Chennai, 4 people',
      }),
    ).searchParams.get('text')
    expect(text).toBe(
      'Hello Lakshmi, this is Gopuram Holidays. Thank you for your enquiry for Char Dham Yatra, 8 May 2027 from Chennai, 4 people. When is a good time to talk?',
    )
  })

  it('writes to the visitor with the trip in the subject', () => {
    const href = leadMailtoHref('lakshmi@example.com', { reference: 'GH-ABCD1234', trip: 'Char Dham Yatra' })
    expect(decodeURIComponent(href)).toBe(
      'mailto:lakshmi@example.com?subject=Your enquiry about Char Dham Yatra (GH-ABCD1234)',
    )
  })
})

describe('the inbox filters', () => {
  it('drops what is malformed in the address bar and keeps the first of repeated values', () => {
    expect(parseLeadFilters({ page: 'abc', stage: 'bogus', from: '2026-13', q: ['meena', 'ravi'] })).toEqual({
      page: 1,
      q: 'meena',
      stage: undefined,
      form: undefined,
      trip: undefined,
      assignee: undefined,
      from: undefined,
      to: undefined,
      attention: undefined,
    })
    expect(parseLeadFilters(new URLSearchParams('stage=won&page=3&from=2026-01-01&attention=1'))).toMatchObject({
      stage: 'won',
      page: 3,
      from: '2026-01-01',
      attention: '1',
    })
  })

  it('writes the query string of a set of filters, leaving out the defaults', () => {
    expect(leadFiltersQuery({ stage: 'new', page: 1, q: 'a b' })).toBe('?stage=new&q=a+b')
    expect(leadFiltersQuery({})).toBe('')
  })
})

describe('list and search columns of a lead', () => {
  it('reads name, phone, trip, travellers and date from each form', () => {
    expect(
      leadListFields(
        'tripEnquiry',
        { name: 'Lakshmi', mobileNumber: '+91 98400 12345', tripId: 'char-dham-yatra', numberOfTravellers: 4 },
        'GH-ABCD1234',
      ),
    ).toEqual({
      name: 'Lakshmi',
      email: null,
      phone: '+91 98400 12345',
      trip: 'char-dham-yatra',
      travellers: '4',
      travel_date: null,
      departure: null,
      boarding_city: null,
      search: 'lakshmi 919840012345 gh-abcd1234',
    })
    // A trip enquiry that names a departure and a boarding city: the desk lists and filters by both.
    expect(
      leadListFields(
        'tripEnquiry',
        { name: 'Ravi', tripId: 'kashi', departure: '2027-01-09', boardingCity: 'Madurai', numberOfTravellers: 2 },
        'GH-3',
      ),
    ).toMatchObject({ trip: 'kashi', departure: '2027-01-09', boarding_city: 'Madurai', travellers: '2' })
    // Another form's departureDate is its travel date, not a departure of the catalogue.
    expect(
      leadListFields('customized', { name: 'A', preferredDestination: 'Bali', departureDate: '2027-01-02' }, 'GH-4'),
    ).toMatchObject({ departure: null, boarding_city: null })
    expect(
      leadListFields(
        'customized',
        { name: 'Arun', email: 'A@X.com', preferredDestination: 'Bali', departureDate: '2027-01-02' },
        'GH-1',
      ),
    ).toMatchObject({ trip: 'Bali', travel_date: '2027-01-02', search: 'arun a@x.com gh-1' })
    expect(leadListFields('popupEnquiry', { name: 'P', phone: '9840012345' }, 'GH-2')).toMatchObject({
      phone: '9840012345',
    })
  })
})
