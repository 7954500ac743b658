// The legal pages share the home page's card.
export { alt, contentType, default, size } from '../opengraph-image'
