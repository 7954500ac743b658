import { OG_CONTENT_TYPE, OG_SIZE, tripOgAlt, tripOgImage } from '@/lib/seo/og'
import { DEFAULT_LOCALE, isLocale } from '@/lib/site/i18n/locales'

type Props = { params: Promise<{ slug: string }> }

/** One card per trip; its alt names the trip, so it is built from the trip's data. */
export async function generateImageMetadata({ params }: { params: { slug?: string; locale?: string } }) {
  // The build asks once per language before it knows any trip (no slug yet): no card then.
  if (!params.slug) return []
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
  return [{ id: 'card', alt: await tripOgAlt(params.slug, locale), size: OG_SIZE, contentType: OG_CONTENT_TYPE }]
}

export default async function Image({ params }: Props) {
  const { slug } = await params
  return tripOgImage(slug)
}
