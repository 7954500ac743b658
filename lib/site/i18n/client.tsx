'use client'

import format from 'icu-minify/format'
import type { useLocale as useIntlLocale, useTranslations as useIntlTranslations } from 'next-intl'
import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'

/*
 * The client components' translations: the few namespaces the layout hands them (clientMessages),
 * precompiled by next-intl's build step (next.config.ts), formatted with icu-minify's runtime, the
 * one next-intl itself uses for precompiled messages. Server components keep next-intl's own
 * hooks (and getTranslations); the browser gets these, with next-intl's types, instead of
 * next-intl's client provider, whose formatters (dates, relative times, lists, display names) and
 * configuration no client component uses: about 5 KB of gzip on every page (npm run bench).
 * A missing message answers its path, as next-intl's does in production.
 */

type Messages = Record<string, unknown>

const MessagesContext = createContext<{ locale: Locale; messages: Messages }>({
  locale: DEFAULT_LOCALE,
  messages: {},
})

export function ClientMessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Messages
  children: ReactNode
}) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages])
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>
}

export const useLocale = (() => useContext(MessagesContext).locale) as typeof useIntlLocale

/** Plural rules and number formats, made once per language and options. */
const made = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>()
function once<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined
  if (!value) made.set(key, (value = make()))
  return value
}
const FORMAT_OPTIONS = {
  timeZone: 'Asia/Kolkata',
  formatters: {
    getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
      once(`p${JSON.stringify(args)}`, () => new Intl.PluralRules(...args)),
    getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
      once(`n${JSON.stringify(args)}`, () => new Intl.NumberFormat(...args)),
    getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
      once(`d${JSON.stringify(args)}`, () => new Intl.DateTimeFormat(...args)),
  },
}

function lookup(messages: Messages, path: string): unknown {
  let node: unknown = messages
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Messages)[key]
  }
  return node
}

type Values = Parameters<typeof format>[2]

function translator(locale: Locale, messages: Messages, namespace?: string) {
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key)
  const formatted = (key: string, values?: Values) => {
    const message = lookup(messages, pathOf(key))
    if (message === undefined || (message !== null && typeof message === 'object' && !Array.isArray(message)))
      return pathOf(key)
    return format(message as Parameters<typeof format>[0], locale, values, FORMAT_OPTIONS)
  }
  const t = (key: string, values?: Values) => String(formatted(key, values))
  t.rich = (key: string, values?: Values) => {
    const parts = formatted(key, values)
    // The tags' elements side by side in one array: React wants each keyed.
    return Array.isArray(parts)
      ? parts.map((part, index) => (isValidElement(part) ? cloneElement(part, { key: index }) : part))
      : parts
  }
  t.has = (key: string) => lookup(messages, pathOf(key)) !== undefined
  return t
}

export const useTranslations = ((namespace?: string) => {
  const { locale, messages } = useContext(MessagesContext)
  return useMemo(() => translator(locale, messages, namespace), [locale, messages, namespace])
}) as unknown as typeof useIntlTranslations
