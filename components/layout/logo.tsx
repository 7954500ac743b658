import { siteConfig } from '@/lib/site/config'
import { cn } from '@/lib/site/utils'

/** The brand mark: a stylised gopuram (temple tower) beside the wordmark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <rect width="40" height="40" rx="10" fill="#8a1a2f" />
      <path d="M20 6l2 3h-4l2-3z" fill="#ffc070" />
      <path d="M14.5 12h11l1.2 4h-13.4l1.2-4z" fill="#fd9a37" />
      <path d="M12.6 17h14.8l1.3 5H11.3l1.3-5z" fill="#f47c10" />
      <path d="M10.8 23h18.4l1.5 6H9.3l1.5-6z" fill="#fd9a37" />
      <path d="M8.5 30h23v4h-23z" fill="#ffdba8" />
      <path d="M18 34v-3.2a2 2 0 014 0V34z" fill="#8a1a2f" />
      <rect x="17.2" y="9.4" width="5.6" height="2" rx="1" fill="#ffdba8" />
    </svg>
  )
}

export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-10 shrink-0" />
      {/* The wordmark is the brand's Latin name on pages of every language. */}
      <span className="flex flex-col leading-none" lang="en">
        <span
          className={cn(
            'font-display text-xl font-semibold tracking-tight',
            tone === 'dark' ? 'text-maroon-900' : 'text-white',
          )}
        >
          Gopuram
        </span>
        <span
          className={cn(
            'mt-1 text-[0.68rem] font-semibold tracking-[0.28em] uppercase',
            tone === 'dark' ? 'text-saffron-700' : 'text-saffron-200',
          )}
        >
          Holidays
        </span>
        <span className="sr-only">{siteConfig.name}</span>
      </span>
    </span>
  )
}
