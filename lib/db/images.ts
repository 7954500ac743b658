import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { getEnv } from '@/lib/env'
import { siteConfig } from '@/lib/site-config'
import { galleryArt, seedBanners, seedTrips, seedVideos, type Motif, type TimeOfDay } from './seed-data'

/**
 * The catalogue's pictures, painted as SVG and encoded to WebP with sharp, because these
 * machines cannot download photographs. Every picture is deterministic: the same file name
 * always gives the same art, so regenerating is harmless and two processes writing the same
 * file at once write identical bytes.
 */

export interface ArtJob {
  file: string
  width: number
  height: number
  motif: Motif
  time: TimeOfDay
  /** Degrees of hue rotation of the sky palette, so trips sharing a motif still differ. */
  hueShift: number
}

const SIZES = {
  trip: { width: 1200, height: 800 },
  banner: { width: 1920, height: 900 },
  gallery: { width: 800, height: 800 },
  video: { width: 1280, height: 720 },
} as const

/** Effort 2 encodes about twice as fast as the default 4, for files about 5% larger. */
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const

export function uploadsDir(dataDir: string = getEnv().DATA_DIR): string {
  return path.resolve(dataDir, 'uploads')
}

// Deterministic randomness ------------------------------------------------------------

type Rng = () => number

function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function mulberry32(seed: number): Rng {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng()
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]
const n = (value: number) => (Math.round(value * 10) / 10).toString()

// Colour ---------------------------------------------------------------------------------

type Rgb = [number, number, number]

function toRgb(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

function mix(a: string, b: string, t: number): string {
  const x = toRgb(a)
  const y = toRgb(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

/** Rotates the hue in YIQ space, which keeps lightness and is cheap. */
function rotateHue(hex: string, degrees: number): string {
  const [r, g, b] = toRgb(hex)
  const y = 0.299 * r + 0.587 * g + 0.114 * b
  const i = 0.596 * r - 0.274 * g - 0.322 * b
  const q = 0.211 * r - 0.523 * g + 0.312 * b
  const a = (degrees * Math.PI) / 180
  const i2 = i * Math.cos(a) - q * Math.sin(a)
  const q2 = i * Math.sin(a) + q * Math.cos(a)
  return toHex([y + 0.956 * i2 + 0.621 * q2, y - 0.272 * i2 - 0.647 * q2, y - 1.106 * i2 + 1.703 * q2])
}

interface Palette {
  skyTop: string
  skyMid: string
  skyLow: string
  sun: string
  /** The colour everything fades to in shadow; night scenes are nearly this colour. */
  ground: string
  water: string
  /** Lamps, diyas and lit windows. */
  accent: string
  /** How much local colours sink into `ground`: 0 at noon, near 1 at night. */
  shade: number
  /** Sun height above the horizon as a share of the sky. */
  sunHeight: number
  night: boolean
}

const PALETTES: Record<TimeOfDay, Palette> = {
  dawn: {
    skyTop: '#34406a',
    skyMid: '#b9708a',
    skyLow: '#f7b891',
    sun: '#fff0d8',
    ground: '#2a1d33',
    water: '#6e5f86',
    accent: '#ffb36b',
    shade: 0.45,
    sunHeight: 0.12,
    night: false,
  },
  morning: {
    skyTop: '#4b8fc4',
    skyMid: '#9ccfe6',
    skyLow: '#fbe6c6',
    sun: '#fffbea',
    ground: '#1e3a3b',
    water: '#3c7fa3',
    accent: '#f2c25c',
    shade: 0.15,
    sunHeight: 0.45,
    night: false,
  },
  day: {
    skyTop: '#1f6db5',
    skyMid: '#5faee2',
    skyLow: '#cdebf7',
    sun: '#ffffff',
    ground: '#17392c',
    water: '#1b86b2',
    accent: '#f4a261',
    shade: 0.05,
    sunHeight: 0.72,
    night: false,
  },
  golden: {
    skyTop: '#5a3b73',
    skyMid: '#de7c5a',
    skyLow: '#ffd27e',
    sun: '#fff3c2',
    ground: '#3a1e2a',
    water: '#b0664f',
    accent: '#ffb347',
    shade: 0.35,
    sunHeight: 0.16,
    night: false,
  },
  dusk: {
    skyTop: '#151d47',
    skyMid: '#5d3c7b',
    skyLow: '#f08b5c',
    sun: '#ffd2a2',
    ground: '#130d20',
    water: '#3b305c',
    accent: '#ffa45e',
    shade: 0.62,
    sunHeight: 0.04,
    night: false,
  },
  night: {
    skyTop: '#070b1f',
    skyMid: '#14254f',
    skyLow: '#2f4a7c',
    sun: '#f4f0dc',
    ground: '#05070f',
    water: '#0f2244',
    accent: '#ffcf70',
    shade: 0.84,
    sunHeight: 0.62,
    night: true,
  },
}

const MATERIAL = {
  stone: '#b68a5e',
  whitewash: '#efe6d6',
  granite: '#8a7d70',
  foliage: '#2f6b3a',
  palm: '#24502f',
  rock: '#6d6f7c',
  snow: '#f5f8fc',
  sand: '#e2bd84',
  grass: '#5f9140',
  tea: '#3d7f3a',
  wood: '#6b4427',
  roof: '#a7472f',
  saffron: '#f08a24',
  building: '#8e9bb0',
  glass: '#7fa6c9',
  ochre: '#c98b3a',
  karst: '#5e7a5a',
} as const

// Scene ----------------------------------------------------------------------------------

interface Scene {
  w: number
  h: number
  horizon: number
  rng: Rng
  pal: Palette
  haze: string
  sunX: number
  sunY: number
  defs: string[]
  nextId: (prefix: string) => string
}

/** A material at a depth: far things fade into the haze, everything darkens with the light. */
function paint(s: Scene, base: string, depth: number): string {
  return mix(mix(base, s.pal.ground, s.pal.shade), s.haze, (1 - depth) * 0.6)
}

function linearGradient(s: Scene, stops: [number, string, number?][], vertical = true): string {
  const id = s.nextId('g')
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"'
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
  s.defs.push(`<linearGradient id="${id}" ${dir}>${stopTags}</linearGradient>`)
  return `url(#${id})`
}

function radialGradient(s: Scene, color: string, innerOpacity: number): string {
  const id = s.nextId('r')
  s.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  )
  return `url(#${id})`
}

function sky(s: Scene): string {
  const fill = linearGradient(s, [
    [0, s.pal.skyTop],
    [0.55, s.pal.skyMid],
    [1, s.pal.skyLow],
  ])
  // The flat base shows wherever a motif leaves a gap between the horizon and its shore.
  return `<rect width="${s.w}" height="${s.h}" fill="${s.pal.skyLow}"/><rect width="${s.w}" height="${n(s.horizon + 2)}" fill="${fill}"/>`
}

function celestial(s: Scene): string {
  const r = s.h * (s.pal.night ? 0.045 : 0.06)
  const glow = radialGradient(s, s.pal.sun, s.pal.night ? 0.35 : 0.6)
  let out = `<circle cx="${n(s.sunX)}" cy="${n(s.sunY)}" r="${n(r * 5)}" fill="${glow}"/>`
  if (s.pal.night) {
    // A crescent reads as "moon" at a glance; a full disc could be a sun.
    out += `<path d="M${n(s.sunX)},${n(s.sunY - r)} A${n(r)},${n(r)} 0 1 0 ${n(s.sunX)},${n(s.sunY + r)} A${n(r * 0.55)},${n(r)} 0 1 1 ${n(s.sunX)},${n(s.sunY - r)} Z" fill="${s.pal.sun}"/>`
    for (let i = 0; i < 70; i++) {
      const x = s.rng() * s.w
      const y = s.rng() * s.horizon * 0.75
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(s.rng, 0.6, 1.8))}" fill="#ffffff" opacity="${n(between(s.rng, 0.3, 0.9))}"/>`
    }
  } else {
    out += `<circle cx="${n(s.sunX)}" cy="${n(s.sunY)}" r="${n(r)}" fill="${s.pal.sun}"/>`
  }
  return out
}

function clouds(s: Scene, count: number): string {
  const color = s.pal.night ? mix(s.pal.skyMid, '#ffffff', 0.15) : mix(s.pal.skyLow, '#ffffff', 0.55)
  let out = ''
  for (let c = 0; c < count; c++) {
    const cx = s.rng() * s.w
    const cy = between(s.rng, 0.12, 0.6) * s.horizon
    const span = between(s.rng, 0.08, 0.2) * s.w
    const opacity = s.pal.night ? 0.12 : between(s.rng, 0.3, 0.6)
    let puffs = ''
    for (let p = 0; p < 5; p++) {
      const px = cx + (p / 4 - 0.5) * span
      const ry = span * between(s.rng, 0.1, 0.18)
      puffs += `<ellipse cx="${n(px)}" cy="${n(cy - ry * 0.3 * Math.sin((p / 4) * Math.PI))}" rx="${n(span * 0.28)}" ry="${n(ry)}"/>`
    }
    out += `<g fill="${color}" opacity="${n(opacity)}">${puffs}</g>`
  }
  return out
}

function birds(s: Scene, count: number): string {
  if (s.pal.night) return ''
  const color = mix(s.pal.ground, s.pal.skyMid, 0.25)
  const x0 = between(s.rng, 0.15, 0.75) * s.w
  const y0 = between(s.rng, 0.2, 0.45) * s.horizon
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + between(s.rng, -0.08, 0.08) * s.w
    const y = y0 + between(s.rng, -0.06, 0.06) * s.h
    const span = between(s.rng, 0.006, 0.012) * s.w
    d += `M${n(x - span)},${n(y - span * 0.4)} Q${n(x - span * 0.4)},${n(y - span * 0.5)} ${n(x)},${n(y)} Q${n(x + span * 0.4)},${n(y - span * 0.5)} ${n(x + span)},${n(y - span * 0.4)} `
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(s.h * 0.003)}" stroke-linecap="round"/>`
}

