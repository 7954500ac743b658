'use client'

import { useEffect } from 'react'
import { BOARDING_CITY_FIELD, DEPARTURE_FIELD } from './choice-address'
import { chooseDeparture, useTripChoice } from './trip-choice'

/** The trip page's own enquiry form (trip-enquiry-form.tsx), hydrated or not yet. */
function pageForm(): HTMLFormElement | null {
  return document.querySelector('form[data-form="trip-enquiry"]')
}

function select(form: HTMLFormElement | null, name: string): HTMLSelectElement | null {
  return form?.querySelector<HTMLSelectElement>(`select[name="${name}"]`) ?? null
}

/** Sets a form control's value as a person would, so the form's state (hydrated or not yet) follows. */
function fill(control: HTMLSelectElement | null, value: string) {
  if (!control || control.value === value) return
  if (![...control.options].some((option) => option.value === value)) return
  control.value = value
  // `input` is the deferred form's cue to load its code (deferred-form.tsx); `change` is what React reads of a select.
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Keeps a trip page's enquiry form and the visitor's choice (trip-choice.ts) together: a departure
 * and city chosen on the page (a chip, an Enquire, the address) fill the form's lists, and a
 * departure chosen in the form's list becomes the page's choice, which the price card and the
 * docked bar show. The form may not have hydrated yet (it loads when reached for); it adopts the
 * values the page shows when it does (use-lead-form.ts). Renders nothing.
 */
export function DeparturePicker() {
  const chosen = useTripChoice()

  useEffect(() => {
    if (!chosen) return
    const form = pageForm()
    fill(select(form, DEPARTURE_FIELD), chosen.departure)
    fill(select(form, BOARDING_CITY_FIELD), chosen.city)
  }, [chosen])

  useEffect(() => {
    const onChange = (event: Event) => {
      const form = pageForm()
      if (!(event.target instanceof HTMLSelectElement) || event.target.form !== form) return
      const departure = select(form, DEPARTURE_FIELD)?.value
      if (departure) chooseDeparture({ departure, city: select(form, BOARDING_CITY_FIELD)?.value ?? '' })
    }
    document.addEventListener('change', onChange)
    return () => document.removeEventListener('change', onChange)
  }, [])
  return null
}
