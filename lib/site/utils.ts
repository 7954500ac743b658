import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Class names joined, later Tailwind utilities overriding earlier ones of the same kind
 * (tailwind-merge). For components that take a className meant to override their own.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

/**
 * Class names joined, nothing merged (clsx): for the components in every page's first
 * load, which keep tailwind-merge (about 9 KB) out of it. Their classes must not compete:
 * a caller hides below a breakpoint with `max-sm:hidden`, not `hidden sm:flex`.
 */
export { clsx as cx }
