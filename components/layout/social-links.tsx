import { useTranslations } from 'next-intl'
import { siteConfig } from '@/lib/site/config'
import { cn } from '@/lib/site/utils'

const icons = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 00-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" />
  ),
  instagram: (
    <path d="M12 7.2a4.8 4.8 0 100 9.6 4.8 4.8 0 000-9.6zm0 7.9a3.1 3.1 0 110-6.2 3.1 3.1 0 010 6.2zm6.1-8.1a1.1 1.1 0 11-2.2 0 1.1 1.1 0 012.2 0zM21 8.1c-.1-1.5-.4-2.8-1.5-3.9S17.1 2.8 15.6 2.7C14.1 2.6 9.9 2.6 8.4 2.7 6.9 2.8 5.6 3.1 4.5 4.2S3.1 6.6 3 8.1c-.1 1.5-.1 6.3 0 7.8.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.5.1 5.7.1 7.2 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.5.1-6.3 0-7.8zm-2 9.4a3.1 3.1 0 01-1.8 1.8c-1.2.5-4.1.4-5.2.4s-4 .1-5.2-.4a3.1 3.1 0 01-1.8-1.8C4.5 16.3 4.6 13.4 4.6 12s-.1-4.3.4-5.2a3.1 3.1 0 011.8-1.8C8 4.5 10.9 4.6 12 4.6s4-.1 5.2.4a3.1 3.1 0 011.8 1.8c.5 1.2.4 4.1.4 5.2s.1 4.3-.4 5.5z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3L10 15z" />
  ),
}

const labels = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' } as const

/** Facebook, Instagram and YouTube links of the agency (docs/product.md §2, footer and home). */
export function SocialLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const t = useTranslations('common.social')
  const agency = useTranslations('ui.agency')
  return (
    <ul className={cn('flex items-center gap-2', className)} role="list">
      {(Object.keys(icons) as (keyof typeof icons)[]).map((key) => (
        <li key={key}>
          <a
            href={siteConfig.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('label', { name: agency('name'), network: labels[key] })}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-full transition-colors',
              itemClassName,
            )}
          >
            <svg viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden focusable="false">
              {icons[key]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
