import type { ComponentProps } from 'react'
import { cn } from '@/lib/site/utils'

export const fieldClassName =
  'block w-full min-h-11 rounded-xl border border-ink/15 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-soft shadow-sm transition-colors focus:border-saffron-600 focus:outline-2 focus:outline-offset-0 focus:outline-saffron-600/30 aria-invalid:border-maroon-600 aria-invalid:focus:outline-maroon-600/30 disabled:opacity-60'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClassName, className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClassName, 'min-h-28 resize-y', className)} {...props} />
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('mb-1.5 block text-sm font-medium text-ink', className)} {...props} />
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-maroon-700">
      {message}
    </p>
  )
}
