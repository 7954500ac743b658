import { imageAttributes } from '@/components/ui/static-image'
import { uploadUrl } from '@/lib/site/routes'
import type { GalleryPhoto } from './trip-gallery'

/**
 * The trip gallery's pictures, worked out on the server so the gallery (a client component)
 * ships no image code. The first large image is preloaded: it is the trip page's largest paint.
 * A photo the catalogue gives no alt text is described by `photoAlt` (1-based index, count),
 * in the page's language: "Char Dham Yatra, photo 2 of 5".
 */
export function tripGalleryPhotos(
  { images, imageAlts }: { images: string[]; imageAlts?: string[] },
  photoAlt: (index: number, count: number) => string,
): GalleryPhoto[] {
  return images.map((image, index) => ({
    main: imageAttributes({
      src: uploadUrl(image),
      alt: imageAlts?.[index] || photoAlt(index + 1, images.length),
      fill: true,
      preload: index === 0,
      fetchPriority: index === 0 ? 'high' : undefined,
      sizes: '(min-width: 1280px) 820px, (min-width: 1024px) 62vw, 100vw',
      className: 'object-cover',
      draggable: false,
    }),
    thumb: imageAttributes({
      src: uploadUrl(image),
      alt: '',
      fill: true,
      sizes: '96px',
      quality: 60,
      className: 'object-cover',
    }),
  }))
}
