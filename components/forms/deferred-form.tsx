'use client'

import { createContext, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'

/** What a deferred form tells the lead form inside it once its code has arrived (use-lead-form.ts). */
export interface DeferredForm {
  /** When the visitor first saw the form: the lead's fill time counts from here. */
  shownAt: number
  /**
   * Called by the lead form once hydrated, when it handles its own submits; true when the
   * visitor submitted before that and the form should send now.
   */
  hydrated: () => boolean
}

export const DeferredFormContext = createContext<DeferredForm | null>(null)

/** Events that show a visitor is about to use the form. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'submit'] as const

let hydrated = false

/**
 * A page's lead form whose code (react-hook-form, the zod schema, the submit logic) is
 * fetched when the visitor first reaches for it, not with the page: the server's HTML of
 * the form is shown at once, and React hydrates it when the code arrives. What is typed
 * meanwhile stays in the inputs, which react-hook-form then reads as its start values. A
 * submit before then waits for the code and is sent after it. After the first page of a
 * visit (a client-side navigation) the code is fetched at once.
 */
export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let open: () => void = () => {}
  const intent = new Promise<void>((resolve) => (open = resolve))

  const Form = lazy(async () => {
    // On the server and after the first page, render the form at once.
    if (typeof window !== 'undefined' && !hydrated) await intent
    const Component = await load()
    return { default: Component }
  })

  function DeferredForm(props: P) {
    const wrapper = useRef<HTMLDivElement>(null)
    const [state] = useState(() => {
      const form = { isHydrated: false, pendingSubmit: false }
      const context: DeferredForm = {
        shownAt: Date.now(),
        hydrated: () => {
          form.isHydrated = true
          const pending = form.pendingSubmit
          form.pendingSubmit = false
          return pending
        },
      }
      return { form, context }
    })

    useEffect(() => {
      hydrated = true
      const element = wrapper.current
      if (!element) return
      const onIntent = (event: Event) => {
        if (event.type === 'submit' && !state.form.isHydrated) {
          // Not hydrated yet: hold the submit (no navigation with the fields in the URL).
          event.preventDefault()
          state.form.pendingSubmit = true
        }
        open()
      }
      for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { capture: true })
      return () => {
        for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, { capture: true })
      }
    }, [state])

    return (
      <div ref={wrapper} className="contents">
        <DeferredFormContext value={state.context}>
          <Suspense fallback={null}>
            <Form {...props} />
          </Suspense>
        </DeferredFormContext>
      </div>
    )
  }

  return DeferredForm
}
