'use client'

import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent } from 'react'
import { cx } from '@/lib/site/utils'

/*
 * Tabs after the WAI-ARIA tabs pattern, automatic activation: the arrow keys (and Home/End)
 * move the focus along the tabs and select the one focused; only the selected tab is in the
 * Tab order, and its panel follows it. Panels stay in the HTML (hidden when not selected),
 * so the server's page carries every panel.
 */

interface TabsState {
  value: string
  onValueChange: (value: string) => void
  id: string
}

const TabsContext = createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error('Tabs parts must be inside <Tabs>')
  return state
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`
const panelId = (id: string, value: string) => `${id}-panel-${value}`

export function Tabs({
  value,
  onValueChange,
  ...props
}: ComponentProps<'div'> & { value: string; onValueChange: (value: string) => void }) {
  const id = useId()
  return (
    <TabsContext value={{ value, onValueChange, id }}>
      <div {...props} />
    </TabsContext>
  )
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'))
    const index = tabs.indexOf(event.target as HTMLButtonElement)
    if (index === -1) return
    event.preventDefault()
    const next = tabs[step(index, tabs.length)]
    next?.focus()
    next?.click()
  }
  return (
    <div
      role="tablist"
      onKeyDown={onKeyDown}
      className={cx(
        'grid w-full auto-cols-fr grid-flow-col gap-1 rounded-full bg-white p-1.5 shadow-card sm:inline-flex sm:w-auto',
        className,
      )}
      {...props}
    />
  )
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs()
  const selected = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.id, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.id, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => tabs.onValueChange(value)}
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-3 text-center text-sm leading-tight font-semibold text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 data-[state=active]:bg-maroon-800 data-[state=active]:text-white sm:px-5 sm:whitespace-nowrap [&_svg]:hidden [&_svg]:size-4 sm:[&_svg]:block',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs()
  const selected = tabs.value === value
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.id, value)}
      aria-labelledby={tabId(tabs.id, value)}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      className={className}
      {...props}
    />
  )
}
