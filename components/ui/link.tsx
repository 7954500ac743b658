'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'
import { useLocale } from '@/lib/site/i18n/client'
import { localePath } from '@/lib/site/i18n/locales'

/**
 * The site's link: next/link to a site path in the page's language ('/contact' is '/ta/contact'
 * on a Tamil page, by localePath), prefetching its page when a visitor shows intent (pointer over
 * it, a touch, keyboard focus) instead of whenever it scrolls into view. On a slow phone
 * network, prefetching every visible link's page and code would compete with the page
 * being loaded; intent gives the next page a head start where it is likely to be needed.
 *
 * Only client islands that are hydrated anyway (the menus) use it. Server components link with a
 * plain `<a>`: each next/link is a client component that a slow phone must hydrate, and the home
 * page has over a hundred links; a head start on a hover is not worth that work on every load.
 */
export function Link({
  href,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  const [intent, setIntent] = useState(false)
  const locale = useLocale()
  return (
    <NextLink
      href={localePath(href, locale)}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
