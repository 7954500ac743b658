'use client'

import { useSyncExternalStore } from 'react'
import { minWidth } from '@/lib/site/breakpoints'
import { CHOICE_CITY_PARAM, CHOICE_DEPARTURE_PARAM } from './choice-address'
import type { CityOption } from './departure-choice'
import { readTripEnquiryContext } from './trip-enquiry-context'

/**
 * The departure and boarding city a visitor has chosen on a trip page, kept in the page's address
 * (`?departure=2026-12-12&city=Madurai`): the chips without a script lead there too, a reload or a
 * shared link keeps the choice, and every island of the page (the chips, the price card, the docked
 * bar, the enquiry form and its sheet) reads the one value.
 */
export interface TripChoice {
  departure: string
  /** The boarding city's English name, as the lead records it; '' when none is named. */
  city: string
}

/** A choice as the page shows it: "12 Dec · Madurai · ₹34,000", in the page's language. */
export interface ChosenDeparture extends TripChoice {
  /** "12 Dec" ("12 டிச." on a Tamil page). */
  day: string
  /** The city in the page's language, where it has its name in it. */
  place?: CityOption
  /** The price per person from that city, formatted; none when no city is named. */
  price?: string
}

const listeners = new Set<() => void>()
// The last address read and what it resolved to, so a snapshot is the same object until the choice changes.
let read: { search: string; chosen: ChosenDeparture | null } = { search: '', chosen: null }

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

/** The choice in the address, if the page's trip has that departure (and city): else none. */
function resolve(search: string): ChosenDeparture | null {
  const params = new URLSearchParams(search)
  const departure = params.get(CHOICE_DEPARTURE_PARAM)
  if (!departure) return null
  const option = readTripEnquiryContext()?.departures.find((d) => d.on === departure)
  if (!option) return null
  const city = params.get(CHOICE_CITY_PARAM) ?? ''
  const place = option.cities.find((c) => c.city === city)
  return { departure, city: place ? city : '', day: option.day, ...(place ? { place, price: place.price } : {}) }
}

function snapshot(): ChosenDeparture | null {
  const search = window.location.search
  if (search !== read.search) read = { search, chosen: resolve(search) }
  return read.chosen
}

/** The visitor's choice on this trip page; none on the server and until the page has hydrated. */
export function useTripChoice(): ChosenDeparture | null {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}

/** Chooses a departure and city: the address keeps it (no new history entry) and every island follows. */
export function chooseDeparture(choice: TripChoice) {
  const url = new URL(window.location.href)
  url.searchParams.set(CHOICE_DEPARTURE_PARAM, choice.departure)
  if (choice.city) url.searchParams.set(CHOICE_CITY_PARAM, choice.city)
  else url.searchParams.delete(CHOICE_CITY_PARAM)
  if (url.search === window.location.search) return
  window.history.replaceState(window.history.state, '', url)
  for (const listener of listeners) listener()
}

const noSubscription = () => () => {}

/** False in the server's HTML and while hydrating, true after: a link becomes a control only once its script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** Below 1024 px, where the docked bar is and Enquire opens the sheet in place of the page's form. */
export function isPhoneWidth(): boolean {
  return !window.matchMedia(minWidth('lg')).matches
}

// The enquiry sheet, opened from any Enquire of the page and hosted once (trip-enquiry-sheet-host.tsx).
const sheetListeners = new Set<() => void>()
let sheetOpen = false

function subscribeSheet(listener: () => void) {
  sheetListeners.add(listener)
  return () => sheetListeners.delete(listener)
}

/** The Enquire that opened the sheet, which takes the focus back when it closes. */
export const sheetTrigger: { current: HTMLElement | null } = { current: null }

export function openEnquirySheet(trigger: HTMLElement) {
  sheetTrigger.current = trigger
  setSheetOpen(true)
}

export function setSheetOpen(open: boolean) {
  if (open === sheetOpen) return
  sheetOpen = open
  for (const listener of sheetListeners) listener()
}

export function useSheetOpen(): boolean {
  return useSyncExternalStore(
    subscribeSheet,
    () => sheetOpen,
    () => false,
  )
}

/** The sheet's code (the dialog, the form, react-hook-form, the schema): fetched when first reached for. */
export const loadEnquirySheet = () => import('./trip-enquiry-sheet').then((m) => m.TripEnquirySheet)
