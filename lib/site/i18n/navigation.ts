import { createNavigation } from 'next-intl/navigation'
import { routing } from '@/lib/site/i18n/routing'

/**
 * next-intl's navigation for client components: its Link and router keep the visitor in the
 * page's language ('/contact' is '/ta/contact' on a Tamil page). Server components link with a
 * plain <a> and localePath (lib/site/i18n/locales.ts).
 */
export const { Link, useRouter, usePathname, getPathname } = createNavigation(routing)
