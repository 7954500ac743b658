/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Tamil names right), CRLF
 * lines, and every cell that a spreadsheet would run as a formula neutralised.
 */

export const CSV_BOM = '\uFEFF'

/** A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  // A leading apostrophe makes the cell plain text; the apostrophe itself is not shown.
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