/** A soft ridge line from a few sine waves, as points across the full width. */
function ridgePoints(s: Scene, baseY: number, amplitude: number, roughness: number): [number, number][] {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    freq: ((i + 1) * between(s.rng, 1.2, 2.6) * Math.PI * 2) / s.w,
    phase: s.rng() * Math.PI * 2,
    weight: 1 / (i + 1),
  }))
  const steps = 48
  return Array.from({ length: steps + 1 }, (_, i) => {
    const x = (s.w * i) / steps
    const wave = waves.reduce((sum, w) => sum + w.weight * Math.sin(w.freq * x + w.phase), 0) / 1.83
    return [x, baseY - amplitude * (0.5 + 0.5 * wave) - amplitude * roughness * (s.rng() - 0.5)]
  })
}

const polyline = (points: [number, number][]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')

/** The ridge filled down to the bottom edge. */
function ridge(s: Scene, baseY: number, amplitude: number, color: string, roughness = 0.15): string {
  return `<path d="M0,${s.h} L${polyline(ridgePoints(s, baseY, amplitude, roughness))} L${s.w},${s.h} Z" fill="${color}"/>`
}

/** Jagged peaks with a lit face, a shaded face and a snow cap. */
function peaks(s: Scene, baseY: number, count: number, maxHeight: number, depth: number, snowLine = 0.4): string {
  const rock = paint(s, MATERIAL.rock, depth)
  const shadow = mix(rock, s.pal.ground, 0.35)
  const snow = paint(s, MATERIAL.snow, Math.min(1, depth + 0.2))
  const snowShadow = mix(snow, s.pal.skyMid, 0.35)
  let out = ''
  const heights = Array.from({ length: count }, () => between(s.rng, 0.55, 1) * maxHeight).sort((a, b) => b - a)
  heights.forEach((height, i) => {
    const cx = ((i + between(s.rng, 0.2, 0.8)) / count) * s.w * 1.1 - s.w * 0.05
    const half = height * between(s.rng, 1.1, 1.7)
    const top = baseY - height
    const left = `${n(cx - half)},${n(baseY)} ${n(cx - half * 0.55)},${n(baseY - height * 0.45)} ${n(cx - half * 0.3)},${n(baseY - height * 0.62)} ${n(cx - half * 0.12)},${n(top + height * 0.12)}`
    const right = `${n(cx + half * 0.18)},${n(top + height * 0.2)} ${n(cx + half * 0.45)},${n(baseY - height * 0.5)} ${n(cx + half)},${n(baseY)}`
    out += `<polygon points="${left} ${n(cx)},${n(top)} ${right}" fill="${rock}"/>`
    out += `<polygon points="${n(cx)},${n(top)} ${right} ${n(cx + half * 0.05)},${n(baseY)}" fill="${shadow}"/>`
    const capY = top + height * snowLine
    const capHalf = half * snowLine * 0.9
    const jag = Array.from({ length: 6 }, (_, k) => {
      const x = cx - capHalf + ((k + 1) / 7) * capHalf * 2
      const y = capY + (k % 2 === 0 ? -1 : 1) * height * 0.05 * s.rng()
      return `${n(x)},${n(y)}`
    }).join(' ')
    out += `<polygon points="${n(cx)},${n(top)} ${n(cx - capHalf)},${n(capY)} ${jag} ${n(cx + capHalf)},${n(capY)}" fill="${snow}"/>`
    out += `<polygon points="${n(cx)},${n(top)} ${n(cx + capHalf)},${n(capY)} ${n(cx + capHalf * 0.2)},${n(capY + height * 0.03)}" fill="${snowShadow}"/>`
  })
  return out
}

function water(s: Scene, top: number, tint: string = s.pal.water): string {
  const fill = linearGradient(s, [
    [0, mix(s.pal.skyLow, tint, 0.45)],
    [1, mix(tint, s.pal.ground, 0.45)],
  ])
  let out = `<rect y="${n(top)}" width="${s.w}" height="${n(s.h - top)}" fill="${fill}"/>`
  const shimmer = mix(s.pal.skyLow, '#ffffff', 0.4)
  let d = ''
  for (let i = 0; i < 26; i++) {
    const y = top + (s.h - top) * Math.pow(s.rng(), 1.4)
    const x = s.rng() * s.w
    const len = between(s.rng, 0.02, 0.12) * s.w * ((y - top) / (s.h - top) + 0.3)
    d += `M${n(x)},${n(y)} h${n(len)} `
  }
  out += `<path d="${d}" stroke="${shimmer}" stroke-width="${n(s.h * 0.0025)}" opacity="0.35" stroke-linecap="round"/>`
  if (s.sunY < top) {
    let glint = ''
    for (let i = 0; i < 14; i++) {
      const y = top + (s.h - top) * (i / 14) + s.rng() * 4
      const half = s.h * 0.01 * (1 + i * 0.5) * between(s.rng, 0.4, 1)
      glint += `M${n(s.sunX - half)},${n(y)} h${n(half * 2)} `
    }
    out += `<path d="${glint}" stroke="${s.pal.sun}" stroke-width="${n(s.h * 0.004)}" opacity="${s.pal.night ? 0.35 : 0.55}" stroke-linecap="round"/>`
  }
  return out
}

/** Mirrors the given art in the water below `top`, the cheap trick that sells a lake. */
function reflect(s: Scene, art: string, top: number, opacity = 0.35): string {
  const clip = s.nextId('c')
  s.defs.push(`<clipPath id="${clip}"><rect y="${n(top)}" width="${s.w}" height="${n(s.h - top)}"/></clipPath>`)
  return `<g clip-path="url(#${clip})" opacity="${opacity}"><g transform="translate(0 ${n(top * 2)}) scale(1 -1)">${art}</g></g>`
}

function palm(s: Scene, x: number, baseY: number, height: number, lean: number, color: string): string {
  const topX = x + lean * height
  const topY = baseY - height
  let out = `<path d="M${n(x)},${n(baseY)} Q${n(x + lean * height * 0.15)},${n(baseY - height * 0.55)} ${n(topX)},${n(topY)}" fill="none" stroke="${color}" stroke-width="${n(height * 0.045)}" stroke-linecap="round"/>`
  const fronds = 8
  for (let i = 0; i < fronds; i++) {
    const angle = Math.PI * (1.05 + (i / (fronds - 1)) * 0.9) + between(s.rng, -0.12, 0.12)
    const len = height * between(s.rng, 0.32, 0.45)
    const ex = topX + Math.cos(angle) * len
    const ey = topY + Math.sin(angle) * len * 0.55 + len * 0.35
    const mx = (topX + ex) / 2
    const my = (topY + ey) / 2 - len * 0.22
    const width = len * 0.12
    out += `<path d="M${n(topX)},${n(topY)} Q${n(mx)},${n(my - width)} ${n(ex)},${n(ey)} Q${n(mx)},${n(my + width)} ${n(topX)},${n(topY)} Z" fill="${color}"/>`
  }
  return out
}

function pine(x: number, baseY: number, height: number, color: string): string {
  const w = height * 0.36
  let points = ''
  for (let tier = 0; tier < 3; tier++) {
    const bottom = baseY - height * 0.1 - tier * height * 0.27
    const top = bottom - height * 0.42
    const half = w * (1 - tier * 0.25)
    points += `<polygon points="${n(x - half)},${n(bottom)} ${n(x)},${n(top)} ${n(x + half)},${n(bottom)}"/>`
  }
  return `<g fill="${color}">${points}<rect x="${n(x - height * 0.03)}" y="${n(baseY - height * 0.12)}" width="${n(height * 0.06)}" height="${n(height * 0.12)}"/></g>`
}

function roundTree(s: Scene, x: number, baseY: number, height: number, color: string): string {
  const r = height * 0.32
  let out = `<rect x="${n(x - height * 0.03)}" y="${n(baseY - height * 0.5)}" width="${n(height * 0.06)}" height="${n(height * 0.5)}" fill="${color}"/>`
  for (let i = 0; i < 4; i++) {
    out += `<circle cx="${n(x + between(s.rng, -0.6, 0.6) * r)}" cy="${n(baseY - height * 0.65 + between(s.rng, -0.3, 0.2) * r)}" r="${n(r * between(s.rng, 0.6, 0.9))}" fill="${color}"/>`
  }
  return out
}

function boat(x: number, y: number, size: number, color: string, canopy?: string): string {
  let out = `<path d="M${n(x - size)},${n(y - size * 0.12)} Q${n(x)},${n(y + size * 0.14)} ${n(x + size)},${n(y - size * 0.16)} L${n(x + size * 0.8)},${n(y - size * 0.02)} Q${n(x)},${n(y + size * 0.1)} ${n(x - size * 0.85)},${n(y - size * 0.02)} Z" fill="${color}"/>`
  if (canopy) {
    out += `<path d="M${n(x - size * 0.35)},${n(y - size * 0.04)} Q${n(x)},${n(y - size * 0.38)} ${n(x + size * 0.35)},${n(y - size * 0.06)} Z" fill="${canopy}"/>`
  }
  return out
}

function sailboat(x: number, y: number, size: number, hull: string, sail: string): string {
  return (
    `<path d="M${n(x - size * 0.5)},${n(y)} L${n(x + size * 0.5)},${n(y)} L${n(x + size * 0.35)},${n(y + size * 0.15)} L${n(x - size * 0.35)},${n(y + size * 0.15)} Z" fill="${hull}"/>` +
    `<path d="M${n(x)},${n(y - size * 0.05)} L${n(x)},${n(y - size)} L${n(x + size * 0.4)},${n(y - size * 0.08)} Z" fill="${sail}"/>` +
    `<path d="M${n(x - size * 0.04)},${n(y - size * 0.08)} L${n(x - size * 0.04)},${n(y - size * 0.75)} L${n(x - size * 0.32)},${n(y - size * 0.08)} Z" fill="${sail}" opacity="0.85"/>`
  )
}

function flag(x: number, topY: number, size: number, pole: string, cloth: string): string {
  return (
    `<line x1="${n(x)}" y1="${n(topY)}" x2="${n(x)}" y2="${n(topY - size)}" stroke="${pole}" stroke-width="${n(size * 0.06)}"/>` +
    `<polygon points="${n(x)},${n(topY - size)} ${n(x + size * 0.6)},${n(topY - size * 0.82)} ${n(x)},${n(topY - size * 0.62)}" fill="${cloth}"/>`
  )
}

// Buildings ----------------------------------------------------------------------------

/** A South Indian temple tower: stepped tiers, a barrel-vaulted crown with kalasams. */
function gopuram(s: Scene, x: number, baseY: number, width: number, height: number, depth: number): string {
  const body = paint(s, MATERIAL.stone, depth)
  const light = paint(s, MATERIAL.whitewash, depth)
  const dark = mix(body, s.pal.ground, 0.55)
  const gold = paint(s, '#e0b040', depth)
  const baseH = height * 0.2
  let out = `<rect x="${n(x - width / 2)}" y="${n(baseY - baseH)}" width="${n(width)}" height="${n(baseH)}" fill="${body}"/>`
  out += `<path d="M${n(x - width * 0.12)},${n(baseY)} V${n(baseY - baseH * 0.7)} Q${n(x)},${n(baseY - baseH * 0.95)} ${n(x + width * 0.12)},${n(baseY - baseH * 0.7)} V${n(baseY)} Z" fill="${dark}"/>`
  const tiers = 6
  const towerH = height * 0.68
  const tierH = towerH / tiers
  let y = baseY - baseH
  for (let i = 0; i < tiers; i++) {
    const bottomW = width * (0.94 - i * 0.1)
    const topW = bottomW - width * 0.08
    out += `<polygon points="${n(x - bottomW / 2)},${n(y)} ${n(x - topW / 2)},${n(y - tierH)} ${n(x + topW / 2)},${n(y - tierH)} ${n(x + bottomW / 2)},${n(y)}" fill="${body}"/>`
    out += `<rect x="${n(x - bottomW / 2)}" y="${n(y - tierH * 0.14)}" width="${n(bottomW)}" height="${n(tierH * 0.12)}" fill="${light}" opacity="0.55"/>`
    const niches = Math.max(3, Math.round(bottomW / (width * 0.14)))
    for (let k = 0; k < niches; k++) {
      const nx = x - topW / 2 + ((k + 0.5) / niches) * topW
      out += `<rect x="${n(nx - width * 0.018)}" y="${n(y - tierH * 0.78)}" width="${n(width * 0.036)}" height="${n(tierH * 0.5)}" fill="${dark}" opacity="0.7"/>`
    }
    y -= tierH
  }
  const crownW = width * 0.42
  const crownH = height * 0.08
  out += `<path d="M${n(x - crownW / 2)},${n(y)} Q${n(x - crownW / 2)},${n(y - crownH * 1.3)} ${n(x)},${n(y - crownH)} Q${n(x + crownW / 2)},${n(y - crownH * 1.3)} ${n(x + crownW / 2)},${n(y)} Z" fill="${body}"/>`
  for (let k = 0; k < 5; k++) {
    const kx = x - crownW * 0.36 + (k / 4) * crownW * 0.72
    const ky = y - crownH * 1.12
    out += `<path d="M${n(kx)},${n(ky - height * 0.045)} Q${n(kx + width * 0.02)},${n(ky - height * 0.01)} ${n(kx)},${n(ky)} Q${n(kx - width * 0.02)},${n(ky - height * 0.01)} ${n(kx)},${n(ky - height * 0.045)} Z" fill="${gold}"/>`
  }
  return out
}

/** A North Indian temple: a curved spire with an amalaka and a saffron flag over a hall. */
function shikhara(s: Scene, x: number, baseY: number, width: number, height: number, depth: number): string {
  const body = paint(s, MATERIAL.whitewash, depth)
  const shade = mix(body, s.pal.ground, 0.25)
  const hallH = height * 0.28
  const hallW = width * 1.7
  const towerBase = baseY - hallH
  let out = `<rect x="${n(x - hallW / 2)}" y="${n(towerBase)}" width="${n(hallW)}" height="${n(hallH)}" fill="${body}"/>`
  for (let k = 0; k < 5; k++) {
    const px = x - hallW / 2 + ((k + 0.5) / 5) * hallW
    out += `<rect x="${n(px - width * 0.05)}" y="${n(towerBase + hallH * 0.3)}" width="${n(width * 0.1)}" height="${n(hallH * 0.7)}" fill="${shade}"/>`
  }
  const domeR = width * 0.3
  out += `<path d="M${n(x - hallW / 2 + domeR * 0.4)},${n(towerBase)} a${n(domeR)},${n(domeR)} 0 0 1 ${n(domeR * 2)},0 Z" fill="${body}"/>`
  const top = baseY - height
  out += `<path d="M${n(x - width / 2)},${n(towerBase)} C${n(x - width / 2)},${n(top + height * 0.35)} ${n(x - width * 0.18)},${n(top + height * 0.1)} ${n(x)},${n(top + height * 0.06)} C${n(x + width * 0.18)},${n(top + height * 0.1)} ${n(x + width / 2)},${n(top + height * 0.35)} ${n(x + width / 2)},${n(towerBase)} Z" fill="${body}"/>`
  out += `<path d="M${n(x)},${n(top + height * 0.06)} C${n(x + width * 0.18)},${n(top + height * 0.1)} ${n(x + width / 2)},${n(top + height * 0.35)} ${n(x + width / 2)},${n(towerBase)} L${n(x + width * 0.1)},${n(towerBase)} Z" fill="${shade}"/>`
  out += `<ellipse cx="${n(x)}" cy="${n(top + height * 0.05)}" rx="${n(width * 0.16)}" ry="${n(height * 0.025)}" fill="${shade}"/>`
  out += flag(x, top + height * 0.03, height * 0.16, shade, paint(s, MATERIAL.saffron, Math.min(1, depth + 0.3)))
  return out
}

function karst(s: Scene, x: number, baseY: number, width: number, height: number, color: string): string {
  const lean = between(s.rng, -0.15, 0.15) * width
  return `<path d="M${n(x - width / 2)},${n(baseY)} C${n(x - width * 0.6)},${n(baseY - height * 0.7)} ${n(x - width * 0.3 + lean)},${n(baseY - height)} ${n(x + lean)},${n(baseY - height)} C${n(x + width * 0.35 + lean)},${n(baseY - height)} ${n(x + width * 0.6)},${n(baseY - height * 0.6)} ${n(x + width / 2)},${n(baseY)} Z" fill="${color}"/>`
}

/** Windows on a block: lit at dusk and night, glinting glass by day. */
function windows(s: Scene, x: number, y: number, w: number, h: number): string {
  const lit = s.pal.night || s.pal.shade > 0.5
  const color = lit ? s.pal.accent : mix(MATERIAL.glass, '#ffffff', 0.3)
  const cols = Math.max(2, Math.floor(w / (s.h * 0.018)))
  const rows = Math.max(3, Math.floor(h / (s.h * 0.025)))
  const cw = w / cols
  const rh = h / rows
  let d = ''
  for (let r = 1; r < rows - 1; r++) {
    for (let c = 0; c < cols; c++) {
      if (s.rng() < (lit ? 0.45 : 0.25))
        d += `M${n(x + c * cw + cw * 0.25)},${n(y + r * rh)} h${n(cw * 0.5)} v${n(rh * 0.45)} h${n(-cw * 0.5)} Z `
    }
  }
  return d ? `<path d="${d}" fill="${color}" opacity="${lit ? 0.85 : 0.35}"/>` : ''
}

function skylineRow(s: Scene, baseY: number, maxHeight: number, depth: number, withWindows: boolean): string {
  const color = paint(s, MATERIAL.building, depth)
  let out = ''
  let x = -s.w * 0.02
  while (x < s.w) {
    const w = between(s.rng, 0.03, 0.07) * s.w
    const h = between(s.rng, 0.25, 1) * maxHeight
    out += `<rect x="${n(x)}" y="${n(baseY - h)}" width="${n(w)}" height="${n(h)}" fill="${color}"/>`
    if (s.rng() < 0.25) {
      out += `<polygon points="${n(x)},${n(baseY - h)} ${n(x + w / 2)},${n(baseY - h - w * 0.6)} ${n(x + w)},${n(baseY - h)}" fill="${color}"/>`
    }
    if (withWindows) out += windows(s, x, baseY - h, w, h)
    x += w + between(s.rng, 0, 0.01) * s.w
  }
  return out
}

/** One landmark per skyline: a needle tower, twin towers or three towers under a deck. */
function landmark(s: Scene, x: number, baseY: number, height: number, depth: number): string {
  const color = paint(s, MATERIAL.glass, depth)
  const kind = pick(s.rng, ['needle', 'twin', 'deck'] as const)
  if (kind === 'needle') {
    const w = height * 0.14
    let points = `${n(x - w / 2)},${n(baseY)}`
    for (let k = 1; k <= 6; k++) {
      const half = (w / 2) * (1 - k / 7)
      const y = baseY - (height * 0.8 * k) / 6
      points += ` ${n(x - half - w * 0.03)},${n(y + height * 0.02)} ${n(x - half)},${n(y)}`
    }
    points += ` ${n(x)},${n(baseY - height)}`
    for (let k = 6; k >= 1; k--) {
      const half = (w / 2) * (1 - k / 7)
      const y = baseY - (height * 0.8 * k) / 6
      points += ` ${n(x + half)},${n(y)} ${n(x + half + w * 0.03)},${n(y + height * 0.02)}`
    }
    points += ` ${n(x + w / 2)},${n(baseY)}`
    return `<polygon points="${points}" fill="${color}"/>`
  }
  if (kind === 'twin') {
    let out = ''
    for (const dx of [-1, 1]) {
      const tx = x + dx * height * 0.09
      const w = height * 0.1
      out += `<path d="M${n(tx - w / 2)},${n(baseY)} V${n(baseY - height * 0.7)} L${n(tx - w * 0.3)},${n(baseY - height * 0.8)} L${n(tx)},${n(baseY - height * (dx < 0 ? 1 : 0.98))} L${n(tx + w * 0.3)},${n(baseY - height * 0.8)} L${n(tx + w / 2)},${n(baseY - height * 0.7)} V${n(baseY)} Z" fill="${color}"/>`
    }
    out += `<rect x="${n(x - height * 0.06)}" y="${n(baseY - height * 0.48)}" width="${n(height * 0.12)}" height="${n(height * 0.03)}" fill="${color}"/>`
    return out
  }
  let out = ''
  for (let k = -1; k <= 1; k++) {
    const tx = x + k * height * 0.22
    out += `<polygon points="${n(tx - height * 0.07)},${n(baseY)} ${n(tx - height * 0.05)},${n(baseY - height * 0.7)} ${n(tx + height * 0.05)},${n(baseY - height * 0.7)} ${n(tx + height * 0.07)},${n(baseY)}" fill="${color}"/>`
  }
  out += `<path d="M${n(x - height * 0.36)},${n(baseY - height * 0.7)} L${n(x + height * 0.4)},${n(baseY - height * 0.72)} L${n(x + height * 0.36)},${n(baseY - height * 0.77)} L${n(x - height * 0.34)},${n(baseY - height * 0.76)} Z" fill="${color}"/>`
  return out
}

// Motifs -------------------------------------------------------------------------------

interface MotifSpec {
  /** Horizon height as a share of the image height. */
  horizon: number
  /** Times that suit the subject; a trip's three pictures walk through this list. */
  times: TimeOfDay[]
  draw: (s: Scene) => string
}

const MOTIFS: Record<Motif, MotifSpec> = {
  gopuram: {
    horizon: 0.72,
    times: ['golden', 'morning', 'dusk', 'day'],
    draw: (s) => {
      let out = ridge(s, s.horizon, s.h * 0.08, paint(s, MATERIAL.foliage, 0.2))
      const mainX = between(s.rng, 0.35, 0.65) * s.w
      const ground = s.horizon + s.h * 0.08
      const wall = paint(s, MATERIAL.stone, 0.6)
      out += `<rect y="${n(ground - s.h * 0.06)}" width="${s.w}" height="${n(s.h * 0.06)}" fill="${wall}"/>`
      const secondX = mainX + (s.rng() < 0.5 ? -1 : 1) * between(s.rng, 0.25, 0.35) * s.w
      out += gopuram(s, secondX, ground - s.h * 0.02, s.h * 0.22, s.h * 0.36, 0.5)
      out += gopuram(s, mainX, ground, s.h * 0.34, s.h * 0.62, 0.85)
      const palmColor = paint(s, MATERIAL.palm, 0.9)
      out += `<rect y="${n(ground)}" width="${s.w}" height="${n(s.h - ground)}" fill="${paint(s, MATERIAL.sand, 0.9)}"/>`
      for (let i = 0; i < 3; i++) {
        const x = s.rng() < 0.5 ? between(s.rng, 0, 0.18) * s.w : between(s.rng, 0.82, 1) * s.w
        out += palm(s, x, ground + s.h * 0.03, s.h * between(s.rng, 0.35, 0.5), between(s.rng, -0.25, 0.25), palmColor)
      }
      const tankTop = ground + s.h * 0.07
      if (s.rng() < 0.6) {
        const temple = gopuram(s, mainX, ground, s.h * 0.34, s.h * 0.62, 0.85)
        out += water(s, tankTop, mix(s.pal.water, MATERIAL.foliage, 0.3))
        out += reflect(s, temple, tankTop, 0.3)
        out += `<rect y="${n(tankTop - s.h * 0.012)}" width="${s.w}" height="${n(s.h * 0.012)}" fill="${paint(s, MATERIAL.granite, 0.9)}"/>`
      }
      return out + birds(s, 5)
    },
  },
  shikhara: {
    horizon: 0.7,
    times: ['dawn', 'golden', 'morning', 'dusk'],
    draw: (s) => {
      let out = ridge(s, s.horizon - s.h * 0.05, s.h * 0.16, paint(s, MATERIAL.foliage, 0.15))
      out += ridge(s, s.horizon + s.h * 0.02, s.h * 0.1, paint(s, MATERIAL.foliage, 0.4))
      const byTheSea = s.rng() < 0.45
      const ground = s.horizon + s.h * 0.1
      const mainX = between(s.rng, 0.38, 0.62) * s.w
      out += shikhara(s, mainX + s.h * 0.34, ground - s.h * 0.01, s.h * 0.12, s.h * 0.3, 0.6)
      out += shikhara(s, mainX, ground, s.h * 0.2, s.h * 0.56, 0.85)
      out += `<rect y="${n(ground)}" width="${s.w}" height="${n(s.h - ground)}" fill="${paint(s, MATERIAL.stone, 0.9)}"/>`
      if (byTheSea) {
        out += water(s, ground + s.h * 0.05)
      } else {
        const tree = paint(s, MATERIAL.foliage, 0.95)
        for (let i = 0; i < 4; i++) {
          const x = i < 2 ? between(s.rng, 0, 0.2) * s.w : between(s.rng, 0.8, 1) * s.w
          out += roundTree(s, x, s.h * 1.02, s.h * between(s.rng, 0.3, 0.45), tree)
        }
      }
      return out + birds(s, 6)
    },
  },
  ghats: {
    horizon: 0.5,
    times: ['dawn', 'dusk', 'night', 'golden'],
    draw: (s) => {
      const bank = s.horizon + s.h * 0.14
      let skyline = ''
      let x = -s.w * 0.02
      while (x < s.w) {
        const w = between(s.rng, 0.05, 0.1) * s.w
        const h = between(s.rng, 0.08, 0.2) * s.h
        const color = paint(s, pick(s.rng, [MATERIAL.ochre, MATERIAL.whitewash, MATERIAL.stone, MATERIAL.roof]), 0.55)
        skyline += `<rect x="${n(x)}" y="${n(s.horizon + s.h * 0.06 - h)}" width="${n(w)}" height="${n(h + s.h * 0.05)}" fill="${color}"/>`
        skyline += windows(s, x, s.horizon + s.h * 0.06 - h, w, h)
        if (s.rng() < 0.3) skyline += shikhara(s, x + w / 2, s.horizon + s.h * 0.06 - h, w * 0.5, s.h * 0.16, 0.55)
        x += w
      }
      let out = skyline
      const stepColor = paint(s, MATERIAL.stone, 0.7)
      for (let i = 0; i < 6; i++) {
        const y = s.horizon + s.h * 0.08 + i * s.h * 0.01
        out += `<rect y="${n(y)}" width="${s.w}" height="${n(s.h * 0.011)}" fill="${mix(stepColor, s.pal.ground, i % 2 === 0 ? 0.05 : 0.25)}"/>`
      }
      for (let i = 0; i < 5; i++) {
        const ux = s.rng() * s.w
        const uy = s.horizon + s.h * 0.1
        out += `<path d="M${n(ux - s.h * 0.03)},${n(uy)} Q${n(ux)},${n(uy - s.h * 0.035)} ${n(ux + s.h * 0.03)},${n(uy)} Z" fill="${paint(s, pick(s.rng, [MATERIAL.saffron, MATERIAL.roof, MATERIAL.whitewash]), 0.75)}"/>`
      }
      out += water(s, bank, mix(s.pal.water, MATERIAL.ochre, 0.15))
      out += reflect(s, skyline, bank + s.h * 0.005, 0.25)
      const boatColor = paint(s, MATERIAL.wood, 0.95)
      for (let i = 0; i < 3; i++) {
        out += boat(
          between(s.rng, 0.1, 0.9) * s.w,
          bank + s.h * between(s.rng, 0.08, 0.3),
          s.h * between(s.rng, 0.08, 0.14),
          boatColor,
          paint(s, MATERIAL.saffron, 0.9),
        )
      }
      if (s.pal.shade > 0.4) {
        const glow = radialGradient(s, s.pal.accent, 0.9)
        for (let i = 0; i < 24; i++) {
          const dx = s.rng() * s.w
          const dy = bank + (s.h - bank) * s.rng()
          out += `<circle cx="${n(dx)}" cy="${n(dy)}" r="${n(s.h * 0.012)}" fill="${glow}"/><circle cx="${n(dx)}" cy="${n(dy)}" r="${n(s.h * 0.003)}" fill="${s.pal.accent}"/>`
        }
      }
      return out + birds(s, 7)
    },
  },
  'snow-peaks': {
    horizon: 0.7,
    times: ['dawn', 'morning', 'day', 'golden'],
    draw: (s) => {
      let out = peaks(s, s.horizon, 4, s.h * 0.5, 0.45, 0.42)
      out += ridge(s, s.horizon + s.h * 0.02, s.h * 0.1, paint(s, MATERIAL.rock, 0.6))
      const templeX = between(s.rng, 0.3, 0.7) * s.w
      out += shikhara(s, templeX, s.horizon + s.h * 0.1, s.h * 0.09, s.h * 0.2, 0.8)
      out += ridge(s, s.h * 0.92, s.h * 0.08, paint(s, MATERIAL.foliage, 0.85))
      const pineColor = paint(s, MATERIAL.palm, 0.95)
      for (let i = 0; i < 7; i++) {
        const x = i < 4 ? between(s.rng, 0, 0.25) * s.w : between(s.rng, 0.75, 1) * s.w
        out += pine(x, s.h * 1.01, s.h * between(s.rng, 0.18, 0.32), pineColor)
      }
      const flagColors = [MATERIAL.saffron, '#2e6fd0', '#f5f5f0', '#d83b3b', '#3e9b4f']
      const y0 = s.h * between(s.rng, 0.55, 0.68)
      const y1 = s.h * between(s.rng, 0.5, 0.65)
      let flags = `<path d="M0,${n(y0)} Q${n(s.w / 2)},${n(Math.max(y0, y1) + s.h * 0.08)} ${s.w},${n(y1)}" fill="none" stroke="${paint(s, MATERIAL.wood, 0.9)}" stroke-width="1.5"/>`
      for (let i = 1; i < 28; i++) {
        const t = i / 28
        const fx = t * s.w
        const fy = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (Math.max(y0, y1) + s.h * 0.08) + t * t * y1
        flags += `<rect x="${n(fx - s.h * 0.008)}" y="${n(fy)}" width="${n(s.h * 0.016)}" height="${n(s.h * 0.022)}" fill="${paint(s, flagColors[i % flagColors.length], 0.95)}"/>`
      }
      return out + flags + birds(s, 4)
    },
  },
  mountains: {
    horizon: 0.62,
    times: ['morning', 'golden', 'day', 'dawn'],
    draw: (s) => {
      let out = peaks(s, s.horizon, 5, s.h * 0.3, 0.2, 0.45)
      out += ridge(s, s.horizon + s.h * 0.05, s.h * 0.12, paint(s, MATERIAL.foliage, 0.35))
      out += ridge(s, s.horizon + s.h * 0.16, s.h * 0.1, paint(s, MATERIAL.foliage, 0.6))
      const pineColor = paint(s, MATERIAL.palm, 0.75)
      for (let i = 0; i < 16; i++) {
        out += pine(
          s.rng() * s.w,
          s.horizon + s.h * between(s.rng, 0.14, 0.22),
          s.h * between(s.rng, 0.06, 0.12),
          pineColor,
        )
      }
      out += ridge(s, s.h * 0.94, s.h * 0.1, paint(s, MATERIAL.grass, 0.9))
      const hx = between(s.rng, 0.55, 0.8) * s.w
      const hy = s.h * 0.88
      const hw = s.h * 0.12
      out += `<rect x="${n(hx - hw / 2)}" y="${n(hy - hw * 0.5)}" width="${n(hw)}" height="${n(hw * 0.5)}" fill="${paint(s, MATERIAL.wood, 0.9)}"/>`
      out += `<polygon points="${n(hx - hw * 0.65)},${n(hy - hw * 0.45)} ${n(hx)},${n(hy - hw * 0.95)} ${n(hx + hw * 0.65)},${n(hy - hw * 0.45)}" fill="${paint(s, MATERIAL.roof, 0.9)}"/>`
      out += `<rect x="${n(hx - hw * 0.1)}" y="${n(hy - hw * 0.3)}" width="${n(hw * 0.2)}" height="${n(hw * 0.2)}" fill="${s.pal.shade > 0.4 ? s.pal.accent : paint(s, MATERIAL.glass, 0.9)}"/>`
      for (let i = 0; i < 5; i++) {
        out += pine(
          i < 3 ? between(s.rng, 0, 0.25) * s.w : between(s.rng, 0.85, 1) * s.w,
          s.h * 1.02,
          s.h * between(s.rng, 0.3, 0.45),
          paint(s, MATERIAL.palm, 0.98),
        )
      }
      return out + birds(s, 5)
    },
  },
  lake: {
    horizon: 0.6,
    times: ['golden', 'morning', 'dawn', 'day'],
    draw: (s) => {
      const shore = s.horizon + s.h * 0.04
      let mountains = peaks(s, s.horizon + s.h * 0.02, 3, s.h * 0.42, 0.4, 0.5)
      mountains += ridge(s, shore, s.h * 0.06, paint(s, MATERIAL.foliage, 0.55))
      const pineColor = paint(s, MATERIAL.palm, 0.7)
      for (let i = 0; i < 22; i++)
        mountains += pine(s.rng() * s.w, shore + s.h * 0.005, s.h * between(s.rng, 0.04, 0.08), pineColor)
      let out = mountains
      out += water(s, shore)
      out += reflect(s, mountains, shore, 0.4)
      const bx = between(s.rng, 0.25, 0.75) * s.w
      out += boat(bx, shore + s.h * 0.18, s.h * 0.12, paint(s, MATERIAL.wood, 0.95), paint(s, MATERIAL.roof, 0.95))
      return out + birds(s, 5)
    },
  },
  'tea-hills': {
    horizon: 0.45,
    times: ['morning', 'golden', 'dawn', 'day'],
    draw: (s) => {
      let out = ridge(s, s.horizon, s.h * 0.1, paint(s, MATERIAL.foliage, 0.1))
      const layers = 4
      for (let l = 0; l < layers; l++) {
        const depth = 0.35 + (l / (layers - 1)) * 0.6
        const base = s.horizon + s.h * (0.1 + l * 0.15)
        const points = ridgePoints(s, base, s.h * 0.12, 0.04)
        const outline = `M0,${s.h} L${polyline(points)} L${s.w},${s.h} Z`
        const green = paint(s, MATERIAL.tea, depth)
        const clip = s.nextId('c')
        s.defs.push(`<clipPath id="${clip}"><path d="${outline}"/></clipPath>`)
        out += `<path d="${outline}" fill="${green}"/>`
        // Tea bushes are planted along the contours, so the rows repeat the hill's own curve.
        const gap = s.h * 0.016 * (0.5 + depth)
        let rows = ''
        for (let r = 1; r < 16; r++) {
          rows += `M${polyline(points.map(([x, y]) => [x, y + r * gap * (1 + r * 0.04)]))} `
        }
        out += `<path d="${rows}" clip-path="url(#${clip})" fill="none" stroke="${mix(green, s.pal.ground, 0.3)}" stroke-width="${n(gap * 0.35)}" opacity="0.8"/>`
        if (l < layers - 1) {
          const mist = linearGradient(s, [
            [0, '#ffffff', 0],
            [0.5, '#ffffff', s.pal.night ? 0.04 : 0.18],
            [1, '#ffffff', 0],
          ])
          out += `<rect y="${n(base - s.h * 0.06)}" width="${s.w}" height="${n(s.h * 0.1)}" fill="${mist}"/>`
        }
      }
      const treeColor = paint(s, MATERIAL.palm, 0.95)
      for (let i = 0; i < 3; i++) {
        const x = (i === 0 ? between(s.rng, 0.02, 0.2) : between(s.rng, 0.6, 0.98)) * s.w
        out += roundTree(s, x, s.h * 1.01, s.h * between(s.rng, 0.3, 0.45), treeColor)
      }
      return out + birds(s, 4)
    },
  },
  backwaters: {
    horizon: 0.5,
    times: ['golden', 'morning', 'dawn', 'dusk'],
    draw: (s) => {
      const bankY = s.horizon + s.h * 0.03
      let far = `<rect y="${n(s.horizon)}" width="${s.w}" height="${n(bankY - s.horizon + 1)}" fill="${paint(s, MATERIAL.palm, 0.35)}"/>`
      const farColor = paint(s, MATERIAL.palm, 0.35)
      for (let i = 0; i < 26; i++)
        far += palm(s, s.rng() * s.w, bankY, s.h * between(s.rng, 0.08, 0.16), between(s.rng, -0.3, 0.3), farColor)
      let out = far + water(s, bankY)
      out += reflect(s, far, bankY, 0.35)
      const hx = between(s.rng, 0.35, 0.65) * s.w
      const hy = bankY + s.h * 0.16
      const hw = s.h * 0.3
      const hull = paint(s, MATERIAL.wood, 0.9)
      const thatch = paint(s, MATERIAL.ochre, 0.9)
      let houseboat = `<path d="M${n(hx - hw)},${n(hy - hw * 0.08)} Q${n(hx)},${n(hy + hw * 0.12)} ${n(hx + hw)},${n(hy - hw * 0.12)} L${n(hx + hw * 0.85)},${n(hy)} Q${n(hx)},${n(hy + hw * 0.14)} ${n(hx - hw * 0.9)},${n(hy)} Z" fill="${hull}"/>`
      houseboat += `<path d="M${n(hx - hw * 0.7)},${n(hy - hw * 0.04)} Q${n(hx - hw * 0.7)},${n(hy - hw * 0.3)} ${n(hx - hw * 0.2)},${n(hy - hw * 0.3)} L${n(hx + hw * 0.5)},${n(hy - hw * 0.28)} Q${n(hx + hw * 0.7)},${n(hy - hw * 0.27)} ${n(hx + hw * 0.7)},${n(hy - hw * 0.06)} Z" fill="${thatch}"/>`
      for (let k = 0; k < 6; k++) {
        houseboat += `<rect x="${n(hx - hw * 0.55 + k * hw * 0.2)}" y="${n(hy - hw * 0.2)}" width="${n(hw * 0.08)}" height="${n(hw * 0.1)}" fill="${s.pal.shade > 0.4 ? s.pal.accent : mix(thatch, s.pal.ground, 0.5)}"/>`
      }
      out += reflect(s, houseboat, hy + hw * 0.02, 0.3) + houseboat
      out += boat(between(s.rng, 0.1, 0.3) * s.w, bankY + s.h * 0.32, s.h * 0.08, paint(s, MATERIAL.wood, 0.95))
      const nearPalm = paint(s, MATERIAL.palm, 0.98)
      const side = s.rng() < 0.5 ? 0 : 1
      const nearBank =
        side === 0
          ? `M0,${s.h} L0,${n(s.h * 0.78)} Q${n(s.w * 0.15)},${n(s.h * 0.8)} ${n(s.w * 0.25)},${s.h} Z`
          : `M${s.w},${s.h} L${s.w},${n(s.h * 0.78)} Q${n(s.w * 0.85)},${n(s.h * 0.8)} ${n(s.w * 0.75)},${s.h} Z`
      out += `<path d="${nearBank}" fill="${nearPalm}"/>`
      for (let i = 0; i < 3; i++) {
        const x = side === 0 ? between(s.rng, 0.02, 0.15) * s.w : between(s.rng, 0.85, 0.98) * s.w
        out += palm(
          s,
          x,
          s.h * 0.95,
          s.h * between(s.rng, 0.55, 0.8),
          (side === 0 ? 1 : -1) * between(s.rng, 0.2, 0.45),
          nearPalm,
        )
      }
      return out + birds(s, 5)
    },
  },
  beach: {
    horizon: 0.55,
    times: ['day', 'golden', 'morning', 'dusk'],
    draw: (s) => {
      let out = water(s, s.horizon, mix(s.pal.water, '#1fb5b0', 0.35))
      if (s.rng() < 0.6)
        out += karst(
          s,
          between(s.rng, 0.6, 0.9) * s.w,
          s.horizon + 2,
          s.h * 0.16,
          s.h * 0.1,
          paint(s, MATERIAL.karst, 0.4),
        )
      out += sailboat(
        between(s.rng, 0.15, 0.5) * s.w,
        s.horizon + s.h * 0.04,
        s.h * 0.08,
        paint(s, MATERIAL.wood, 0.6),
        paint(s, MATERIAL.whitewash, 0.6),
      )
      const sandTop = s.h * 0.8
      const sand = paint(s, MATERIAL.sand, 0.95)
      out += `<path d="M0,${s.h} L0,${n(sandTop)} Q${n(s.w * 0.4)},${n(sandTop - s.h * 0.08)} ${n(s.w)},${n(sandTop + s.h * 0.02)} L${s.w},${s.h} Z" fill="${sand}"/>`
      const foam = mix('#ffffff', s.pal.skyLow, 0.3)
      out += `<path d="M0,${n(sandTop - s.h * 0.005)} Q${n(s.w * 0.4)},${n(sandTop - s.h * 0.085)} ${n(s.w)},${n(sandTop + s.h * 0.015)}" fill="none" stroke="${foam}" stroke-width="${n(s.h * 0.008)}" opacity="0.8"/>`
      const palmColor = paint(s, MATERIAL.palm, 0.98)
      const side = s.rng() < 0.5 ? 0 : 1
      for (let i = 0; i < 3; i++) {
        const x = side === 0 ? between(s.rng, 0.02, 0.2) * s.w : between(s.rng, 0.8, 0.98) * s.w
        out += palm(
          s,
          x,
          s.h * 0.98,
          s.h * between(s.rng, 0.55, 0.85),
          (side === 0 ? 1 : -1) * between(s.rng, 0.15, 0.4),
          palmColor,
        )
      }
      return out + birds(s, 4)
    },
  },
  island: {
    horizon: 0.5,
    times: ['day', 'golden', 'morning', 'dusk'],
    draw: (s) => {
      const lagoon = mix('#34d1c4', s.pal.ground, s.pal.shade)
      let out = water(s, s.horizon, mix(s.pal.water, '#0e7fa8', 0.4))
      const shallow = linearGradient(s, [
        [0, lagoon, 0.2],
        [1, lagoon, 0.85],
      ])
      out += `<rect y="${n(s.horizon + s.h * 0.08)}" width="${s.w}" height="${n(s.h * 0.42)}" fill="${shallow}"/>`
      const ix = between(s.rng, 0.1, 0.35) * s.w
      const iy = s.horizon + s.h * 0.06
      out += `<ellipse cx="${n(ix)}" cy="${n(iy)}" rx="${n(s.w * 0.14)}" ry="${n(s.h * 0.02)}" fill="${paint(s, MATERIAL.sand, 0.7)}"/>`
      for (let i = 0; i < 5; i++)
        out += palm(
          s,
          ix + between(s.rng, -0.1, 0.1) * s.w,
          iy,
          s.h * between(s.rng, 0.12, 0.2),
          between(s.rng, -0.3, 0.3),
          paint(s, MATERIAL.palm, 0.65),
        )
      const jettyY = s.horizon + s.h * 0.2
      const wood = paint(s, MATERIAL.wood, 0.85)
      const roof = paint(s, MATERIAL.ochre, 0.85)
      const x0 = between(s.rng, 0.35, 0.45) * s.w
      let villas = `<line x1="${n(x0)}" y1="${n(jettyY)}" x2="${s.w}" y2="${n(jettyY + s.h * 0.05)}" stroke="${wood}" stroke-width="${n(s.h * 0.008)}"/>`
      for (let k = 0; k < 5; k++) {
        const vx = x0 + k * s.w * 0.13
        const vy = jettyY + (s.h * 0.05 * (vx - x0)) / (s.w - x0) - s.h * 0.01
        const vw = s.h * 0.1
        villas += `<path d="M${n(vx - vw * 0.4)},${n(vy)} v${n(s.h * 0.05)} M${n(vx + vw * 0.4)},${n(vy)} v${n(s.h * 0.05)}" stroke="${wood}" stroke-width="${n(s.h * 0.004)}"/>`
        villas += `<rect x="${n(vx - vw / 2)}" y="${n(vy - vw * 0.4)}" width="${n(vw)}" height="${n(vw * 0.4)}" fill="${wood}"/>`
        villas += `<polygon points="${n(vx - vw * 0.65)},${n(vy - vw * 0.35)} ${n(vx)},${n(vy - vw * 0.85)} ${n(vx + vw * 0.65)},${n(vy - vw * 0.35)}" fill="${roof}"/>`
        if (s.pal.shade > 0.4)
          villas += `<rect x="${n(vx - vw * 0.2)}" y="${n(vy - vw * 0.3)}" width="${n(vw * 0.4)}" height="${n(vw * 0.18)}" fill="${s.pal.accent}"/>`
      }
      out += reflect(s, villas, jettyY + s.h * 0.05, 0.3) + villas
      return out + birds(s, 3)
    },
  },
  desert: {
    horizon: 0.6,
    times: ['golden', 'dusk', 'day', 'dawn'],
    draw: (s) => {
      let out = ridge(s, s.horizon, s.h * 0.08, paint(s, MATERIAL.sand, 0.25))
      const fx = between(s.rng, 0.2, 0.8) * s.w
      const fy = s.horizon + s.h * 0.01
      const fw = s.w * 0.3
      const fort = paint(s, MATERIAL.ochre, 0.5)
      out += `<path d="M${n(fx - fw * 0.7)},${n(fy + s.h * 0.03)} Q${n(fx)},${n(fy - s.h * 0.08)} ${n(fx + fw * 0.7)},${n(fy + s.h * 0.03)} Z" fill="${fort}"/>`
      out += `<rect x="${n(fx - fw / 2)}" y="${n(fy - s.h * 0.12)}" width="${n(fw)}" height="${n(s.h * 0.1)}" fill="${fort}"/>`
      for (let k = 0; k < 14; k++)
        out += `<rect x="${n(fx - fw / 2 + (k / 14) * fw)}" y="${n(fy - s.h * 0.135)}" width="${n(fw / 28)}" height="${n(s.h * 0.016)}" fill="${fort}"/>`
      for (let k = 0; k < 4; k++) {
        const tx = fx - fw / 2 + (k / 3) * fw
        out += `<rect x="${n(tx - s.h * 0.022)}" y="${n(fy - s.h * 0.17)}" width="${n(s.h * 0.044)}" height="${n(s.h * 0.16)}" fill="${fort}"/>`
        out += `<path d="M${n(tx - s.h * 0.028)},${n(fy - s.h * 0.17)} a${n(s.h * 0.028)},${n(s.h * 0.028)} 0 0 1 ${n(s.h * 0.056)},0 Z" fill="${fort}"/>`
      }
      out += windows(s, fx - fw / 2, fy - s.h * 0.12, fw, s.h * 0.1)
      const duneColors = [0.55, 0.75, 0.95]
      duneColors.forEach((depth, i) => {
        const base = s.horizon + s.h * (0.1 + i * 0.12)
        const color = paint(s, MATERIAL.sand, depth)
        const crest = base - s.h * between(s.rng, 0.06, 0.12)
        const cx = between(s.rng, 0.2, 0.8) * s.w
        out += `<path d="M0,${n(base)} Q${n(cx * 0.5)},${n(base - s.h * 0.02)} ${n(cx)},${n(crest)} Q${n(cx + (s.w - cx) * 0.5)},${n(base + s.h * 0.02)} ${s.w},${n(base - s.h * 0.03)} L${s.w},${s.h} L0,${s.h} Z" fill="${color}"/>`
        out += `<path d="M${n(cx)},${n(crest)} Q${n(cx + (s.w - cx) * 0.5)},${n(base + s.h * 0.02)} ${s.w},${n(base - s.h * 0.03)} L${s.w},${s.h} L${n(cx + s.w * 0.1)},${s.h} Z" fill="${mix(color, s.pal.ground, 0.18)}"/>`
        if (i === 1) {
          const camel = paint(s, MATERIAL.wood, 0.95)
          for (let c = 0; c < 3; c++) {
            const x = cx - s.w * 0.06 * (c + 1)
            const t = (x / Math.max(cx, 1)) ** 2
            const y = base + (crest - base) * t
            const k = s.h * 0.045
            out += `<path d="M${n(x - k)},${n(y)} L${n(x - k * 0.9)},${n(y - k * 0.8)} Q${n(x - k * 0.5)},${n(y - k * 1.5)} ${n(x - k * 0.1)},${n(y - k * 0.9)} Q${n(x + k * 0.3)},${n(y - k * 1.4)} ${n(x + k * 0.6)},${n(y - k * 0.9)} L${n(x + k * 1.05)},${n(y - k * 1.5)} L${n(x + k * 1.2)},${n(y - k * 1.35)} L${n(x + k * 0.8)},${n(y - k * 0.7)} L${n(x + k * 0.8)},${n(y)} L${n(x + k * 0.65)},${n(y)} L${n(x + k * 0.6)},${n(y - k * 0.55)} L${n(x - k * 0.6)},${n(y - k * 0.55)} L${n(x - k * 0.75)},${n(y)} Z" fill="${camel}"/>`
          }
        }
      })
      return out + birds(s, 3)
    },
  },
  skyline: {
    horizon: 0.62,
    times: ['dusk', 'night', 'golden', 'day'],
    draw: (s) => {
      const shore = s.horizon + s.h * 0.04
      let city = skylineRow(s, shore, s.h * 0.18, 0.3, false)
      city += landmark(s, between(s.rng, 0.3, 0.7) * s.w, shore, s.h * between(s.rng, 0.42, 0.55), 0.6)
      city += skylineRow(s, shore, s.h * 0.12, 0.75, true)
      let out = city + water(s, shore)
      out += reflect(s, city, shore, 0.35)
      out += `<rect y="${n(s.h * 0.93)}" width="${s.w}" height="${n(s.h * 0.07)}" fill="${paint(s, MATERIAL.granite, 0.95)}"/>`
      const lamp = s.pal.shade > 0.4 ? s.pal.accent : paint(s, MATERIAL.granite, 0.95)
      for (let i = 0; i < 6; i++) {
        const lx = ((i + 0.5) / 6) * s.w
        out += `<line x1="${n(lx)}" y1="${n(s.h * 0.93)}" x2="${n(lx)}" y2="${n(s.h * 0.84)}" stroke="${paint(s, MATERIAL.granite, 1)}" stroke-width="2"/><circle cx="${n(lx)}" cy="${n(s.h * 0.84)}" r="${n(s.h * 0.007)}" fill="${lamp}"/>`
      }
      return out + birds(s, 3)
    },
  },
  'old-town': {
    horizon: 0.6,
    times: ['golden', 'morning', 'dusk', 'night'],
    draw: (s) => {
      let out = peaks(s, s.horizon - s.h * 0.1, 4, s.h * 0.25, 0.15, 0.55)
      const bank = s.horizon + s.h * 0.08
      let town = ''
      let x = -s.w * 0.02
      const colors = ['#e3c9a0', '#d98e6a', '#efe1c6', '#b9c7a5', '#e7b96b']
      const spireAt = between(s.rng, 0.3, 0.7) * s.w
      while (x < s.w) {
        const w = between(s.rng, 0.045, 0.075) * s.w
        const h = between(s.rng, 0.1, 0.17) * s.h
        const top = bank - h
        const wall = paint(s, pick(s.rng, colors), 0.75)
        town += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/>`
        town += `<polygon points="${n(x - w * 0.04)},${n(top)} ${n(x + w / 2)},${n(top - w * 0.55)} ${n(x + w * 1.04)},${n(top)}" fill="${paint(s, MATERIAL.roof, 0.75)}"/>`
        town += windows(s, x, top, w, h)
        if (Math.abs(x - spireAt) < w) {
          const sw = w * 0.7
          town += `<rect x="${n(x + w / 2 - sw / 2)}" y="${n(top - s.h * 0.2)}" width="${n(sw)}" height="${n(s.h * 0.2)}" fill="${wall}"/>`
          town += `<polygon points="${n(x + w / 2 - sw * 0.6)},${n(top - s.h * 0.2)} ${n(x + w / 2)},${n(top - s.h * 0.36)} ${n(x + w / 2 + sw * 0.6)},${n(top - s.h * 0.2)}" fill="${paint(s, '#4f6b73', 0.75)}"/>`
        }
        x += w
      }
      out += town
      const bridgeY = bank + s.h * 0.02
      const stone = paint(s, MATERIAL.granite, 0.85)
      let bridge = `<rect y="${n(bridgeY - s.h * 0.03)}" width="${s.w}" height="${n(s.h * 0.05)}" fill="${stone}"/>`
      const arches = 5
      for (let k = 0; k < arches; k++) {
        const ax = ((k + 0.5) / arches) * s.w
        const aw = (s.w / arches) * 0.36
        bridge += `<path d="M${n(ax - aw)},${n(bridgeY + s.h * 0.02)} Q${n(ax)},${n(bridgeY - s.h * 0.05)} ${n(ax + aw)},${n(bridgeY + s.h * 0.02)} Z" fill="${mix(stone, s.pal.ground, 0.5)}"/>`
      }
      out += water(s, bridgeY + s.h * 0.02)
      out += reflect(s, town + bridge, bridgeY + s.h * 0.02, 0.3) + bridge
      return out + birds(s, 5)
    },
  },
  pagoda: {
    horizon: 0.62,
    times: ['dusk', 'golden', 'morning', 'night'],
    draw: (s) => {
      const shore = s.horizon + s.h * 0.05
      let out = ''
      for (let i = 0; i < 4; i++)
        out += karst(
          s,
          s.rng() * s.w,
          s.horizon + 2,
          s.h * between(s.rng, 0.1, 0.2),
          s.h * between(s.rng, 0.12, 0.28),
          paint(s, MATERIAL.karst, 0.25 + i * 0.08),
        )
      let temple = ''
      const px = between(s.rng, 0.3, 0.7) * s.w
      const gold = paint(s, '#d8a640', 0.75)
      const ph = s.h * 0.5
      const half = s.h * 0.065
      // A Khmer-style prang: a corn-cob spire on a stepped plinth, ringed by bands.
      temple += `<rect x="${n(px - half * 1.5)}" y="${n(shore - ph * 0.12)}" width="${n(half * 3)}" height="${n(ph * 0.12)}" fill="${gold}"/>`
      temple += `<path d="M${n(px - half)},${n(shore - ph * 0.12)} C${n(px - half * 1.05)},${n(shore - ph * 0.6)} ${n(px - half * 0.35)},${n(shore - ph * 0.88)} ${n(px)},${n(shore - ph * 0.95)} C${n(px + half * 0.35)},${n(shore - ph * 0.88)} ${n(px + half * 1.05)},${n(shore - ph * 0.6)} ${n(px + half)},${n(shore - ph * 0.12)} Z" fill="${gold}"/>`
      let bands = ''
      for (let k = 1; k < 7; k++) {
        const y = shore - ph * (0.12 + k * 0.11)
        const w = half * (1 - Math.pow(k / 7.6, 2))
        bands += `M${n(px - w)},${n(y)} h${n(w * 2)} `
      }
      temple += `<path d="${bands}" stroke="${mix(gold, s.pal.ground, 0.4)}" stroke-width="${n(s.h * 0.005)}"/>`
      const hallX = px + (s.rng() < 0.5 ? -1 : 1) * s.w * 0.2
      const roofRed = paint(s, MATERIAL.roof, 0.75)
      const hallW = s.h * 0.3
      temple += `<rect x="${n(hallX - hallW / 2)}" y="${n(shore - s.h * 0.08)}" width="${n(hallW)}" height="${n(s.h * 0.08)}" fill="${paint(s, MATERIAL.whitewash, 0.75)}"/>`
      for (let k = 0; k < 3; k++) {
        const ry = shore - s.h * 0.08 - k * s.h * 0.05
        const rw = hallW * (0.7 - k * 0.15)
        temple += `<path d="M${n(hallX - rw)},${n(ry)} L${n(hallX - rw * 1.1)},${n(ry - s.h * 0.02)} L${n(hallX)},${n(ry - s.h * 0.1)} L${n(hallX + rw * 1.1)},${n(ry - s.h * 0.02)} L${n(hallX + rw)},${n(ry)} Z" fill="${k % 2 === 0 ? roofRed : gold}"/>`
      }
      out += temple + water(s, shore)
      out += reflect(s, temple, shore, 0.35)
      out += boat(
        between(s.rng, 0.15, 0.85) * s.w,
        shore + s.h * 0.2,
        s.h * 0.1,
        paint(s, MATERIAL.wood, 0.95),
        paint(s, '#2f7fbf', 0.95),
      )
      const palmColor = paint(s, MATERIAL.palm, 0.98)
      out += palm(s, between(s.rng, 0, 0.1) * s.w, s.h * 1.02, s.h * 0.7, 0.3, palmColor)
      out += palm(s, between(s.rng, 0.9, 1) * s.w, s.h * 1.02, s.h * 0.6, -0.3, palmColor)
      return out + birds(s, 4)
    },
  },
  stupa: {
    horizon: 0.66,
    times: ['morning', 'golden', 'dawn', 'day'],
    draw: (s) => {
      let out = ridge(s, s.horizon, s.h * 0.1, paint(s, MATERIAL.foliage, 0.2))
      const rx = between(s.rng, 0.6, 0.85) * s.w
      out += `<path d="M${n(rx - s.h * 0.22)},${n(s.horizon + 2)} C${n(rx - s.h * 0.2)},${n(s.horizon - s.h * 0.2)} ${n(rx - s.h * 0.15)},${n(s.horizon - s.h * 0.3)} ${n(rx - s.h * 0.05)},${n(s.horizon - s.h * 0.31)} L${n(rx + s.h * 0.1)},${n(s.horizon - s.h * 0.3)} C${n(rx + s.h * 0.16)},${n(s.horizon - s.h * 0.2)} ${n(rx + s.h * 0.2)},${n(s.horizon - s.h * 0.1)} ${n(rx + s.h * 0.26)},${n(s.horizon + 2)} Z" fill="${paint(s, MATERIAL.rock, 0.35)}"/>`
      const ground = s.horizon + s.h * 0.12
      out += ridge(s, ground, s.h * 0.05, paint(s, MATERIAL.foliage, 0.6))
      const sx = between(s.rng, 0.25, 0.45) * s.w
      const r = s.h * 0.15
      const white = paint(s, MATERIAL.whitewash, 0.85)
      const base = ground + s.h * 0.02
      out += `<rect x="${n(sx - r * 1.5)}" y="${n(base - s.h * 0.03)}" width="${n(r * 3)}" height="${n(s.h * 0.04)}" fill="${mix(white, s.pal.ground, 0.15)}"/>`
      out += `<path d="M${n(sx - r * 1.15)},${n(base - s.h * 0.03)} C${n(sx - r * 1.15)},${n(base - r * 1.6)} ${n(sx + r * 1.15)},${n(base - r * 1.6)} ${n(sx + r * 1.15)},${n(base - s.h * 0.03)} Z" fill="${white}"/>`
      out += `<rect x="${n(sx - r * 0.22)}" y="${n(base - r * 1.48)}" width="${n(r * 0.44)}" height="${n(r * 0.25)}" fill="${white}"/>`
      out += `<polygon points="${n(sx - r * 0.14)},${n(base - r * 1.48)} ${n(sx)},${n(base - r * 2.5)} ${n(sx + r * 0.14)},${n(base - r * 1.48)}" fill="${paint(s, '#d8a640', 0.85)}"/>`
      const palmColor = paint(s, MATERIAL.palm, 0.95)
      out += `<rect y="${n(base)}" width="${s.w}" height="${n(s.h - base)}" fill="${paint(s, MATERIAL.grass, 0.9)}"/>`
      for (let i = 0; i < 4; i++) {
        const x = i < 2 ? between(s.rng, 0, 0.15) * s.w : between(s.rng, 0.85, 1) * s.w
        out += palm(s, x, s.h * 1.01, s.h * between(s.rng, 0.4, 0.6), between(s.rng, -0.25, 0.25), palmColor)
      }
      return out + birds(s, 5)
    },
  },
  terraces: {
    horizon: 0.42,
    times: ['morning', 'golden', 'day', 'dawn'],
    draw: (s) => {
      const vx = between(s.rng, 0.3, 0.7) * s.w
      const vh = s.h * 0.26
      const vw = vh * 2.4
      const top = s.horizon - vh
      const foot = s.horizon + s.h * 0.12
      let out = `<path d="M${n(vx - vw)},${n(foot)} Q${n(vx - vw * 0.25)},${n(s.horizon - vh * 0.3)} ${n(vx - vh * 0.12)},${n(top)} L${n(vx + vh * 0.12)},${n(top + vh * 0.02)} Q${n(vx + vw * 0.25)},${n(s.horizon - vh * 0.3)} ${n(vx + vw)},${n(foot)} Z" fill="${paint(s, MATERIAL.rock, 0.2)}"/>`
      out += ridge(s, s.horizon + s.h * 0.04, s.h * 0.06, paint(s, MATERIAL.foliage, 0.3))
      const bands = 8
      for (let b = 0; b < bands; b++) {
        const depth = 0.4 + (b / bands) * 0.6
        const y = s.horizon + s.h * 0.07 + b * s.h * 0.07
        const points = ridgePoints(s, y, s.h * 0.05, 0.02)
        const green = paint(s, b % 2 === 0 ? MATERIAL.grass : MATERIAL.tea, depth)
        out += `<path d="M0,${s.h} L${polyline(points)} L${s.w},${s.h} Z" fill="${green}"/>`
        // The bright rim is the flooded edge of each paddy catching the sky.
        out += `<path d="M${polyline(points)}" fill="none" stroke="${mix(s.pal.skyLow, '#ffffff', 0.3)}" stroke-width="${n(s.h * 0.005)}" opacity="0.55"/>`
      }
      const palmColor = paint(s, MATERIAL.palm, 0.8)
      for (let i = 0; i < 6; i++) {
        out += palm(
          s,
          s.rng() * s.w,
          s.horizon + s.h * between(s.rng, 0.2, 0.55),
          s.h * between(s.rng, 0.15, 0.28),
          between(s.rng, -0.2, 0.2),
          palmColor,
        )
      }
      // A Balinese split gate: one stepped tower cut in half, the halves apart.
      const gx = s.rng() < 0.5 ? s.w * 0.14 : s.w * 0.86
      const gate = paint(s, MATERIAL.granite, 0.98)
      const steps = 7
      const gh = s.h * 0.5
      const gw = s.h * 0.14
      const gap = gw * 0.35
      let blocks = ''
      for (let k = 0; k < steps; k++) {
        const bw = gw * (1 - k * 0.11)
        const bh = gh / steps
        const y = s.h - (k + 1) * bh
        blocks += `<rect x="${n(gx - gap / 2 - bw)}" y="${n(y)}" width="${n(bw)}" height="${n(bh * 0.92)}"/>`
        blocks += `<rect x="${n(gx + gap / 2)}" y="${n(y)}" width="${n(bw)}" height="${n(bh * 0.92)}"/>`
        blocks += `<rect x="${n(gx - gap / 2 - bw * 1.06)}" y="${n(y + bh * 0.82)}" width="${n(bw * 1.06)}" height="${n(bh * 0.18)}"/>`
        blocks += `<rect x="${n(gx + gap / 2)}" y="${n(y + bh * 0.82)}" width="${n(bw * 1.06)}" height="${n(bh * 0.18)}"/>`
      }
      out += `<g fill="${gate}">${blocks}</g>`
      return out + birds(s, 5)
    },
  },
}

// Composition --------------------------------------------------------------------------

export function composeSvg(job: ArtJob): string {
  const rng = mulberry32(hashString(job.file))
  const spec = MOTIFS[job.motif]
  const base = PALETTES[job.time]
  const pal: Palette = {
    ...base,
    skyTop: rotateHue(base.skyTop, job.hueShift),
    skyMid: rotateHue(base.skyMid, job.hueShift),
    skyLow: rotateHue(base.skyLow, job.hueShift * 0.5),
    water: rotateHue(base.water, job.hueShift * 0.5),
  }
  const { width: w, height: h } = job
  const horizon = h * (spec.horizon + between(rng, -0.03, 0.03))
  let counter = 0
  const s: Scene = {
    w,
    h,
    horizon,
    rng,
    pal,
    haze: mix(pal.skyLow, pal.skyMid, 0.3),
    sunX: w * between(rng, 0.2, 0.8),
    sunY: horizon - horizon * pal.sunHeight,
    defs: [],
    nextId: (prefix) => `${prefix}${counter++}`,
  }
  const scene = sky(s) + celestial(s) + clouds(s, 3 + Math.floor(rng() * 3)) + spec.draw(s)
  const flip = rng() < 0.5 ? ` transform="translate(${w} 0) scale(-1 1)"` : ''
  // Edge shading keeps overlaid headings and card text calm. Linear, because a full-frame
  // radial gradient doubled the render time of a picture in librsvg.
  const top = linearGradient(s, [
    [0, '#000000', 0.16],
    [1, '#000000', 0],
  ])
  const bottom = linearGradient(s, [
    [0, '#000000', 0],
    [1, '#000000', 0.26],
  ])
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${s.defs.join('')}</defs>` +
    `<g${flip}>${scene}</g>` +
    `<rect width="${w}" height="${n(h * 0.22)}" fill="${top}"/>` +
    `<rect y="${n(h * 0.55)}" width="${w}" height="${n(h * 0.45)}" fill="${bottom}"/>` +
    `</svg>`
  )
}

async function renderWebp(job: ArtJob): Promise<Buffer> {
  return sharp(Buffer.from(composeSvg(job)))
    .webp(WEBP_OPTIONS)
    .toBuffer()
}

// The catalogue's jobs -------------------------------------------------------------------

function hueShiftFor(key: string): number {
  return (hashString(key) % 41) - 20
}

/** Every picture the seed names, with the art that belongs to it. */
export function catalogArtJobs(): ArtJob[] {
  const jobs: ArtJob[] = []
  for (const trip of seedTrips) {
    const times = MOTIFS[trip.art.motif].times
    const start = hashString(trip.slug) % times.length
    trip.images.forEach((file, i) => {
      jobs.push({
        file,
        ...SIZES.trip,
        motif: trip.art.motif,
        time: times[(start + i) % times.length],
        hueShift: hueShiftFor(trip.slug),
      })
    })
  }
  for (const banner of seedBanners) {
    jobs.push({ file: banner.image, ...SIZES.banner, ...banner.art, hueShift: hueShiftFor(banner.image) })
  }
  for (const video of seedVideos) {
    jobs.push({ file: video.thumbnail, ...SIZES.video, ...video.art, hueShift: hueShiftFor(video.thumbnail) })
  }
  siteConfig.galleryImages.forEach((file, i) => {
    const art = galleryArt[i % galleryArt.length]
    jobs.push({ file, ...SIZES.gallery, ...art, hueShift: hueShiftFor(file) })
  })
  return jobs
}

let jobIndex: Map<string, ArtJob> | undefined
function jobFor(file: string): ArtJob | undefined {
  jobIndex ??= new Map(catalogArtJobs().map((job) => [job.file, job]))
  return jobIndex.get(file)
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file)
    return true
  } catch {
    return false
  }
}

/** Temp file plus rename, so a reader never sees half a picture. */
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true })
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await fs.writeFile(temp, data)
    await fs.rename(temp, target)
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  }
}

