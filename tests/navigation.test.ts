import { CATALOG_MESSAGES } from '@/lib/catalog/messages'
import { buildNavigation, fallbackNavigation } from '@/lib/catalog/navigation'
import { localizeNavigation } from '@/components/layout/navigation-labels'

describe('navigation rules (docs/product.md §2)', () => {
  it('makes one entry per category with its trips, and links by the lowercase-hyphen rule', () => {
    const nav = buildNavigation([
      { category: 'Pilgrimage', items: [{ label: 'Char Dham Yatra', value: 'char-dham-yatra' }] },
      { category: 'South India Temples', items: [] },
    ])
    expect(nav.entries[0]).toEqual({
      label: 'Pilgrimage',
      href: '/pilgrimage',
      items: [{ label: 'Char Dham Yatra', href: '/trip/char-dham-yatra' }],
    })
    expect(nav.entries[1].href).toBe('/south-india-temples')
    expect(nav.error).toBeUndefined()
  })

  it('appends Honeymoon, Customized Tours and Testimonials when missing, in that order', () => {
    const nav = buildNavigation([{ category: 'Domestic', items: [] }])
    expect(nav.entries.map((e) => e.label)).toEqual(['Domestic', 'Honeymoon', 'Customized Tours', 'Testimonials'])
    expect(nav.entries.slice(1).map((e) => e.href)).toEqual(['/honeymoon', '/customized-tours', '/testimonials'])
  })

  it('does not append an entry the dropdown already has (any case)', () => {
    const nav = buildNavigation([
      { category: 'HONEYMOON', items: [{ label: 'Maldives', value: 'maldives' }] },
      { category: 'Customized Tours', items: [] },
    ])
    expect(nav.entries.map((e) => e.label)).toEqual(['HONEYMOON', 'Customized Tours', 'Testimonials'])
    expect(nav.entries[0].items).toHaveLength(1)
  })

  it('falls back to the static menu with the failure message', () => {
    const nav = fallbackNavigation()
    expect(nav.entries.map((e) => e.label)).toEqual([
      'Pilgrimage',
      'Domestic',
      'International',
      'Honeymoon',
      'Customized Tours',
      'Testimonials',
    ])
    expect(nav.error).toBe('Failed to load navigation menu')
    expect(CATALOG_MESSAGES.navigationFailed).toBe('Failed to load navigation menu')
  })
})

describe('the menu in a page’s language (components/layout/navigation-labels.ts)', () => {
  const nav = buildNavigation([
    {
      category: 'Pilgrimage',
      ta: { category: 'ஆன்மிகப் பயணம்' },
      items: [
        { label: 'Char Dham Yatra', value: 'char-dham-yatra', ta: { label: 'சார் தாம் யாத்திரை' } },
        { label: 'Kashi Yatra', value: 'kashi-yatra' },
      ],
    },
    { category: 'Temple Trails', ta: { category: 'கோயில் வழிகள்' }, items: [] },
  ])
  const names = (key: string) => `«${key}»`

  it('names the site’s own pages from the messages, the others and the trips from the catalogue, and carries no Tamil beside', () => {
    const tamil = localizeNavigation(nav, 'ta', names)
    expect(tamil.entries[0]).toEqual({
      label: '«pilgrimage»',
      href: '/pilgrimage',
      items: [
        { label: 'சார் தாம் யாத்திரை', href: '/trip/char-dham-yatra' },
        { label: 'Kashi Yatra', href: '/trip/kashi-yatra', lang: 'en' },
      ],
    })
    expect(tamil.entries[1]).toEqual({ label: 'கோயில் வழிகள்', href: '/temple-trails', items: [] })
    expect(JSON.stringify(localizeNavigation(nav, 'en', names))).not.toMatch(/labelTa|[\u0B80-\u0BFF]/)
  })
})
