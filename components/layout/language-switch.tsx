'use client'

import type { MouseEvent } from 'react'
import { useLocale } from '@/lib/site/i18n/client'
import { usePathname } from '@/lib/site/i18n/navigation'
import {
  HREFLANG,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_NAMES,
  LOCALES,
  localePath,
} from '@/lib/site/i18n/locales'
import { cx } from '@/lib/site/utils'

/**
 * The language switch of the header and the mobile menu: a link to this same page in the other
 * language, named in that language ("தமிழ்" on an English page, "English" on a Tamil one). The
 * link is in the HTML as sent (crawlers follow it, as they do the hreflang alternates); a click
 * adds the page's query string and hash (the same filters, the same section) and remembers the
 * choice (LOCALE_COOKIE, read by proxy.ts) before the browser follows it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale()
  // The page's path without its language prefix ('/ta/trip/x' → '/trip/x').
  const pathname = usePathname()
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale
  const href = localePath(pathname, other)

  function remember(event: MouseEvent<HTMLAnchorElement>) {
    document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
    event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`
  }

  return (
    <a
      href={href}
      hrefLang={HREFLANG[other]}
      lang={other}
      onClick={remember}
      data-language-switch
      className={cx('inline-flex min-h-10 items-center font-semibold', className)}
    >
      {LOCALE_NAMES[other]}
    </a>
  )
}
