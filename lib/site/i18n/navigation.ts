'use client'

import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation'
import { useMemo } from 'react'
import { useLocale } from '@/lib/site/i18n/client'
import { localePath, splitLocalePath } from '@/lib/site/i18n/locales'

/*
 * Navigation for client components in the page's language: a site path ('/contact') is the
 * page's language's ('/ta/contact' on a Tamil page), by localePath, as the server components'
 * plain links and the site's Link (components/ui/link.tsx) are. next-intl's createNavigation did
 * the same with its routing configuration and a locale context of its own, which the browser no
 * longer loads (lib/site/i18n/client.tsx).
 */

/** The router, its push and replace taking site paths in the page's language. */
export function useRouter() {
  const router = useNextRouter()
  const locale = useLocale()
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: Parameters<typeof router.push>[1]) =>
        router.push(localePath(href, locale), options),
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) =>
        router.replace(localePath(href, locale), options),
    }),
    [router, locale],
  )
}

/** The page's path without its language prefix ('/ta/trip/x' → '/trip/x'). */
export function usePathname(): string {
  return splitLocalePath(useNextPathname()).path
}
