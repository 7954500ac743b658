'use client'

import { useEffect, useRef, useState } from 'react'
import { cx } from '@/lib/site/utils'

/**
 * The Won step's confirmation in a lead's status form: a checkbox that adds the lead's
 * travellers to the seats taken on its departure, shown while "Won" is the stage chosen (it
 * watches the form's stage select). Unticked, the lead is only marked won.
 */
export function WonSeatsChoice({ label, initiallyWon }: { label: string; initiallyWon: boolean }) {
  const box = useRef<HTMLInputElement>(null)
  const [won, setWon] = useState(initiallyWon)

  useEffect(() => {
    const form = box.current?.form
    if (!form) return
    const onChange = () => {
      const stage = form.elements.namedItem('stage')
      setWon(stage instanceof HTMLSelectElement && stage.value === 'won')
    }
    form.addEventListener('change', onChange)
    return () => form.removeEventListener('change', onChange)
  }, [])

  return (
    <label
      hidden={!won}
      className={cx(
        'items-start gap-2.5 rounded-xl border border-lagoon-700/25 bg-lagoon-50 p-3 text-sm font-medium',
        won ? 'flex' : 'hidden',
      )}
    >
      <input ref={box} type="checkbox" name="addSeats" value="1" className="mt-0.5 size-4 shrink-0 accent-lagoon-700" />
      <span className="text-pretty">{label}</span>
    </label>
  )
}
