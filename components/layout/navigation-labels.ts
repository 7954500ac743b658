import type { Navigation, NavItem } from '@/lib/catalog/navigation'
import { catalogMessages } from '@/lib/catalog/messages'
import { contentLang, type Locale } from '@/lib/site/i18n/locales'
import { BROWSE_ROUTE_KEYS, ROUTES, type BrowseRouteKey } from '@/lib/site/routes'

const KEY_BY_HREF = new Map<string, BrowseRouteKey>(BROWSE_ROUTE_KEYS.map((key) => [ROUTES[key], key]))

/** A catalogue label in the page's language: its Tamil where there is one, else the English marked so. */
function inLocale<T extends NavItem>({ labelTa, ...item }: T, locale: Locale): Omit<T, 'labelTa'> {
  return locale !== 'en' && labelTa ? { ...item, label: labelTa } : { ...item, lang: contentLang(locale) }
}

/**
 * The menu in a page's language: an entry that is one of the site's own pages takes its name from
 * the messages (common.nav); a category only the provider names, and each trip, take the provider's
 * Tamil where it has one, else keep the English, marked as English on a Tamil page. A failed
 * read says so in the page's language. Addresses stay unprefixed: the menus' links (next-intl's)
 * add the language.
 */
export function localizeNavigation(
  navigation: Navigation,
  locale: Locale,
  t: (key: BrowseRouteKey) => string,
): Navigation {
  return {
    ...navigation,
    ...(navigation.error ? { error: catalogMessages(locale).navigationFailed } : {}),
    entries: navigation.entries.map((entry) => {
      const key = KEY_BY_HREF.get(entry.href)
      const items = entry.items.map((item) => inLocale(item, locale))
      if (!key) return { ...inLocale(entry, locale), items }
      // The catalogue's own name of a site page is not shown: the page carries none of it.
      const own: NavItem & { items: typeof items } = { ...entry, label: t(key), items }
      delete own.labelTa
      return own
    }),
  }
}
