import type { Viewport } from 'next'
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { cx } from '@/lib/site/utils'
import { fontDisplay } from './fonts'
import './globals.css'

export const viewport: Viewport = {
  themeColor: '#6f172a',
  width: 'device-width',
  initialScale: 1,
}

/**
 * The HTML document around every page: the public site's root layout (app/[locale]/layout.tsx,
 * in the page's language), the back office's (app/admin/layout.tsx) and the site-wide 404's
 * (app/global-not-found.tsx), which Next renders without a root layout.
 */
export function Document({
  children,
  lang = 'en-IN',
  className,
}: {
  children: ReactNode
  lang?: string
  className?: string
}) {
  return (
    // --dock-space: the height of the docked bar of phones and tablets. The footer keeps it free
    // below its last line, and the scroll padding keeps it free when a link, a field or an anchor
    // is scrolled into view. From 1024 px the floating buttons sit in the content's side padding
    // instead (app/globals.css), and the space is only the page's bottom margin.
    <html
      lang={lang}
      className={cx(
        fontDisplay.variable,
        className,
        'scroll-pb-(--dock-space) [--dock-space:calc(4rem+env(safe-area-inset-bottom))] lg:[--dock-space:1.5rem]',
      )}
    >
      <body className="group/page flex min-h-dvh flex-col">
        {children}
        <Toaster />
      </body>
    </html>
  )
}
