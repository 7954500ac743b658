import type { ComponentProps } from 'react'
import { cn } from '@/lib/site/utils'
import { fieldClassName } from './field-class'

export { fieldClassName }

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClassName, className)} {...props} />
}

/** A whole number of rupees, people or seats: the numeric keypad on a phone, no fractions, none below `min` (0). */
export function WholeNumberInput({ min = 0, ...props }: Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'step'>) {
  return <Input type="number" inputMode="numeric" min={min} step={1} {...props} />
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
