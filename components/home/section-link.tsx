import { ArrowRight } from 'lucide-react'
import { cn } from '@/lib/site/utils'

/** The "see more" link at the top right of a home section. */
export function SectionLink({
  href,
  children,
  tone = 'default',
}: {
  href: string
  children: string
  tone?: 'default' | 'light'
}) {
  return (
    <a
      href={href}
      className={cn(
        // Tamil "all … trips" labels are longer: on a phone a little tighter and smaller, for one line at 360 px.
        'inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-full border px-5 text-sm font-semibold transition-colors md:self-auto [:lang(ta)_&]:max-sm:gap-1.5 [:lang(ta)_&]:max-sm:px-4 [:lang(ta)_&]:max-sm:text-[0.8125rem]',
        tone === 'light'
          ? 'border-white/40 text-white hover:bg-white hover:text-maroon-900'
          : 'border-saffron-700/30 text-saffron-800 hover:bg-saffron-700 hover:text-white',
      )}
    >
      {children}
      <ArrowRight className="size-4" aria-hidden />
    </a>
  )
}
