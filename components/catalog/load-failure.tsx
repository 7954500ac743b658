import type { ReactNode } from 'react'
import { TriangleAlert } from 'lucide-react'

/** The inline notice shown where content could not be loaded. */
export function LoadFailure({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-maroon-50 text-maroon-700">
        <TriangleAlert aria-hidden className="size-6" />
      </span>
      <p className="font-display text-xl font-semibold">{title}</p>
      {children ? <div className="max-w-md text-ink-muted">{children}</div> : null}
    </div>
  )
}
