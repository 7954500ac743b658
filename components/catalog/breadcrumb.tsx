import { ChevronRight } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { cn } from '@/lib/site/utils'
import { localePath, splitLocalePath } from '@/lib/site/i18n/locales'
import { breadcrumbTrail, type Crumb } from '@/lib/site/routes'

export type { Crumb }

/** A crumb as a page hands it over: its label in the page's language, or the catalogue's marked `lang`. */
export type BreadcrumbItem = Crumb & { lang?: string }

/**
 * Home › … › current page, as an ordered list with aria-current on the last crumb. Home is named
 * in the page's language; the links (site paths, as ROUTES names them) lead to pages in it.
 */
export function Breadcrumb({
  items,
  tone = 'dark',
  className,
}: {
  items: BreadcrumbItem[]
  tone?: 'dark' | 'light'
  className?: string
}) {
  const t = useTranslations('catalog.breadcrumb')
  const locale = useLocale()
  const trail: BreadcrumbItem[] = breadcrumbTrail(items, t('home'))
  // A path already in a language (a caller's own) is left as it is.
  const href = (path: string) => (splitLocalePath(path).prefixed ? path : localePath(path, locale))
  return (
    <nav aria-label={t('label')} className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={`${crumb.label}-${index}`} className="flex min-w-0 items-center gap-1.5">
              {crumb.href && !last ? (
                <a
                  href={href(crumb.href)}
                  lang={crumb.lang}
                  className={cn(
                    'inline-flex min-h-11 items-center underline-offset-4 hover:underline md:min-h-0',
                    tone === 'light' ? 'text-white/85 hover:text-white' : 'text-ink-muted hover:text-saffron-800',
                  )}
                >
                  {crumb.label}
                </a>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  lang={crumb.lang}
                  className={cn('truncate font-medium', tone === 'light' ? 'text-white' : 'text-ink')}
                >
                  {crumb.label}
                </span>
              )}
              {last ? null : (
                <ChevronRight
                  aria-hidden
                  className={cn('size-3.5 shrink-0', tone === 'light' ? 'text-white/70' : 'text-ink-soft')}
                />
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
