import { getDb } from '@/lib/platform/db'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { getDepartureSheet, type DepartureSheet } from '@/lib/bookings/manifest/sheet'
import { DAY, seedDeparture, TRIP } from './support/manifest-rows'
import { testOwner } from './support/staff'
import { useStorage } from './support/storage'

/**
 * The departure's manifest and rooming list as an A4 PDF, made from the sheet of the bookings
 * tests/support/manifest-rows.ts writes: its text drawn by pdftotext (every seat booked is a
 * numbered line, Tamil names included), its pages by pdftoppm, its faces by pdffonts.
 */

const renderer = path.join(process.cwd(), 'node_modules', '.cache', 'sheet-pdf', 'render.cjs')

let dir: string
let sheet: DepartureSheet
let file: string
let cleanup: () => Promise<void>

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sheet-pdf-'))
  cleanup = await useStorage('sqlite')
  await seedDeparture(await getDb())
  sheet = (await getDepartureSheet(testOwner, TRIP.id, DAY))!
  await build({
    entryPoints: [path.join(__dirname, 'support', 'render-sheet-pdf.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    alias: { 'server-only': path.join(__dirname, 'support', 'server-only-stub.ts') },
    outfile: renderer,
    logLevel: 'warning',
  })
  const pdf = execFileSync(process.execPath, [renderer], {
    input: JSON.stringify({ sheet, today: '2026-11-28' }),
    maxBuffer: 32 * 1024 * 1024,
  })
  file = path.join(dir, 'manifest.pdf')
  writeFileSync(file, pdf)
}, 60_000)
afterAll(async () => {
  await cleanup()
  rmSync(dir, { recursive: true, force: true })
})

const pageText = (page: number) =>
  execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' })

describe("a departure's manifest PDF", () => {
  it('is A4, the manifest first and the rooming list on its own page', () => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
    expect(info).toMatch(/Pages:\s+2/)
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/)
    expect(pageText(1)).toContain('Manifest')
    expect(pageText(2)).toContain('Rooming list')
    expect(pageText(1)).toContain('Char Dham Yatra, 8 May 2031 · page 1 of 2')
    expect(pageText(2)).toContain('Char Dham Yatra, 8 May 2031 · page 2 of 2')
  })

  it('numbers one line per seat booked, as many as the departure counts, by boarding city', () => {
    const text = pageText(1)
    expect(text).toContain(`Travellers: ${sheet.seats.booked}`)
    expect(text).toContain('Seats: 40 offered · 3 held · 29 left')
    const numbered = text
      .split('\n')
      .map((line) => /^\s*(\d+)\s{2,}\S/.exec(line)?.[1])
      .filter(Boolean)
      .map(Number)
    expect(numbered).toEqual(Array.from({ length: sheet.seats.booked }, (_, index) => index + 1))
    const cities = ['Chennai · 3 travellers', 'Madurai · 4 travellers', 'No boarding city · 1 traveller']
    expect(cities.map((city) => text.indexOf(city))).toEqual(
      [...cities.map((city) => text.indexOf(city))].sort((a, b) => a - b),
    )
    expect(cities.every((city) => text.includes(city))).toBe(true)
    expect(text).toContain('Name to come')
    expect(text).toContain('lower berth')
  })

  it('draws Tamil names in the Tamil face', () => {
    expect(pageText(1)).toContain('சுந்தரம்')
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/Tamil/i)
  })

  it('lists the rooms with the crowded one marked and those with no room', () => {
    const text = pageText(2)
    expect(text).toContain('2 rooms · 2 without a room')
    expect(text).toContain('Check: 3 travellers in a twin room')
    expect(text).toContain('No room yet')
  })

  it('draws its pages as images', () => {
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(dir, 'page')])
    expect(readdirSync(dir).filter((entry) => entry.endsWith('.png'))).toHaveLength(2)
  })
})
