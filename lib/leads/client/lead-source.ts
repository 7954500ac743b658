import type { LeadSource } from '@/lib/leads/forms/meta'

/**
 * First-landing attribution: the UTM parameters and external referrer of the page a
 * visitor first landed on, kept in localStorage (first touch wins for LEAD_SOURCE_TTL_MS)
 * and sent with every lead together with the page the form was sent from.
 */
const LEAD_SOURCE_STORAGE_KEY = 'gopuram:lead-source'
const LEAD_SOURCE_TTL_MS = 30 * 24 * 60 * 60 * 1000

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

interface StoredSource extends Omit<LeadSource, 'page'> {
  capturedAt: number
}

function readStored(): StoredSource | undefined {
  try {
    const raw = window.localStorage.getItem(LEAD_SOURCE_STORAGE_KEY)
    if (!raw) return undefined
    const stored = JSON.parse(raw) as StoredSource
    if (typeof stored.capturedAt !== 'number' || Date.now() - stored.capturedAt > LEAD_SOURCE_TTL_MS) return undefined
    return stored
  } catch {
    return undefined
  }
}

function externalReferrer(): string | undefined {
  try {
    if (!document.referrer) return undefined
    return new URL(document.referrer).origin === window.location.origin ? undefined : document.referrer
  } catch {
    return undefined
  }
}

/** Records the landing page once; later pages of the visit keep the first landing's data. */
export function captureLandingSource(): void {
  if (typeof window === 'undefined' || readStored()) return
  const params = new URLSearchParams(window.location.search)
  const source: StoredSource = {
    capturedAt: Date.now(),
    landingPage: window.location.pathname + window.location.search,
  }
  for (const key of UTM_KEYS) {
    const value = params.get(key)
    if (value) source[key] = value
  }
  const referrer = externalReferrer()
  if (referrer) source.referrer = referrer
  try {
    window.localStorage.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify(source))
  } catch {
    // Storage disabled (private mode, quota): attribution is optional.
  }
}

/** The source sent with a lead: first-landing data plus the current page. */
export function leadSource(): LeadSource {
  captureLandingSource()
  const stored = readStored()
  const source: LeadSource = { page: window.location.pathname }
  if (stored) {
    for (const key of [...UTM_KEYS, 'referrer', 'landingPage'] as const) {
      if (stored[key]) source[key] = stored[key]
    }
  }
  return source
}

// Every page's client bundle loads this module (the floating Enquiry Now dialog imports a
// form), so the first landing is recorded even when the visitor sends nothing on that page.
if (typeof window !== 'undefined') captureLandingSource()
