// The legal pages share the home page's card.
export { default, generateImageMetadata } from '../opengraph-image'
