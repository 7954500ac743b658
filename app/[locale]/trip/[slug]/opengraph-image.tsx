import { OG_CONTENT_TYPE, OG_SIZE, ogLocale, tripOgAlt, tripOgImage } from '@/lib/seo/og'

type Props = { params: Promise<{ slug: string; locale?: string }> }

/** One card per trip and language; its alt names the trip, so it is built from the trip's data. */
export async function generateImageMetadata({ params }: { params: { slug?: string; locale?: string } }) {
  // The build asks once per language before it knows any trip (no slug yet): no card then.
  if (!params.slug) return []
  return [
    { id: 'card', alt: await tripOgAlt(params.slug, ogLocale(params)), size: OG_SIZE, contentType: OG_CONTENT_TYPE },
  ]
}

export default async function Image({ params }: Props) {
  const { slug, locale } = await params
  return tripOgImage(slug, ogLocale({ locale }))
}
