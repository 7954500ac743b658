import 'server-only'
import type { TimeOfDay } from '@/lib/catalog/seed/scenes'

/**
 * The painter's toolbox: seeded randomness, colour, the time-of-day palettes, and the
 * pieces every scene is made of (sky, ridges, peaks, water, trees, boats). Everything is
 * drawn as SVG strings in a w×h frame and is deterministic for a given random source.
 */

// Deterministic randomness ------------------------------------------------------------

export type Rng = () => number

export function mulberry32(seed: number): Rng {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng()
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]
export const n = (value: number) => (Math.round(value * 10) / 10).toString()

// Colour ---------------------------------------------------------------------------------

export type Rgb = [number, number, number]

export function toRgb(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

export function toHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a)
  const y = toRgb(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

/** Rotates the hue in YIQ space, which keeps lightness and is cheap. */
export function rotateHue(hex: string, degrees: number): string {
  const [r, g, b] = toRgb(hex)
  const y = 0.299 * r + 0.587 * g + 0.114 * b
  const i = 0.596 * r - 0.274 * g - 0.322 * b
  const q = 0.211 * r - 0.523 * g + 0.312 * b
  const a = (degrees * Math.PI) / 180
  const i2 = i * Math.cos(a) - q * Math.sin(a)
  const q2 = i * Math.sin(a) + q * Math.cos(a)
  return toHex([y + 0.956 * i2 + 0.621 * q2, y - 0.272 * i2 - 0.647 * q2, y - 1.106 * i2 + 1.703 * q2])
}

export interface Palette {
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

export const PALETTES: Record<TimeOfDay, Palette> = {
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

export const MATERIAL = {
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

export interface Scene {
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
  /** Paints the choice's `view` (the place behind a window or a table) into a rectangle. */
  view: (x: number, y: number, w: number, h: number) => string
}

/** A material at a depth: far things fade into the haze, everything darkens with the light. */
export function paint(s: Scene, base: string, depth: number): string {
  return mix(mix(base, s.pal.ground, s.pal.shade), s.haze, (1 - depth) * 0.6)
}

export function linearGradient(s: Scene, stops: [number, string, number?][], vertical = true): string {
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

export function radialGradient(s: Scene, color: string, innerOpacity: number): string {
  const id = s.nextId('r')
  s.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  )
  return `url(#${id})`
}

export function sky(s: Scene): string {
  const fill = linearGradient(s, [
    [0, s.pal.skyTop],
    [0.55, s.pal.skyMid],
    [1, s.pal.skyLow],
  ])
  // The flat base shows wherever a motif leaves a gap between the horizon and its shore.
  return `<rect width="${s.w}" height="${s.h}" fill="${s.pal.skyLow}"/><rect width="${s.w}" height="${n(s.horizon + 2)}" fill="${fill}"/>`
}

export function celestial(s: Scene): string {
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

export function clouds(s: Scene, count: number): string {
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

export function birds(s: Scene, count: number): string {
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
export function ridgePoints(s: Scene, baseY: number, amplitude: number, roughness: number): [number, number][] {
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

export const polyline = (points: [number, number][]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')

/** The ridge filled down to the bottom edge. */
export function ridge(s: Scene, baseY: number, amplitude: number, color: string, roughness = 0.15): string {
  return `<path d="M0,${s.h} L${polyline(ridgePoints(s, baseY, amplitude, roughness))} L${s.w},${s.h} Z" fill="${color}"/>`
}

/** Jagged peaks with a lit face, a shaded face and a snow cap. */
export function peaks(
  s: Scene,
  baseY: number,
  count: number,
  maxHeight: number,
  depth: number,
  snowLine = 0.4,
): string {
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

export function water(s: Scene, top: number, tint: string = s.pal.water): string {
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
export function reflect(s: Scene, art: string, top: number, opacity = 0.35): string {
  const clip = s.nextId('c')
  s.defs.push(`<clipPath id="${clip}"><rect y="${n(top)}" width="${s.w}" height="${n(s.h - top)}"/></clipPath>`)
  return `<g clip-path="url(#${clip})" opacity="${opacity}"><g transform="translate(0 ${n(top * 2)}) scale(1 -1)">${art}</g></g>`
}

export function palm(s: Scene, x: number, baseY: number, height: number, lean: number, color: string): string {
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

export function pine(x: number, baseY: number, height: number, color: string): string {
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

export function roundTree(s: Scene, x: number, baseY: number, height: number, color: string): string {
  const r = height * 0.32
  let out = `<rect x="${n(x - height * 0.03)}" y="${n(baseY - height * 0.5)}" width="${n(height * 0.06)}" height="${n(height * 0.5)}" fill="${color}"/>`
  for (let i = 0; i < 4; i++) {
    out += `<circle cx="${n(x + between(s.rng, -0.6, 0.6) * r)}" cy="${n(baseY - height * 0.65 + between(s.rng, -0.3, 0.2) * r)}" r="${n(r * between(s.rng, 0.6, 0.9))}" fill="${color}"/>`
  }
  return out
}

export function boat(x: number, y: number, size: number, color: string, canopy?: string): string {
  let out = `<path d="M${n(x - size)},${n(y - size * 0.12)} Q${n(x)},${n(y + size * 0.14)} ${n(x + size)},${n(y - size * 0.16)} L${n(x + size * 0.8)},${n(y - size * 0.02)} Q${n(x)},${n(y + size * 0.1)} ${n(x - size * 0.85)},${n(y - size * 0.02)} Z" fill="${color}"/>`
  if (canopy) {
    out += `<path d="M${n(x - size * 0.35)},${n(y - size * 0.04)} Q${n(x)},${n(y - size * 0.38)} ${n(x + size * 0.35)},${n(y - size * 0.06)} Z" fill="${canopy}"/>`
  }
  return out
}

export function sailboat(x: number, y: number, size: number, hull: string, sail: string): string {
  return (
    `<path d="M${n(x - size * 0.5)},${n(y)} L${n(x + size * 0.5)},${n(y)} L${n(x + size * 0.35)},${n(y + size * 0.15)} L${n(x - size * 0.35)},${n(y + size * 0.15)} Z" fill="${hull}"/>` +
    `<path d="M${n(x)},${n(y - size * 0.05)} L${n(x)},${n(y - size)} L${n(x + size * 0.4)},${n(y - size * 0.08)} Z" fill="${sail}"/>` +
    `<path d="M${n(x - size * 0.04)},${n(y - size * 0.08)} L${n(x - size * 0.04)},${n(y - size * 0.75)} L${n(x - size * 0.32)},${n(y - size * 0.08)} Z" fill="${sail}" opacity="0.85"/>`
  )
}

export function flag(x: number, topY: number, size: number, pole: string, cloth: string): string {
  return (
    `<line x1="${n(x)}" y1="${n(topY)}" x2="${n(x)}" y2="${n(topY - size)}" stroke="${pole}" stroke-width="${n(size * 0.06)}"/>` +
    `<polygon points="${n(x)},${n(topY - size)} ${n(x + size * 0.6)},${n(topY - size * 0.82)} ${n(x)},${n(topY - size * 0.62)}" fill="${cloth}"/>`
  )
}
