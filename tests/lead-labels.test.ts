import { customerLabel, dayInWords, sendErrorInWords } from '@/lib/leads/labels'

describe('the desk names a lead by its customer', () => {
  it('uses the name, else the phone, the e-mail, the reference', () => {
    const lead = { name: '  Meena Iyer ', phone: '9840012345', email: 'meena@example.com', reference: 'GH-AB12CD34' }
    expect(customerLabel(lead)).toBe('Meena Iyer')
    expect(customerLabel({ ...lead, name: ' ' })).toBe('9840012345')
    expect(customerLabel({ ...lead, name: null, phone: null })).toBe('meena@example.com')
    expect(customerLabel({ ...lead, name: null, phone: null, email: null })).toBe('GH-AB12CD34')
  })
})

describe('a failed send in words for the desk', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:3205', 'mail', 'the mail server could not be reached'],
    ['getaddrinfo ENOTFOUND smtp.example', 'mail', 'the mail server could not be reached'],
    ['Timeout', 'provider', "the provider's site did not answer in time"],
    ['Invalid login: 535 EAUTH', 'mail', 'the mail server refused our sign-in'],
    ['HTTP 422', 'provider', "the provider's site refused it (HTTP 422)"],
  ] as const)('%s → %s', (error, server, words) => {
    expect(sendErrorInWords(error, server)).toBe(words)
  })
})

describe('a day the visitor named, in words', () => {
  it('reads an ISO day as the desk writes dates', () => {
    expect(dayInWords('2027-01-04')).toBe('4 Jan 2027')
  })
})
