import type { Locale } from '@/lib/site/i18n/locales'
import type { Messages } from '@/lib/site/i18n/messages'

// Typed keys and locales for useTranslations, getTranslations and useLocale.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
