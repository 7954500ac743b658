'use client'

import format, { type FormatValues } from 'icu-minify/format'
import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import type { CLIENT_NAMESPACES, Messages } from '@/lib/site/i18n/messages'

/*
 * The client components' translations: the few namespaces the layout hands them (clientMessages),
 * precompiled by next-intl's build step (next.config.ts), formatted with icu-minify's runtime, the
 * one next-intl itself uses for precompiled messages. Server components keep next-intl's own
 * hooks (and getTranslations); the browser gets these instead of next-intl's client provider,
 * whose formatters (dates, relative times, lists, display names) and configuration no client
 * component uses: about 5 KB of gzip on every page (npm run bench).
 *
 * The translator's type is its own and says what it does: `t(key, values)`, `t.rich(key, values)`
 * and `t.has(key)`, over the client namespaces' keys only. next-intl's `t.raw` and `t.markup`
 * are not implemented here, so a client component that calls them fails to type-check.
 * A message missing from the files answers its path, as next-intl's does in production.
 */

/** The messages the browser gets (clientMessages). */
export type ClientMessages = Pick<Messages, (typeof CLIENT_NAMESPACES)[number]>

type Branch = { readonly [key: string]: unknown }

/** Every path to a group of messages: "forms", "forms.fields", "ui.menu"… */
type GroupPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends Branch ? `${Prefix}${K}` | GroupPaths<T[K], `${Prefix}${K}.`> : never
}[keyof T & string]

/** Every path to a message under a group: "name", "validation.required"… */
type MessagePaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends Branch ? MessagePaths<T[K], `${Prefix}${K}.`> : `${Prefix}${K}`
}[keyof T & string]

type At<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never

/** A namespace a client component may ask for: a group of the client messages. */
export type ClientNamespace = GroupPaths<ClientMessages>

/** The keys of a namespace (all client messages' paths without one). */
export type ClientMessageKey<Namespace extends ClientNamespace | undefined> = Namespace extends ClientNamespace
  ? MessagePaths<At<ClientMessages, Namespace>>
  : MessagePaths<ClientMessages>

/** An ICU message's arguments: plain values for `t`, and tag functions too for `t.rich`. */
export type TranslationValues = Record<string, string | number | Date>
export type RichTranslationValues = Record<string, string | number | Date | ((chunks: ReactNode) => ReactNode)>

/** What useTranslations answers in a client component. */
export interface ClientTranslator<Key extends string> {
  /** The message formatted as text. */
  (key: Key, values?: TranslationValues): string
  /** The message formatted with its tags (<link>…</link>) made by the given functions. */
  rich(key: Key, values?: RichTranslationValues): ReactNode
  /** Whether the message exists. */
  has(key: Key): boolean
}

interface ClientMessagesValue {
  locale: Locale
  messages: ClientMessages | Record<string, never>
}

const MessagesContext = createContext<ClientMessagesValue | null>(null)

export function ClientMessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: ClientMessages
  children: ReactNode
}) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages])
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>
}

/**
 * In production, a component outside the provider reads the default language with no messages:
 * each text shows its key path ("forms.name"), the page still renders, and the console says why.
 */
const WITHOUT_PROVIDER: ClientMessagesValue = { locale: DEFAULT_LOCALE, messages: {} }
let reported = false
function reportOnce(message: string) {
  if (reported) return
  reported = true
  console.error(message)
}

/** The provider's value; without one, a clear error in development (and in tests), the fallback above in production. */
function useClientMessages(hook: string): ClientMessagesValue {
  const value = useContext(MessagesContext)
  if (value) return value
  const message =
    `${hook}() from '@/lib/site/i18n/client' was called outside <ClientMessagesProvider>: ` +
    'render the component under app/[locale]/layout.tsx (or wrap it in the provider with clientMessages(locale)).'
  if (process.env.NODE_ENV !== 'production') throw new Error(message)
  reportOnce(message)
  return WITHOUT_PROVIDER
}

export function useLocale(): Locale {
  return useClientMessages('useLocale').locale
}

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

function lookup(messages: object, path: string): unknown {
  let node: unknown = messages
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

function translator(locale: Locale, messages: object, namespace?: string): ClientTranslator<string> {
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key)
  const formatted = (key: string, values?: FormatValues<ReactNode>) => {
    const message = lookup(messages, pathOf(key))
    if (message === undefined || (message !== null && typeof message === 'object' && !Array.isArray(message)))
      return pathOf(key)
    return format(message as Parameters<typeof format>[0], locale, values, FORMAT_OPTIONS)
  }
  const t = (key: string, values?: TranslationValues) => String(formatted(key, values))
  t.rich = (key: string, values?: RichTranslationValues) => {
    const parts = formatted(key, values as FormatValues<ReactNode>)
    // The tags' elements side by side in one array: React wants each keyed.
    return Array.isArray(parts)
      ? parts.map((part, index) => (isValidElement(part) ? cloneElement(part, { key: index }) : part))
      : parts
  }
  t.has = (key: string) => lookup(messages, pathOf(key)) !== undefined
  return t
}

export function useTranslations<Namespace extends ClientNamespace | undefined = undefined>(
  namespace?: Namespace,
): ClientTranslator<ClientMessageKey<Namespace>> {
  const { locale, messages } = useClientMessages('useTranslations')
  return useMemo(() => translator(locale, messages, namespace), [locale, messages, namespace])
}
