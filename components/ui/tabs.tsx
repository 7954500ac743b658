'use client'

import { Tabs as TabsPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cx } from '@/lib/utils'

export const Tabs = TabsPrimitive.Root

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cx(
        'grid w-full auto-cols-fr grid-flow-col gap-1 rounded-full bg-white p-1.5 shadow-card sm:inline-flex sm:w-auto',
        className,
      )}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 data-[state=active]:bg-maroon-800 data-[state=active]:text-white sm:px-5 [&_svg]:hidden [&_svg]:size-4 sm:[&_svg]:block',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cx('data-[state=inactive]:hidden', className)} {...props} />
}
