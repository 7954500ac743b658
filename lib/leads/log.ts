import 'server-only'

/**
 * Lead log lines: one JSON object per event with the reference id and the outcome.
 * Never pass a visitor's e-mail, phone or message here; the reference finds the row.
 */
export function logLead(
  event: string,
  fields: {
    reference?: string
    kind?: string
    outcome?: string
    attempts?: number
    error?: string
    [key: string]: unknown
  },
): void {
  const line = JSON.stringify({ at: new Date().toISOString(), scope: 'leads', event, ...fields })
  if (fields.outcome === 'error' || event.endsWith('failed')) console.error(line)
  else console.info(line)
}
