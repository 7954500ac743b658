import { formatRupees } from '@/lib/site/format'
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
