import { OG_CONTENT_TYPE, OG_SIZE, tripOgAlt, tripOgImage } from '@/lib/seo/og'

type Props = { params: Promise<{ slug: string }> }

/** One card per trip; its alt names the trip, so it is built from the trip's data. */
export async function generateImageMetadata({ params }: { params: { slug?: string } }) {
  // The build asks once per language before it knows any trip (no slug yet): no card then.
  if (!params.slug) return []
  return [{ id: 'card', alt: await tripOgAlt(params.slug), size: OG_SIZE, contentType: OG_CONTENT_TYPE }]
}

export default async function Image({ params }: Props) {
  const { slug } = await params
  return tripOgImage(slug)
}
