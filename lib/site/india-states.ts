/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN), in one list: the agency's state in its settings, the customer's state on a quote (the
 * place of supply) and the GSTIN's check all read it. Plain data, safe in the browser.
 */

export const INDIA_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const

export type IndiaStateCode = (typeof INDIA_STATES)[number]['code']

/** The agency's home state and a new quote's customer state unless the desk says otherwise. */
export const HOME_STATE_CODE: IndiaStateCode = '33'

const BY_CODE = new Map<string, string>(INDIA_STATES.map((state) => [state.code, state.name]))

export function isIndiaStateCode(code: unknown): code is IndiaStateCode {
  return typeof code === 'string' && BY_CODE.has(code)
}

/** The state's name as a document prints it ("Tamil Nadu"); undefined for an unknown code. */
export function indiaStateName(code: string): string | undefined {
  return BY_CODE.get(code)
}
