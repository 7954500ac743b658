import { notFound } from 'next/navigation'

/**
 * Any public path no page answers ('/foo', '/ta/foo'): the 404 of its language
 * (app/[locale]/not-found.tsx), in the site's frame.
 */
export default function UnknownPage() {
  notFound()
}