/** Generations in flight in this process, so concurrent requests for one file share one render. */
const inFlight = new Map<string, Promise<void>>()

function generate(root: string, job: ArtJob, force: boolean): Promise<void> {
  const target = path.join(root, job.file)
  const key = `${target}|${force}`
  const running = inFlight.get(key)
  if (running) return running
  const work = (async () => {
    if (!force && (await exists(target))) return
    await writeAtomically(target, await renderWebp(job))
  })().finally(() => inFlight.delete(key))
  inFlight.set(key, work)
  return work
}

/**
 * Writes every catalogue picture under `root` (skipping files that exist unless `force`).
 * Runs as many renders at once as there are cores; sharp itself is single-threaded here.
 */
export async function generateCatalogImages(
  root: string = uploadsDir(),
  options: { force?: boolean } = {},
): Promise<{ files: number; ms: number }> {
  const started = performance.now()
  const jobs = catalogArtJobs()
  const queue = [...jobs]
  const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await generate(root, job, options.force ?? false)
  })
  await Promise.all(workers)
  return { files: jobs.length, ms: Math.round(performance.now() - started) }
}

/**
 * Makes sure one catalogue picture exists, rendering it on demand. Returns false when the
 * file name is not one the catalogue knows, so the caller answers 404.
 */
export async function ensureCatalogImage(file: string, root: string = uploadsDir()): Promise<boolean> {
  const job = jobFor(file)
  if (!job) return false
  await generate(root, job, false)
  return true
}
