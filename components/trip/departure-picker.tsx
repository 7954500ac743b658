'use client'

import { useEffect } from 'react'
import {
  BOARDING_CITY_FIELD,
  CHOOSE_CITY_ATTRIBUTE,
  CHOOSE_DEPARTURE_ATTRIBUTE,
  DEPARTURE_FIELD,
} from './departure-choice'

/** Sets a form control's value as a person would, so the form's state (hydrated or not yet) follows. */
function choose(control: Element | null, value: string) {
  if (!(control instanceof HTMLSelectElement)) return
  if (![...control.options].some((option) => option.value === value)) return
  control.value = value
  // `input` is the deferred form's cue to load its code (deferred-form.tsx); `change` is what React reads of a select.
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Makes the departure links of a trip page fill its enquiry form: a click on one sets the
 * form's departure and boarding city, then the link's own #enquire takes the visitor there.
 * The form may not have hydrated yet (it loads when reached for); it adopts the values the
 * page shows when it does (use-lead-form.ts). Renders nothing.
 */
export function DeparturePicker() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`[${CHOOSE_DEPARTURE_ATTRIBUTE}]`)
      if (!link) return
      const form = document.querySelector('form[data-form="trip-enquiry"]')
      if (!form) return
      choose(
        form.querySelector(`select[name="${DEPARTURE_FIELD}"]`),
        link.getAttribute(CHOOSE_DEPARTURE_ATTRIBUTE) ?? '',
      )
      choose(
        form.querySelector(`select[name="${BOARDING_CITY_FIELD}"]`),
        link.getAttribute(CHOOSE_CITY_ATTRIBUTE) ?? '',
      )
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  return null
}
