import { OG_CONTENT_TYPE, OG_SIZE, pageOgAlt, pageOgImage } from '@/lib/seo/og'

export const alt = pageOgAlt('domestic')
export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE

export default function Image() {
  return pageOgImage('domestic')
}
