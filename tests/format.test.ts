import { dayMonth, formatRupees, timeAgo } from '@/lib/site/format'
import { categoryPathFromName, uploadUrl } from '@/lib/site/routes'
import { parseCategoryIds } from '@/lib/catalog/source'
import { siteConfig } from '@/lib/site/config'

describe('formatRupees', () => {
  it('uses the rupee sign, Indian digit grouping and no decimals', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000')
    expect(formatRupees(8999)).toBe('₹8,999')
    expect(formatRupees(1234567.6)).toBe('₹12,34,568')
    expect(formatRupees(0)).toBe('₹0')
  })
})

describe('dayMonth', () => {
  test('a departure day without its year, with the Tamil month on Tamil pages', () => {
    expect(dayMonth('2026-12-12')).toBe('12 Dec')
    expect(dayMonth('2027-01-09', 'ta')).toBe('9 ஜன.')
    expect(dayMonth('2027-05-01', 'ta')).toBe('1 மே')
  })
})

describe('uploadUrl and categoryPathFromName', () => {
  it('serves files from the uploads path, encoding each segment', () => {
    expect(uploadUrl('trips/char dham-1.webp')).toBe('/uploads/trips/char%20dham-1.webp')
    expect(uploadUrl('/uploads/banners/a.webp')).toBe('/uploads/banners/a.webp')
  })
  it('lowercases and hyphenates category names', () => {
    expect(categoryPathFromName('  Customized  Tours ')).toBe('/customized-tours')
  })
})

describe('TRAVEL_CATEGORY_IDS', () => {
  it('defaults to the embedded ids and overrides the named ones', () => {
    expect(parseCategoryIds(undefined)).toEqual(siteConfig.categoryIds)
    expect(parseCategoryIds('pilgrimage=p1, International = i3,unknown=x,domestic=')).toEqual({
      pilgrimage: 'p1',
      domestic: siteConfig.categoryIds.domestic,
      international: 'i3',
    })
  })
})

describe('timeAgo', () => {
  // 26 Nov 2026, 4:00 pm in India.
  const now = Date.parse('2026-11-26T10:30:00Z')
  it('says how long ago in minutes, hours, then days by the calendar in India, then the day', () => {
    expect(timeAgo(now - 20_000, now)).toBe('just now')
    expect(timeAgo(now + 5_000, now)).toBe('just now')
    expect(timeAgo(now - 12 * 60_000, now)).toBe('12 min ago')
    expect(timeAgo(now - 59 * 60_000, now)).toBe('59 min ago')
    expect(timeAgo(now - 3 * 3_600_000, now)).toBe('3 h ago')
    expect(timeAgo(now - 23 * 3_600_000, now)).toBe('23 h ago')
    // 25 Nov, 2:00 pm in India: the day before.
    expect(timeAgo(now - 26 * 3_600_000, now)).toBe('yesterday')
    // 23 Nov, 11:00 pm in India: three calendar days before, though under 72 hours.
    expect(timeAgo(Date.parse('2026-11-23T17:30:00Z'), now)).toBe('3 days ago')
    expect(timeAgo(now - 6 * 86_400_000, now)).toBe('6 days ago')
    expect(timeAgo(now - 7 * 86_400_000, now)).toBe('19 Nov 2026')
  })
})
