import { cva } from 'class-variance-authority'

/**
 * The buttons' look, apart from the Button component (./button.tsx): a plain <button> or <a>
 * styled as a button imports only this, not Button's Radix Slot (1.4 KB of a page's JavaScript).
 */
export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-saffron-700 text-white hover:bg-saffron-800 focus-visible:outline-saffron-700',
        secondary: 'bg-maroon-800 text-white hover:bg-maroon-900 focus-visible:outline-maroon-800',
        accent: 'bg-lagoon-700 text-white hover:bg-lagoon-800 focus-visible:outline-lagoon-700',
        outline: 'border border-ink/15 bg-white text-ink hover:border-saffron-600 hover:text-saffron-800',
        ghost: 'text-ink hover:bg-sand-100',
        light: 'bg-white text-maroon-900 hover:bg-sand-100',
      },
      size: {
        sm: 'px-4 text-sm',
        md: 'px-5 text-sm',
        lg: 'min-h-12 px-7 text-base',
        icon: 'size-11 p-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)
