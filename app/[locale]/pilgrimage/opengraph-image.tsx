import { ogLocale, pageOgImage, pageOgMetadata } from '@/lib/seo/og'

type Params = { locale?: string }

/** The card in the page's language, its alt too. */
export function generateImageMetadata({ params }: { params: Params }) {
  return pageOgMetadata('pilgrimage', params)
}

export default async function Image({ params }: { params: Promise<Params> }) {
  return pageOgImage('pilgrimage', ogLocale(await params))
}
