import { PHONE_ROW_PHOTO_SIZES } from '@/components/ui/phone-row'
import { imageAttributes, type ImageAttributes } from '@/components/ui/static-image'
import { minWidth } from '@/lib/site/breakpoints'
import { uploadUrl } from '@/lib/site/routes'
import { FEATURE_INDEX, WIDE_INDEX } from './gallery-layout'

/** The gallery grid's <img> attributes, worked out on the server so the gallery ships no image code. */
export function galleryPhotos(images: readonly string[]): ImageAttributes[] {
  return images.map((file, i) =>
    imageAttributes({
      src: uploadUrl(file),
      alt: '',
      fill: true,
      quality: 60,
      sizes:
        i === FEATURE_INDEX || i === WIDE_INDEX
          ? `${minWidth('wide')} 640px, ${PHONE_ROW_PHOTO_SIZES}`
          : `${minWidth('wide')} 320px, ${PHONE_ROW_PHOTO_SIZES}`,
      className: 'object-cover transition-transform duration-500 group-hover:scale-105',
    }),
  )
}
