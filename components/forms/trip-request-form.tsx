'use client'

/** Mount point of the honeymoon (type 1) and customized tour (type 2) request form. */
export function TripRequestForm({ type }: { type: 1 | 2 }) {
  return <div data-form="trip-request" data-type={type} />
}
