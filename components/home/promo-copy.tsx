import type { ReactNode } from 'react'
import { cn } from '@/lib/site/utils'

/** The eyebrow, heading and text of a home promo panel, white on the panel's dark picture or colour. */
export function PromoCopy({
  eyebrow,
  eyebrowClassName,
  titleId,
  title,
  children,
}: {
  eyebrow: ReactNode
  eyebrowClassName: string
  titleId: string
  title: string
  children: ReactNode
}) {
  return (
    <>
      <p className={cn('text-xs font-semibold tracking-[0.18em] uppercase', eyebrowClassName)}>{eyebrow}</p>
      <h2 id={titleId} className="mt-3 text-3xl font-semibold text-white md:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-base leading-relaxed text-white/90 md:text-lg">{children}</p>
    </>
  )
}

/** The call-to-action pill of a promo panel. */
export const promoActionClassName =
  'inline-flex min-h-12 items-center justify-center rounded-full px-7 font-semibold shadow-lg transition-colors'
