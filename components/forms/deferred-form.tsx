'use client'

import { Activity, createContext, lazy, useEffect, useRef, useState, useId, type ComponentType } from 'react'

/** What a deferred form tells the lead form inside it once its code has arrived (use-lead-form.ts). */
export interface DeferredForm {
  /**
   * When the form was first shown: the page's hydration, or for a form in a modal dialog the
   * dialog's opening (its `data-opened-at`). The lead's fill time counts from here.
   */
  shownAt: () => number
  /**
   * Called by the lead form once hydrated, when it handles its own submits; true when the
   * visitor submitted before that and the form should send now.
   */
  hydrated: () => boolean
}

export const DeferredFormContext = createContext<DeferredForm | null>(null)

/** Events that show a visitor is about to use the form (input: text filled in without a focus event, as autofill does). */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'submit'] as const

/**
 * A page's lead form whose code (react-hook-form, the zod schema, the submit logic) is
 * fetched when the visitor first reaches for it, not with the page: the server's HTML of
 * the form is shown at once, and React hydrates it when the code arrives. What is typed
 * meanwhile stays in the inputs and is kept when the form takes them over (use-lead-form.ts). A
 * submit before then waits for the code and is sent after it. A form that is not hydrated
 * (a client-side navigation, the server's own render) fetches its code at once.
 */
export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let open: () => void = () => {}
  const intent = new Promise<void>((resolve) => (open = resolve))

  const Form = lazy(async () => {
    // The server renders the form's HTML at once.
    if (typeof window !== 'undefined') await intent
    return { default: await load() }
  })

  function DeferredForm(props: P) {
    const wrapper = useRef<HTMLDivElement>(null)
    const id = useId()
    // Decided on the first render: when the server's HTML of this form is already on the page
    // (React is hydrating it), the code waits for intent; a form rendered on the client, by a
    // navigation, needs its code at once. The check must not re-render: a boundary
    // updated before it has hydrated is thrown away and rendered on the client.
    const [waitForIntent] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null)
    if (!waitForIntent) open()
    const [state] = useState(() => {
      const form = { isHydrated: false, pendingSubmit: false, mountedAt: Date.now(), element: null as Element | null }
      const context: DeferredForm = {
        shownAt: () => {
          const openedAt = Number(form.element?.closest<HTMLElement>('dialog')?.dataset.openedAt ?? 0)
          return Math.max(form.mountedAt, openedAt)
        },
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
      const element = wrapper.current
      if (!element) return
      const onIntent = (event: Event) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) return
        if (event.type === 'submit' && !state.form.isHydrated) {
          // Not hydrated yet: hold the submit (no navigation with the fields in the URL).
          event.preventDefault()
          state.form.pendingSubmit = true
        }
        open()
      }
      // On the window, ahead of React's own listeners on the document: React stops the events
      // that target a part of the page it has not hydrated yet, this form included.
      for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true })
      state.form.element = element
      // A visitor may reach the form before the page's code runs, on a slow phone: text typed or
      // the focus inside it by now is intent.
      const fields = Array.from(element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      if (element.contains(document.activeElement) || fields.some((field) => field.value !== field.defaultValue)) {
        open()
      }
      return () => {
        for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true })
      }
    }, [state])

    return (
      <div ref={wrapper} id={id} className="contents">
        <DeferredFormContext value={state.context}>
          {/* An Activity, not a Suspense boundary: React hydrates it on its own, and keeps the
              server's HTML while the code is away, as it does a Suspense boundary; but the server
              writes it in place, where a Suspense boundary this far down a page would be sent at
              the end of the HTML, hidden until a script reveals it (no form without JavaScript,
              none until the reveal). Rendered on the client (a navigation), the form's short wait
              for its code suspends the navigation instead. */}
          <Activity mode="visible">
            <Form {...props} />
          </Activity>
        </DeferredFormContext>
      </div>
    )
  }

  return DeferredForm
}
