import { toast } from 'sonner'

/** The six toast variants of docs/product.md §8; brand is the default. */
export type ToastVariant = 'brand' | 'default' | 'destructive' | 'success' | 'info' | 'warning'

export const TOAST_VARIANT_CLASSES: Record<ToastVariant, string> = {
  brand: '!border-saffron-300 !bg-saffron-50 !text-saffron-900',
  default: '!border-ink/10 !bg-white !text-ink',
  destructive: '!border-maroon-200 !bg-maroon-50 !text-maroon-900',
  success: '!border-emerald-200 !bg-emerald-50 !text-emerald-900',
  info: '!border-lagoon-100 !bg-lagoon-50 !text-lagoon-800',
  warning: '!border-amber-300 !bg-amber-50 !text-amber-900',
}

export interface NotifyOptions {
  title: string
  description?: string
  variant?: ToastVariant
}

export function notify({ title, description, variant = 'brand' }: NotifyOptions): void {
  toast(title, {
    description,
    className: TOAST_VARIANT_CLASSES[variant],
    descriptionClassName: '!text-current !opacity-90',
  })
}
