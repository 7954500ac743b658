import { getImageProps, type ImageProps } from 'next/image'
import type { ComponentProps } from 'react'
import { preload } from 'react-dom'

/** The attributes of an <img>: what a client component takes from its server parent for a picture. */
export type ImageAttributes = ComponentProps<'img'>

/**
 * next/image's <img> attributes (the optimizer's srcset, lazy loading, the fill style), worked out
 * where this is called. Called while the server renders, no image code reaches the browser:
 * next/image's component is a client component, and its code (about 6 KB gzip) was part of the
 * first load of every page with a picture. With `preload`, the page's <head> gets the same
 * <link rel="preload"> that next/image adds.
 */
export function imageAttributes(props: ImageProps): ImageAttributes {
  const { props: attributes } = getImageProps(props)
  if (props.preload) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: 'high',
    })
  }
  return attributes
}

/** next/image for a server component: the same <img>, without its client code. */
export function StaticImage(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt among them
  return <img {...imageAttributes(props)} />
}
