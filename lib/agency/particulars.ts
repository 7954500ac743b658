import 'server-only'
import { getDb, type Db } from '@/lib/platform/db'
import { HOME_STATE_CODE, indiaStateName } from '@/lib/site/india-states'
import { DEFAULT_SAC, PARTICULARS_FORM_DEFAULTS, type MoneySettings, type ParticularsInput } from './particulars-schema'

/**
 * The agency's particulars as the owner keeps them on the Settings screen: its legal name,
 * address and state, GSTIN, SAC, PAN, UPI ID and bank account, and the money rules of a quote (GST
 * rate and basis, TCS rate, advance, balance days) and of a cancellation (the administration fee). One row of `site_settings`, a JSON object of
 * what the form saved (particulars-schema.ts). Quotes, their PDF and the family's page read them
 * with `getAgencyParticulars`; a text left empty is absent there, so no document prints a blank.
 */
const PARTICULARS_KEY = 'agency_particulars'

export interface AgencyBankAccount {
  accountName?: string
  accountNumber: string
  ifsc: string
}

export interface AgencyParticulars {
  legalName?: string
  address?: string
  /** The GST state code ("33") and its name ("Tamil Nadu"). */
  state?: { code: string; name: string }
  gstin?: string
  /** The SAC of tour packages: the owner's, else 998555. */
  sac: string
  pan?: string
  upiId?: string
  /** Present when the owner gave the account number and IFSC. */
  bank?: AgencyBankAccount
  /** The money rules of a quote; the agency's state is Tamil Nadu until the owner says otherwise. */
  money: MoneySettings
}

/** What the owner saved, over the form's defaults; a stored value of the wrong kind is left out. */
export async function readParticularsForm(db: Db): Promise<ParticularsInput> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', PARTICULARS_KEY).executeTakeFirst()
  let stored: unknown = {}
  try {
    stored = row ? JSON.parse(row.value) : {}
  } catch {
    stored = {}
  }
  const values: Record<string, unknown> = { ...PARTICULARS_FORM_DEFAULTS }
  if (stored && typeof stored === 'object') {
    for (const [key, fallback] of Object.entries(PARTICULARS_FORM_DEFAULTS)) {
      const value = (stored as Record<string, unknown>)[key]
      if (typeof value === typeof fallback) values[key] = value
    }
  }
  return values as unknown as ParticularsInput
}

/** Replaces the particulars with what the form's schema gave. */
export async function writeParticulars(db: Db, particulars: ParticularsInput): Promise<void> {
  const text = JSON.stringify(particulars)
  await db
    .insertInto('site_settings')
    .values({ key: PARTICULARS_KEY, value: text })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
    .execute()
}

/** The particulars a document prints: only what is set. */
export function particularsOf(form: ParticularsInput): AgencyParticulars {
  const set = (value: string) => value.trim() || undefined
  const stateName = form.state ? indiaStateName(form.state) : undefined
  return {
    legalName: set(form.legalName),
    address: set(form.address),
    state: stateName ? { code: form.state, name: stateName } : undefined,
    gstin: set(form.gstin),
    sac: set(form.sac) ?? DEFAULT_SAC,
    pan: set(form.pan),
    upiId: set(form.upiId),
    bank:
      form.bankAccountNumber && form.ifsc
        ? { accountName: set(form.bankAccountName), accountNumber: form.bankAccountNumber, ifsc: form.ifsc }
        : undefined,
    money: {
      agencyState: stateName ? form.state : HOME_STATE_CODE,
      gstRate: form.gstRate,
      gstBasis: form.gstBasis,
      tcsRate: form.tcsRate,
      advancePercent: form.advancePercent,
      balanceDays: form.balanceDays,
      adminFee: form.adminFee,
    },
  }
}

/** The agency's particulars, read now (from `db`, a transaction's or the site's). */
export async function getAgencyParticulars(db?: Db): Promise<AgencyParticulars> {
  return particularsOf(await readParticularsForm(db ?? (await getDb())))
}
