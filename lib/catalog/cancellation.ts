/**
 * A trip's own cancellation schedule as stored (trips.cancellation, a JSON array): each row's texts
 * as visitors read them, and beside them, when staff gave them, the row's terms for the refund: from
 * how many days before departure it applies, the percent of the tour cost refunded, and whether the
 * administration fee is kept. Pure: the public reads, the trip editor and a booking's refund read it.
 */

/** A row of a cancellation schedule as a refund reads it. */
export interface RefundRow {
  /** The row applies from this many days before departure (up to the next row's). */
  fromDays: number
  /** Percent of the tour cost refunded. */
  percent: number
  /** Whether the administration fee is kept from the refund. */
  lessAdminFee: boolean
  /** The row's refund, as visitors read it (English). */
  rule: string
}

/** A stored row: the texts, and the refund's terms when staff gave them. */
export interface StoredCancellationRow {
  when: string
  refund: string
  fromDays?: number
  percent?: number
  lessAdminFee?: boolean
}

/** Days before departure a row may start from, at most. */
export const CANCELLATION_DAYS_MAX = 365

const wholeIn = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max

/** The stored rows of a trip's schedule; none when it has none (or the JSON is not an array of rows). */
export function storedCancellationRows(json: string | null): StoredCancellationRow[] {
  if (!json) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((row: unknown) => {
    if (!row || typeof row !== 'object') return []
    const { when, refund, fromDays, percent, lessAdminFee } = row as Record<string, unknown>
    if (typeof when !== 'string' || typeof refund !== 'string') return []
    return [
      {
        when,
        refund,
        ...(wholeIn(fromDays, CANCELLATION_DAYS_MAX) ? { fromDays } : {}),
        ...(wholeIn(percent, 100) ? { percent } : {}),
        ...(lessAdminFee === true ? { lessAdminFee } : {}),
      },
    ]
  })
}

/**
 * A trip's own schedule as the refund reads it, latest row first; null when the trip has no rows,
 * or when any of its rows lacks its days or percent (then the terms' schedule decides the refund).
 */
export function tripRefundSchedule(json: string | null): RefundRow[] | null {
  const rows = storedCancellationRows(json)
  if (rows.length === 0 || rows.some((row) => row.fromDays === undefined || row.percent === undefined)) return null
  return rows
    .map((row) => ({
      fromDays: row.fromDays!,
      percent: row.percent!,
      lessAdminFee: row.lessAdminFee ?? false,
      rule: row.refund,
    }))
    .sort((a, b) => b.fromDays - a.fromDays)
}
