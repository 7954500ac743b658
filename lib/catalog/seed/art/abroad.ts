import 'server-only'
import { karst, windows } from './buildings'
import {
  MATERIAL,
  between,
  birds,
  mix,
  n,
  paint,
  palm,
  peaks,
  pine,
  radialGradient,
  reflect,
  ridge,
  water,
  type Scene,
} from './core'
import type { ScenePainter } from './landscapes'

/** The landmarks of the international trips, each drawn so it reads at card size. */

/** A row of plain towers along a base line, for a city behind its landmark. */
function towers(s: Scene, baseY: number, maxHeight: number, depth: number, lit: boolean, avoid?: [number, number]) {
  const color = paint(s, MATERIAL.building, depth)
  let out = ''
  let x = -s.w * 0.02
  while (x < s.w) {
    const w = between(s.rng, 0.025, 0.055) * s.w
    const inGap = avoid && x + w > avoid[0] && x < avoid[1]
    const h = between(s.rng, 0.3, 1) * maxHeight * (inGap ? 0.45 : 1)
    out += `<rect x="${n(x)}" y="${n(baseY - h)}" width="${n(w)}" height="${n(h + 1)}" fill="${color}"/>`
    if (lit) out += windows(s, x, baseY - h, w, h)
    x += w + between(s.rng, 0.002, 0.012) * s.w
  }
  return out
}

/** Street lamps and a railing along the bottom edge: a waterfront promenade. */
function promenade(s: Scene, y: number): string {
  let out = `<rect y="${n(y)}" width="${s.w}" height="${n(s.h - y)}" fill="${paint(s, MATERIAL.granite, 0.95)}"/>`
  const lamp = s.pal.shade > 0.4 ? s.pal.accent : paint(s, MATERIAL.whitewash, 0.95)
  const pole = paint(s, '#2b2f38', 1)
  for (let i = 0; i < 5; i++) {
    const lx = ((i + 0.5) / 5) * s.w
    out += `<line x1="${n(lx)}" y1="${n(y)}" x2="${n(lx)}" y2="${n(y - s.h * 0.1)}" stroke="${pole}" stroke-width="${n(s.h * 0.005)}"/><circle cx="${n(lx)}" cy="${n(y - s.h * 0.1)}" r="${n(s.h * 0.009)}" fill="${lamp}"/>`
  }
  return out + `<rect y="${n(y - s.h * 0.025)}" width="${s.w}" height="${n(s.h * 0.004)}" fill="${pole}"/>`
}

/** A palm leaning in from each side edge: a frame for a landmark in a warm country. */
function framingPalms(s: Scene, left: number, right: number, lean: number): string {
  const color = paint(s, MATERIAL.palm, 0.98)
  return (
    palm(s, s.w * 0.05, s.h * 1.02, s.h * left, lean, color) +
    palm(s, s.w * 0.95, s.h * 1.02, s.h * right, -lean, color)
  )
}

/** Dunes in three bands, lit side and shade side. */
function dunes(s: Scene, from: number): string {
  let out = ''
  ;[0.55, 0.75, 0.95].forEach((depth, i) => {
    const base = from + s.h * (0.06 + i * 0.12)
    const color = paint(s, MATERIAL.sand, depth)
    const crest = base - s.h * between(s.rng, 0.06, 0.12)
    const cx = between(s.rng, 0.2, 0.8) * s.w
    out += `<path d="M0,${n(base)} Q${n(cx * 0.5)},${n(base - s.h * 0.02)} ${n(cx)},${n(crest)} Q${n(cx + (s.w - cx) * 0.5)},${n(base + s.h * 0.02)} ${s.w},${n(base - s.h * 0.03)} L${s.w},${s.h} L0,${s.h} Z" fill="${color}"/>`
    out += `<path d="M${n(cx)},${n(crest)} Q${n(cx + (s.w - cx) * 0.5)},${n(base + s.h * 0.02)} ${s.w},${n(base - s.h * 0.03)} L${s.w},${s.h} L${n(cx + s.w * 0.1)},${s.h} Z" fill="${mix(color, s.pal.ground, 0.18)}"/>`
  })
  return out
}

function camel(x: number, y: number, k: number, color: string): string {
  return `<path d="M${n(x - k)},${n(y)} L${n(x - k * 0.9)},${n(y - k * 0.8)} Q${n(x - k * 0.5)},${n(y - k * 1.5)} ${n(x - k * 0.1)},${n(y - k * 0.9)} Q${n(x + k * 0.3)},${n(y - k * 1.4)} ${n(x + k * 0.6)},${n(y - k * 0.9)} L${n(x + k * 1.05)},${n(y - k * 1.5)} L${n(x + k * 1.2)},${n(y - k * 1.35)} L${n(x + k * 0.8)},${n(y - k * 0.7)} L${n(x + k * 0.8)},${n(y)} L${n(x + k * 0.65)},${n(y)} L${n(x + k * 0.6)},${n(y - k * 0.55)} L${n(x - k * 0.6)},${n(y - k * 0.55)} L${n(x - k * 0.75)},${n(y)} Z" fill="${color}"/>`
}

/** The Burj Khalifa: a Y-plan needle whose wings step back in a spiral up to the spire. */
function burjKhalifa(s: Scene, x: number, baseY: number, height: number): string {
  const lit = paint(s, '#c9d6e2', 0.8)
  const shade = mix(lit, s.pal.ground, 0.35)
  const half = height * 0.065
  // Each setback: [height share, half-width share]; the wings stop one after another.
  const steps: [number, number][] = [
    [0, 1],
    [0.2, 0.86],
    [0.33, 0.72],
    [0.45, 0.58],
    [0.56, 0.45],
    [0.65, 0.33],
    [0.73, 0.22],
    [0.8, 0.13],
  ]
  let left = ''
  let right = ''
  steps.forEach(([at, w], k) => {
    const next = steps[k + 1]?.[0] ?? 0.86
    const y0 = baseY - height * at
    const y1 = baseY - height * next
    const l = k % 3 === 0 ? 1 : 0.8
    const r = k % 3 === 1 ? 1 : 0.85
    left += ` ${n(x - half * w * l)},${n(y0)} ${n(x - half * w * l)},${n(y1)}`
    right = ` ${n(x + half * w * r)},${n(y1)} ${n(x + half * w * r)},${n(y0)}` + right
  })
  const spireTop = baseY - height
  const body = `<polygon points="${left} ${n(x - half * 0.06)},${n(baseY - height * 0.86)} ${n(x)},${n(spireTop)} ${n(x + half * 0.06)},${n(baseY - height * 0.86)}${right}" fill="${lit}"/>`
  // The shaded half, and a central rib that catches the light.
  const shadeHalf = `<polygon points="${n(x)},${n(spireTop)} ${n(x + half * 0.06)},${n(baseY - height * 0.86)}${right} ${n(x)},${n(baseY)}" fill="${shade}"/>`
  const rib = `<line x1="${n(x - half * 0.12)}" y1="${n(baseY)}" x2="${n(x - half * 0.02)}" y2="${n(baseY - height * 0.84)}" stroke="${mix(lit, '#ffffff', 0.5)}" stroke-width="${n(half * 0.1)}"/>`
  let bands = ''
  if (s.pal.shade > 0.4) {
    for (let k = 1; k < 30; k++) {
      const y = baseY - height * 0.8 * (k / 30)
      const w = half * (1 - (k / 30) * 0.85)
      bands += `M${n(x - w * 0.8)},${n(y)} h${n(w * 1.6)} `
    }
    bands = `<path d="${bands}" stroke="${s.pal.accent}" stroke-width="${n(height * 0.003)}" opacity="0.55"/>`
  }
  return body + shadeHalf + rib + bands
}

/** Marina Bay Sands: three slightly splayed towers under the long SkyPark boat. */
function marinaBaySands(s: Scene, x: number, baseY: number, height: number): string {
  const color = paint(s, '#d5dde6', 0.85)
  const shade = mix(color, s.pal.ground, 0.3)
  const gap = height * 0.36
  const tw = height * 0.19
  let out = ''
  for (let k = -1; k <= 1; k++) {
    const tx = x + k * gap
    // Each tower is two leaning slabs meeting at the top, wider at the foot.
    out += `<polygon points="${n(tx - tw * 0.75)},${n(baseY)} ${n(tx - tw * 0.5)},${n(baseY - height * 0.86)} ${n(tx)},${n(baseY - height * 0.86)} ${n(tx)},${n(baseY)}" fill="${color}"/>`
    out += `<polygon points="${n(tx)},${n(baseY)} ${n(tx)},${n(baseY - height * 0.86)} ${n(tx + tw * 0.5)},${n(baseY - height * 0.86)} ${n(tx + tw * 0.6)},${n(baseY)}" fill="${shade}"/>`
    out += windows(s, tx - tw * 0.55, baseY - height * 0.84, tw * 1.05, height * 0.8)
  }
  const deckY = baseY - height * 0.86
  const left = x - gap - tw * 0.9
  const right = x + gap + tw * 2.1
  out += `<path d="M${n(left)},${n(deckY - height * 0.02)} Q${n(x)},${n(deckY - height * 0.1)} ${n(right)},${n(deckY - height * 0.075)} L${n(right - tw * 0.2)},${n(deckY - height * 0.025)} Q${n(x)},${n(deckY - height * 0.035)} ${n(left + tw * 0.2)},${n(deckY + height * 0.02)} Z" fill="${color}"/>`
  out += `<path d="M${n(left + tw * 0.3)},${n(deckY - height * 0.045)} Q${n(x)},${n(deckY - height * 0.11)} ${n(right - tw * 0.4)},${n(deckY - height * 0.09)}" stroke="${paint(s, MATERIAL.foliage, 0.85)}" stroke-width="${n(height * 0.012)}" fill="none"/>`
  return out
}

/** The ArtScience Museum: a white lotus of tapering petals on the waterfront. */
function lotusMuseum(s: Scene, x: number, baseY: number, size: number): string {
  const color = paint(s, MATERIAL.whitewash, 0.8)
  let out = ''
  for (let k = -3; k <= 3; k++) {
    const a = (k / 3) * 0.9
    const tipX = x + Math.sin(a) * size * 1.1
    const tipY = baseY - size * (0.55 + Math.cos(a) * 0.55)
    out += `<path d="M${n(x - size * 0.18)},${n(baseY)} Q${n(x + Math.sin(a) * size * 0.3)},${n(baseY - size * 0.6)} ${n(tipX)},${n(tipY)} Q${n(x + Math.sin(a) * size * 0.6)},${n(baseY - size * 0.2)} ${n(x + size * 0.18)},${n(baseY)} Z" fill="${k % 2 === 0 ? color : mix(color, s.pal.ground, 0.15)}"/>`
  }
  return out
}

function cityScene(s: Scene, landmark: (shore: number) => string, cityHeight: number, avoid: [number, number]) {
  const shore = s.horizon + s.h * 0.04
  let city = towers(s, shore, s.h * cityHeight, 0.3, false, avoid)
  city += landmark(shore)
  let out = city + water(s, shore)
  out += reflect(s, city, shore, 0.35)
  return { out, shore }
}

export const ABROAD = {
  'burj-khalifa': {
    horizon: 0.7,
    draw: (s) => {
      const x = s.w * between(s.rng, 0.45, 0.55)
      const shore = s.horizon + s.h * 0.04
      const height = s.h * 0.8
      let city = towers(s, shore, s.h * 0.16, 0.35, s.pal.shade > 0.4, [x - s.h * 0.12, x + s.h * 0.12])
      city += burjKhalifa(s, x, shore, height)
      city += towers(s, shore, s.h * 0.07, 0.7, s.pal.shade > 0.4, [x - s.h * 0.08, x + s.h * 0.08])
      let out = city + water(s, shore, mix(s.pal.water, '#2a6f9e', 0.3))
      out += reflect(s, city, shore, 0.3)
      if (s.pal.shade > 0.4) {
        const glow = radialGradient(s, '#bfe4ff', 0.7)
        for (let k = 0; k < 5; k++)
          out += `<ellipse cx="${n(x + (k - 2) * s.h * 0.06)}" cy="${n(shore + s.h * 0.05)}" rx="${n(s.h * 0.02)}" ry="${n(s.h * 0.08)}" fill="${glow}"/>`
      }
      out += framingPalms(s, 0.42, 0.36, 0.25)
      return out + birds(s, 3)
    },
  },
  'marina-bay-sands': {
    horizon: 0.66,
    draw: (s) => {
      const x = s.w * 0.5
      const height = s.h * 0.5
      const { out: scene, shore } = cityScene(s, (base) => marinaBaySands(s, x, base, height), 0.2, [
        x - height * 0.6,
        x + height * 0.8,
      ])
      let out = scene
      out += lotusMuseum(s, x - height * 1.05, shore + s.h * 0.01, s.h * 0.06)
      if (s.pal.shade > 0.4) {
        const beam = paint(s, s.pal.accent, 1)
        out += `<path d="M${n(x)},${n(shore - height * 0.95)} L${n(x - s.w * 0.25)},0 M${n(x)},${n(shore - height * 0.95)} L${n(x + s.w * 0.2)},0" stroke="${beam}" stroke-width="${n(s.h * 0.004)}" opacity="0.35"/>`
      }
      out += promenade(s, s.h * 0.93)
      return out + birds(s, 3)
    },
  },
  merlion: {
    horizon: 0.6,
    draw: (s) => {
      const shore = s.horizon + s.h * 0.04
      const far = s.w * 0.72
      let city = towers(s, shore, s.h * 0.12, 0.25, s.pal.shade > 0.4, [far - s.h * 0.25, far + s.h * 0.3])
      city += marinaBaySands(s, far, shore, s.h * 0.22)
      let out = city + water(s, shore)
      out += reflect(s, city, shore, 0.3)
      // The Merlion: a lion's head with a scalloped mane on a fish's body, spouting water.
      const mx = s.w * 0.3
      const base = s.h * 0.9
      const size = s.h * 0.3
      const stone = paint(s, '#eef0ee', 0.95)
      const shade = mix(stone, '#8a8f96', 0.55)
      out += `<rect x="${n(mx - size * 0.5)}" y="${n(base)}" width="${n(size * 1.0)}" height="${n(s.h - base)}" fill="${paint(s, MATERIAL.granite, 0.95)}"/>`
      out += `<path d="M${n(mx - size * 0.35)},${n(base)} C${n(mx - size * 0.5)},${n(base - size * 0.5)} ${n(mx - size * 0.2)},${n(base - size * 0.8)} ${n(mx)},${n(base - size * 0.95)} L${n(mx + size * 0.25)},${n(base - size * 0.7)} C${n(mx + size * 0.1)},${n(base - size * 0.4)} ${n(mx + size * 0.3)},${n(base - size * 0.15)} ${n(mx + size * 0.35)},${n(base)} Z" fill="${stone}"/>`
      // Fish-scale tail curling up behind.
      out += `<path d="M${n(mx - size * 0.3)},${n(base - size * 0.1)} C${n(mx - size * 0.75)},${n(base - size * 0.2)} ${n(mx - size * 0.75)},${n(base - size * 0.55)} ${n(mx - size * 0.55)},${n(base - size * 0.6)} C${n(mx - size * 0.65)},${n(base - size * 0.45)} ${n(mx - size * 0.5)},${n(base - size * 0.3)} ${n(mx - size * 0.25)},${n(base - size * 0.3)} Z" fill="${shade}"/>`
      out += `<path d="M${n(mx - size * 0.55)},${n(base - size * 0.6)} l${n(-size * 0.12)},${n(-size * 0.12)} l${n(size * 0.16)},${n(size * 0.02)} Z" fill="${shade}"/>`
      const hx = mx + size * 0.05
      const hy = base - size * 1.02
      let mane = ''
      for (let k = 0; k < 12; k++) {
        const a = Math.PI * (0.55 + (k / 11) * 1.5)
        mane += `<circle cx="${n(hx + Math.cos(a) * size * 0.24)}" cy="${n(hy + Math.sin(a) * size * 0.24)}" r="${n(size * 0.09)}"/>`
      }
      out += `<g fill="${shade}">${mane}</g>`
      out += `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(size * 0.2)}" fill="${stone}"/>`
      // Muzzle open to the right, an eye, and the jet arcing into the bay.
      out += `<path d="M${n(hx + size * 0.1)},${n(hy - size * 0.05)} L${n(hx + size * 0.3)},${n(hy + size * 0.02)} L${n(hx + size * 0.26)},${n(hy + size * 0.07)} L${n(hx + size * 0.12)},${n(hy + size * 0.06)} L${n(hx + size * 0.24)},${n(hy + size * 0.12)} L${n(hx + size * 0.1)},${n(hy + size * 0.16)} Z" fill="${stone}"/>`
      out += `<circle cx="${n(hx + size * 0.09)}" cy="${n(hy - size * 0.05)}" r="${n(size * 0.025)}" fill="${paint(s, '#3a3a3a', 0.95)}"/>`
      const jet = mix('#ffffff', s.pal.skyLow, 0.3)
      out += `<path d="M${n(hx + size * 0.27)},${n(hy + size * 0.07)} Q${n(hx + size * 1.0)},${n(hy - size * 0.15)} ${n(hx + size * 1.35)},${n(shore + s.h * 0.12)}" stroke="${jet}" stroke-width="${n(size * 0.05)}" fill="none" opacity="0.85" stroke-linecap="round"/>`
      out += `<ellipse cx="${n(hx + size * 1.35)}" cy="${n(shore + s.h * 0.12)}" rx="${n(size * 0.18)}" ry="${n(size * 0.04)}" fill="${jet}" opacity="0.6"/>`
      return out + birds(s, 4)
    },
  },
  'petronas-towers': {
    horizon: 0.78,
    draw: (s) => {
      const base = s.horizon + s.h * 0.02
      const x = s.w * 0.5
      const height = s.h * 0.72
      let out = towers(s, base, s.h * 0.2, 0.35, s.pal.shade > 0.4, [x - s.h * 0.25, x + s.h * 0.25])
      const steel = paint(s, '#cfd6de', 0.85)
      const shade = mix(steel, s.pal.ground, 0.3)
      for (const dx of [-1, 1]) {
        const tx = x + dx * height * 0.17
        const w = height * 0.085
        // Tiers narrowing toward a pinnacle; the shaded half faces away from the sun.
        const tiers: [number, number][] = [
          [0, 1],
          [0.55, 0.9],
          [0.66, 0.78],
          [0.74, 0.64],
          [0.8, 0.5],
          [0.85, 0.36],
        ]
        tiers.forEach(([at, wf], k) => {
          const top = tiers[k + 1]?.[0] ?? 0.88
          const y0 = base - height * at
          const y1 = base - height * top
          out += `<rect x="${n(tx - w * wf)}" y="${n(y1)}" width="${n(w * wf * 2)}" height="${n(y0 - y1 + 1)}" fill="${steel}"/>`
          out += `<rect x="${n(tx)}" y="${n(y1)}" width="${n(w * wf)}" height="${n(y0 - y1 + 1)}" fill="${shade}"/>`
        })
        out += `<polygon points="${n(tx - w * 0.08)},${n(base - height * 0.88)} ${n(tx)},${n(base - height)} ${n(tx + w * 0.08)},${n(base - height * 0.88)}" fill="${steel}"/>`
        let ribs = ''
        for (let k = 1; k < 28; k++) ribs += `M${n(tx - w)},${n(base - height * 0.55 * (k / 28))} h${n(w * 2)} `
        out += `<path d="${ribs}" stroke="${s.pal.shade > 0.4 ? s.pal.accent : mix(steel, '#ffffff', 0.4)}" stroke-width="${n(height * 0.003)}" opacity="0.6"/>`
      }
      // The skybridge between them, with its two-legged support.
      const by = base - height * 0.42
      out += `<rect x="${n(x - height * 0.1)}" y="${n(by)}" width="${n(height * 0.2)}" height="${n(height * 0.02)}" fill="${steel}"/>`
      out += `<path d="M${n(x - height * 0.04)},${n(by + height * 0.02)} L${n(x - height * 0.09)},${n(by + height * 0.12)} M${n(x + height * 0.04)},${n(by + height * 0.02)} L${n(x + height * 0.09)},${n(by + height * 0.12)}" stroke="${steel}" stroke-width="${n(height * 0.008)}"/>`
      out += `<rect y="${n(base)}" width="${s.w}" height="${n(s.h - base)}" fill="${paint(s, MATERIAL.foliage, 0.9)}"/>`
      out += framingPalms(s, 0.3, 0.34, 0.2)
      return out
    },
  },
  'grand-mosque': {
    horizon: 0.62,
    draw: (s) => {
      const base = s.horizon + s.h * 0.08
      const x = s.w * 0.5
      const white = paint(s, '#f6f4ee', 0.85)
      const shade = mix(white, s.pal.ground, 0.2)
      const gold = paint(s, '#d8a640', 0.85)
      const hallW = s.h * 0.9
      let mosque = `<rect x="${n(x - hallW / 2)}" y="${n(base - s.h * 0.1)}" width="${n(hallW)}" height="${n(s.h * 0.1)}" fill="${white}"/>`
      let arches = ''
      for (let k = 0; k < 14; k++) {
        const ax = x - hallW / 2 + ((k + 0.5) / 14) * hallW
        arches += `<path d="M${n(ax - s.h * 0.018)},${n(base)} V${n(base - s.h * 0.05)} Q${n(ax)},${n(base - s.h * 0.08)} ${n(ax + s.h * 0.018)},${n(base - s.h * 0.05)} V${n(base)} Z"/>`
      }
      mosque += `<g fill="${shade}">${arches}</g>`
      const dome = (dx: number, r: number) =>
        `<rect x="${n(dx - r * 0.8)}" y="${n(base - s.h * 0.1 - r * 0.5)}" width="${n(r * 1.6)}" height="${n(r * 0.5)}" fill="${white}"/>` +
        `<path d="M${n(dx - r)},${n(base - s.h * 0.1 - r * 0.5)} C${n(dx - r)},${n(base - s.h * 0.1 - r * 1.7)} ${n(dx)},${n(base - s.h * 0.1 - r * 1.9)} ${n(dx)},${n(base - s.h * 0.1 - r * 2.2)} C${n(dx)},${n(base - s.h * 0.1 - r * 1.9)} ${n(dx + r)},${n(base - s.h * 0.1 - r * 1.7)} ${n(dx + r)},${n(base - s.h * 0.1 - r * 0.5)} Z" fill="${white}"/>` +
        `<line x1="${n(dx)}" y1="${n(base - s.h * 0.1 - r * 2.2)}" x2="${n(dx)}" y2="${n(base - s.h * 0.1 - r * 2.5)}" stroke="${gold}" stroke-width="${n(r * 0.08)}"/>`
      for (const [dx, r] of [
        [-0.36, 0.035],
        [-0.24, 0.045],
        [0.24, 0.045],
        [0.36, 0.035],
      ] as const)
        mosque += dome(x + dx * hallW, s.h * r)
      mosque += dome(x, s.h * 0.1)
      for (const dx of [-0.5, 0.5]) {
        const mx = x + dx * hallW
        const top = base - s.h * 0.48
        mosque += `<rect x="${n(mx - s.h * 0.014)}" y="${n(top)}" width="${n(s.h * 0.028)}" height="${n(base - top)}" fill="${white}"/>`
        for (const f of [0.3, 0.6])
          mosque += `<rect x="${n(mx - s.h * 0.022)}" y="${n(base - (base - top) * f)}" width="${n(s.h * 0.044)}" height="${n(s.h * 0.012)}" fill="${shade}"/>`
        mosque += `<path d="M${n(mx - s.h * 0.018)},${n(top)} Q${n(mx)},${n(top - s.h * 0.05)} ${n(mx + s.h * 0.018)},${n(top)} Z" fill="${gold}"/>`
      }
      let out = ridge(s, s.horizon + s.h * 0.02, s.h * 0.03, paint(s, MATERIAL.sand, 0.3)) + mosque
      const poolTop = base + s.h * 0.03
      out += `<rect y="${n(base)}" width="${s.w}" height="${n(s.h * 0.03)}" fill="${paint(s, MATERIAL.whitewash, 0.9)}"/>`
      out += water(s, poolTop, mix(s.pal.water, '#2f86b8', 0.5))
      out += reflect(s, mosque, poolTop, 0.4)
      out += framingPalms(s, 0.45, 0.4, 0.2)
      return out + birds(s, 3)
    },
  },
  'desert-safari': {
    horizon: 0.55,
    draw: (s) => {
      let out = ridge(s, s.horizon, s.h * 0.06, paint(s, MATERIAL.sand, 0.3))
      out += dunes(s, s.horizon)
      const ground = s.horizon + s.h * 0.3
      // A 4x4 cresting a dune, a plume of sand behind it.
      const cx = s.w * between(s.rng, 0.55, 0.7)
      const cy = ground - s.h * 0.02
      const k = s.h * 0.09
      const body = paint(s, '#f2f2f0', 0.95)
      out += `<ellipse cx="${n(cx - k * 1.8)}" cy="${n(cy - k * 0.2)}" rx="${n(k * 1.6)}" ry="${n(k * 0.5)}" fill="${paint(s, MATERIAL.sand, 0.9)}" opacity="0.7"/>`
      out += `<path d="M${n(cx - k)},${n(cy)} V${n(cy - k * 0.45)} L${n(cx - k * 0.7)},${n(cy - k * 0.5)} L${n(cx - k * 0.5)},${n(cy - k * 0.9)} L${n(cx + k * 0.5)},${n(cy - k * 0.9)} L${n(cx + k * 0.75)},${n(cy - k * 0.5)} L${n(cx + k)},${n(cy - k * 0.45)} V${n(cy)} Z" fill="${body}"/>`
      out += `<path d="M${n(cx - k * 0.42)},${n(cy - k * 0.55)} L${n(cx - k * 0.3)},${n(cy - k * 0.82)} L${n(cx + k * 0.45)},${n(cy - k * 0.82)} L${n(cx + k * 0.6)},${n(cy - k * 0.55)} Z" fill="${paint(s, MATERIAL.glass, 0.9)}"/>`
      for (const wx of [-0.6, 0.6])
        out += `<circle cx="${n(cx + wx * k)}" cy="${n(cy)}" r="${n(k * 0.22)}" fill="${paint(s, '#222222', 1)}"/>`
      const camelColor = paint(s, MATERIAL.wood, 0.9)
      for (let c = 0; c < 3; c++) out += camel(s.w * (0.14 + c * 0.09), ground + s.h * 0.06, s.h * 0.05, camelColor)
      return out + birds(s, 2)
    },
  },
  'phi-phi': {
    horizon: 0.5,
    draw: (s) => {
      let out = water(s, s.horizon, mix(s.pal.water, '#19b3a6', 0.55))
      const cliff = paint(s, MATERIAL.karst, 0.6)
      out += karst(s, s.w * 0.5, s.horizon + 2, s.h * 0.14, s.h * 0.12, paint(s, MATERIAL.karst, 0.3))
      // Sheer cliffs frame the bay on both sides, jungle on their tops.
      out += `<path d="M0,${n(s.h * 0.78)} L0,${n(s.h * 0.12)} C${n(s.w * 0.14)},${n(s.h * 0.08)} ${n(s.w * 0.22)},${n(s.h * 0.2)} ${n(s.w * 0.24)},${n(s.h * 0.35)} C${n(s.w * 0.27)},${n(s.h * 0.5)} ${n(s.w * 0.22)},${n(s.h * 0.6)} ${n(s.w * 0.3)},${n(s.h * 0.66)} L${n(s.w * 0.3)},${n(s.h * 0.78)} Z" fill="${cliff}"/>`
      out += `<path d="M${s.w},${n(s.h * 0.78)} L${s.w},${n(s.h * 0.2)} C${n(s.w * 0.88)},${n(s.h * 0.16)} ${n(s.w * 0.8)},${n(s.h * 0.26)} ${n(s.w * 0.78)},${n(s.h * 0.42)} C${n(s.w * 0.76)},${n(s.h * 0.55)} ${n(s.w * 0.8)},${n(s.h * 0.6)} ${n(s.w * 0.72)},${n(s.h * 0.66)} L${n(s.w * 0.72)},${n(s.h * 0.78)} Z" fill="${mix(cliff, s.pal.ground, 0.2)}"/>`
      const jungle = paint(s, MATERIAL.foliage, 0.7)
      out += `<path d="M0,${n(s.h * 0.14)} C${n(s.w * 0.14)},${n(s.h * 0.06)} ${n(s.w * 0.2)},${n(s.h * 0.16)} ${n(s.w * 0.23)},${n(s.h * 0.26)} C${n(s.w * 0.12)},${n(s.h * 0.2)} ${n(s.w * 0.06)},${n(s.h * 0.22)} 0,${n(s.h * 0.28)} Z" fill="${jungle}"/>`
      out += `<path d="M${s.w},${n(s.h * 0.22)} C${n(s.w * 0.88)},${n(s.h * 0.13)} ${n(s.w * 0.8)},${n(s.h * 0.22)} ${n(s.w * 0.785)},${n(s.h * 0.33)} C${n(s.w * 0.88)},${n(s.h * 0.28)} ${n(s.w * 0.94)},${n(s.h * 0.3)} ${s.w},${n(s.h * 0.36)} Z" fill="${jungle}"/>`
      const sandTop = s.h * 0.84
      out += `<path d="M0,${s.h} L0,${n(sandTop)} Q${n(s.w * 0.5)},${n(sandTop - s.h * 0.05)} ${s.w},${n(sandTop + s.h * 0.01)} L${s.w},${s.h} Z" fill="${paint(s, MATERIAL.sand, 0.95)}"/>`
      // Longtail boats nosed onto the sand, garlands on their raised prows.
      for (const [bx, by, size] of [
        [0.4, 0.8, 0.16],
        [0.62, 0.76, 0.12],
      ] as const) {
        const x = s.w * bx
        const y = s.h * by
        const k = s.h * size
        const hull = paint(s, MATERIAL.wood, 0.95)
        out += `<path d="M${n(x - k)},${n(y - k * 0.1)} Q${n(x)},${n(y + k * 0.12)} ${n(x + k * 0.9)},${n(y - k * 0.05)} L${n(x + k * 1.15)},${n(y - k * 0.5)} L${n(x + k * 1.05)},${n(y - k * 0.12)} Q${n(x)},${n(y - k * 0.06)} ${n(x - k * 0.95)},${n(y - k * 0.22)} Z" fill="${hull}"/>`
        out += `<path d="M${n(x + k * 1.12)},${n(y - k * 0.45)} l${n(k * 0.08)},${n(k * 0.15)} l${n(-k * 0.1)},${n(k * 0.12)}" stroke="${paint(s, '#e8457a', 0.95)}" stroke-width="${n(k * 0.06)}" fill="none"/>`
        out += `<path d="M${n(x - k * 0.6)},${n(y - k * 0.2)} h${n(k * 1.1)} v${n(-k * 0.22)} h${n(-k * 1.1)} Z" fill="${paint(s, '#2f7fbf', 0.95)}"/>`
      }
      return out + birds(s, 3)
    },
  },
  'tanah-lot': {
    horizon: 0.58,
    draw: (s) => {
      let out = water(s, s.horizon)
      const x = s.w * 0.5
      const base = s.horizon + s.h * 0.2
      const rock = paint(s, '#5a4a3e', 0.85)
      // The rock islet, green on its crown, the shrines' black thatched meru roofs above.
      const island = `<path d="M${n(x - s.h * 0.5)},${n(base)} C${n(x - s.h * 0.45)},${n(base - s.h * 0.14)} ${n(x - s.h * 0.32)},${n(base - s.h * 0.22)} ${n(x - s.h * 0.15)},${n(base - s.h * 0.24)} L${n(x + s.h * 0.2)},${n(base - s.h * 0.24)} C${n(x + s.h * 0.35)},${n(base - s.h * 0.2)} ${n(x + s.h * 0.42)},${n(base - s.h * 0.1)} ${n(x + s.h * 0.46)},${n(base)} Z" fill="${rock}"/>`
      let temple = island
      temple += `<ellipse cx="${n(x)}" cy="${n(base - s.h * 0.24)}" rx="${n(s.h * 0.26)}" ry="${n(s.h * 0.04)}" fill="${paint(s, MATERIAL.foliage, 0.85)}"/>`
      const roof = paint(s, '#2b2420', 0.9)
      const meru = (mx: number, tiers: number, size: number) => {
        let m = `<rect x="${n(mx - size * 0.3)}" y="${n(base - s.h * 0.24 - size * 0.6)}" width="${n(size * 0.6)}" height="${n(size * 0.6)}" fill="${paint(s, MATERIAL.stone, 0.85)}"/>`
        let y = base - s.h * 0.24 - size * 0.6
        for (let t = 0; t < tiers; t++) {
          const w = size * (1 - t * 0.14)
          m += `<path d="M${n(mx - w / 2)},${n(y)} L${n(mx - w * 0.35)},${n(y - size * 0.22)} L${n(mx + w * 0.35)},${n(y - size * 0.22)} L${n(mx + w / 2)},${n(y)} Z" fill="${roof}"/>`
          y -= size * 0.26
        }
        return (
          m +
          `<rect x="${n(mx - size * 0.03)}" y="${n(y - size * 0.15)}" width="${n(size * 0.06)}" height="${n(size * 0.2)}" fill="${roof}"/>`
        )
      }
      temple += meru(x - s.h * 0.06, 5, s.h * 0.12)
      temple += meru(x + s.h * 0.12, 3, s.h * 0.09)
      temple += roundTreeLike(s, x - s.h * 0.22, base - s.h * 0.22, s.h * 0.1)
      out += reflect(s, temple, base, 0.25) + temple
      const foam = mix('#ffffff', s.pal.skyLow, 0.2)
      for (let k = 0; k < 3; k++) {
        const y = base + s.h * (0.05 + k * 0.09)
        out += `<path d="M0,${n(y)} Q${n(s.w * 0.25)},${n(y - s.h * 0.02)} ${n(s.w * 0.5)},${n(y)} T${s.w},${n(y)}" stroke="${foam}" stroke-width="${n(s.h * 0.006)}" fill="none" opacity="${n(0.7 - k * 0.15)}"/>`
      }
      return out + birds(s, 4)
    },
  },
  'eiffel-tower': {
    horizon: 0.74,
    draw: (s) => {
      const base = s.horizon + s.h * 0.03
      const x = s.w * 0.5
      const height = s.h * 0.78
      let out = ''
      // Haussmann rooftops: cream blocks with grey mansard roofs.
      let bx = -s.w * 0.02
      while (bx < s.w) {
        const w = between(s.rng, 0.06, 0.1) * s.w
        const h = between(s.rng, 0.07, 0.11) * s.h
        out += `<rect x="${n(bx)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="${paint(s, '#e8dcc4', 0.5)}"/>`
        out += `<path d="M${n(bx)},${n(base - h)} L${n(bx + w * 0.08)},${n(base - h - s.h * 0.03)} L${n(bx + w * 0.92)},${n(base - h - s.h * 0.03)} L${n(bx + w)},${n(base - h)} Z" fill="${paint(s, '#6b7480', 0.5)}"/>`
        out += windows(s, bx, base - h, w, h)
        bx += w
      }
      const iron = paint(s, '#6e5646', 0.9)
      const top = base - height
      const p1 = base - height * 0.22
      const p2 = base - height * 0.5
      const legHalf = height * 0.21
      // Four legs meeting under the first platform, the great arch between them.
      out += `<path d="M${n(x - legHalf)},${n(base)} Q${n(x - legHalf * 0.75)},${n(p1 + height * 0.06)} ${n(x - legHalf * 0.55)},${n(p1)} L${n(x + legHalf * 0.55)},${n(p1)} Q${n(x + legHalf * 0.75)},${n(p1 + height * 0.06)} ${n(x + legHalf)},${n(base)} L${n(x + legHalf * 0.72)},${n(base)} Q${n(x)},${n(p1 + height * 0.02)} ${n(x - legHalf * 0.72)},${n(base)} Z" fill="${iron}"/>`
      out += `<rect x="${n(x - legHalf * 0.62)}" y="${n(p1 - height * 0.025)}" width="${n(legHalf * 1.24)}" height="${n(height * 0.03)}" fill="${iron}"/>`
      out += `<path d="M${n(x - legHalf * 0.5)},${n(p1 - height * 0.02)} Q${n(x - legHalf * 0.3)},${n(p2 + height * 0.1)} ${n(x - legHalf * 0.2)},${n(p2)} L${n(x + legHalf * 0.2)},${n(p2)} Q${n(x + legHalf * 0.3)},${n(p2 + height * 0.1)} ${n(x + legHalf * 0.5)},${n(p1 - height * 0.02)} Z" fill="${iron}"/>`
      out += `<rect x="${n(x - legHalf * 0.26)}" y="${n(p2 - height * 0.02)}" width="${n(legHalf * 0.52)}" height="${n(height * 0.022)}" fill="${iron}"/>`
      out += `<path d="M${n(x - legHalf * 0.18)},${n(p2 - height * 0.02)} Q${n(x - legHalf * 0.05)},${n(top + height * 0.2)} ${n(x - legHalf * 0.03)},${n(top + height * 0.06)} L${n(x + legHalf * 0.03)},${n(top + height * 0.06)} Q${n(x + legHalf * 0.05)},${n(top + height * 0.2)} ${n(x + legHalf * 0.18)},${n(p2 - height * 0.02)} Z" fill="${iron}"/>`
      out += `<rect x="${n(x - legHalf * 0.05)}" y="${n(top + height * 0.04)}" width="${n(legHalf * 0.1)}" height="${n(height * 0.03)}" fill="${iron}"/>`
      out += `<line x1="${n(x)}" y1="${n(top + height * 0.04)}" x2="${n(x)}" y2="${n(top)}" stroke="${iron}" stroke-width="${n(height * 0.006)}"/>`
      // The lattice: light cross-bracing over the dark iron.
      const lace = mix(iron, s.pal.skyLow, 0.45)
      let d = ''
      for (let k = 0; k < 10; k++) {
        const t0 = k / 10
        const t1 = (k + 1) / 10
        const y0 = p2 + (top + height * 0.06 - p2) * t0
        const y1 = p2 + (top + height * 0.06 - p2) * t1
        const w0 = legHalf * (0.18 - 0.15 * t0)
        const w1 = legHalf * (0.18 - 0.15 * t1)
        d += `M${n(x - w0)},${n(y0)} L${n(x + w1)},${n(y1)} M${n(x + w0)},${n(y0)} L${n(x - w1)},${n(y1)} `
      }
      out += `<path d="${d}" stroke="${lace}" stroke-width="${n(height * 0.003)}"/>`
      if (s.pal.shade > 0.4) {
        const sparkle = radialGradient(s, s.pal.accent, 0.8)
        out += `<ellipse cx="${n(x)}" cy="${n(p2)}" rx="${n(legHalf * 0.6)}" ry="${n(height * 0.35)}" fill="${sparkle}" opacity="0.5"/>`
      }
      const tree = paint(s, MATERIAL.foliage, 0.95)
      out += `<rect y="${n(base)}" width="${s.w}" height="${n(s.h - base)}" fill="${paint(s, MATERIAL.grass, 0.9)}"/>`
      for (let k = 0; k < 9; k++) {
        const tx = (k / 8) * s.w
        if (Math.abs(tx - x) < legHalf * 1.2) continue
        out += roundTreeLike(s, tx, s.h * 0.98, s.h * between(s.rng, 0.1, 0.16), tree)
      }
      return out + birds(s, 4)
    },
  },
  matterhorn: {
    horizon: 0.64,
    draw: (s) => {
      const x = s.w * 0.55
      const base = s.horizon
      const rock = paint(s, MATERIAL.rock, 0.55)
      const snow = paint(s, MATERIAL.snow, 0.8)
      let out = peaks(s, base, 4, s.h * 0.22, 0.25, 0.5)
      // The Matterhorn: a lone steep pyramid whose summit hooks over to the right.
      const top = s.h * 0.1
      const mountain =
        `<path d="M${n(x - s.h * 0.55)},${n(base)} L${n(x - s.h * 0.12)},${n(top + s.h * 0.12)} L${n(x - s.h * 0.02)},${n(top)} L${n(x + s.h * 0.06)},${n(top + s.h * 0.04)} L${n(x + s.h * 0.1)},${n(top + s.h * 0.1)} L${n(x + s.h * 0.5)},${n(base)} Z" fill="${rock}"/>` +
        `<path d="M${n(x - s.h * 0.02)},${n(top)} L${n(x + s.h * 0.06)},${n(top + s.h * 0.04)} L${n(x + s.h * 0.1)},${n(top + s.h * 0.1)} L${n(x + s.h * 0.5)},${n(base)} L${n(x + s.h * 0.05)},${n(base)} Z" fill="${mix(rock, s.pal.ground, 0.35)}"/>` +
        `<path d="M${n(x - s.h * 0.12)},${n(top + s.h * 0.12)} L${n(x - s.h * 0.02)},${n(top)} L${n(x + s.h * 0.02)},${n(top + s.h * 0.1)} L${n(x - s.h * 0.06)},${n(top + s.h * 0.2)} L${n(x - s.h * 0.16)},${n(top + s.h * 0.24)} Z" fill="${snow}"/>` +
        `<path d="M${n(x - s.h * 0.3)},${n(base - s.h * 0.2)} L${n(x - s.h * 0.2)},${n(base - s.h * 0.32)} L${n(x - s.h * 0.1)},${n(base - s.h * 0.22)} L${n(x - s.h * 0.22)},${n(base - s.h * 0.16)} Z" fill="${snow}" opacity="0.9"/>` +
        `<path d="M${n(x + s.h * 0.04)},${n(top + s.h * 0.14)} L${n(x + s.h * 0.16)},${n(top + s.h * 0.26)} L${n(x + s.h * 0.08)},${n(top + s.h * 0.3)} Z" fill="${mix(snow, s.pal.skyMid, 0.3)}"/>`
      out += mountain
      const meadow = s.horizon + s.h * 0.06
      out += ridge(s, meadow, s.h * 0.05, paint(s, MATERIAL.grass, 0.6))
      const pineColor = paint(s, MATERIAL.palm, 0.75)
      for (let i = 0; i < 14; i++)
        out += pine(
          s.rng() * s.w,
          meadow + s.h * between(s.rng, 0.02, 0.1),
          s.h * between(s.rng, 0.06, 0.12),
          pineColor,
        )
      // A chalet with a deep roof, flower boxes and a lit window at dusk.
      const lake = s.h * 0.8
      const cx = s.w * 0.2
      const cw = s.h * 0.18
      const wood = paint(s, MATERIAL.wood, 0.95)
      const chalet =
        `<rect x="${n(cx - cw / 2)}" y="${n(lake - cw * 0.55)}" width="${n(cw)}" height="${n(cw * 0.55)}" fill="${wood}"/>` +
        `<path d="M${n(cx - cw * 0.72)},${n(lake - cw * 0.5)} L${n(cx)},${n(lake - cw * 1.02)} L${n(cx + cw * 0.72)},${n(lake - cw * 0.5)} Z" fill="${paint(s, '#5a3422', 0.95)}"/>` +
        `<rect x="${n(cx - cw * 0.3)}" y="${n(lake - cw * 0.38)}" width="${n(cw * 0.2)}" height="${n(cw * 0.16)}" fill="${s.pal.shade > 0.4 ? s.pal.accent : paint(s, MATERIAL.glass, 0.95)}"/>` +
        `<rect x="${n(cx + cw * 0.1)}" y="${n(lake - cw * 0.38)}" width="${n(cw * 0.2)}" height="${n(cw * 0.16)}" fill="${s.pal.shade > 0.4 ? s.pal.accent : paint(s, MATERIAL.glass, 0.95)}"/>` +
        `<rect x="${n(cx - cw * 0.34)}" y="${n(lake - cw * 0.22)}" width="${n(cw * 0.68)}" height="${n(cw * 0.05)}" fill="${paint(s, '#d83b3b', 0.95)}"/>`
      out += `<rect y="${n(meadow + s.h * 0.08)}" width="${s.w}" height="${n(lake - meadow)}" fill="${paint(s, MATERIAL.grass, 0.85)}"/>`
      out += chalet
      out += water(s, lake)
      out += reflect(s, mountain, lake, 0.3)
      return out + birds(s, 3)
    },
  },
  'leaning-tower': {
    horizon: 0.72,
    draw: (s) => {
      const base = s.horizon + s.h * 0.08
      const x = s.w * 0.56
      const marble = paint(s, '#f1ead9', 0.9)
      const shade = mix(marble, s.pal.ground, 0.22)
      const tw = s.h * 0.17
      const th = s.h * 0.62
      // The cathedral beside it: a long nave with a dome and a pediment.
      const cx = s.w * 0.24
      let out = `<rect x="${n(cx - s.h * 0.3)}" y="${n(base - s.h * 0.16)}" width="${n(s.h * 0.6)}" height="${n(s.h * 0.16)}" fill="${marble}"/>`
      out += `<path d="M${n(cx - s.h * 0.3)},${n(base - s.h * 0.16)} L${n(cx - s.h * 0.22)},${n(base - s.h * 0.24)} L${n(cx - s.h * 0.14)},${n(base - s.h * 0.16)} Z" fill="${marble}"/>`
      out += `<path d="M${n(cx)},${n(base - s.h * 0.16)} a${n(s.h * 0.07)},${n(s.h * 0.08)} 0 0 1 ${n(s.h * 0.14)},0 Z" fill="${shade}"/>`
      let arcade = ''
      for (let k = 0; k < 10; k++) {
        const ax = cx - s.h * 0.28 + k * s.h * 0.058
        arcade += `<path d="M${n(ax)},${n(base - s.h * 0.02)} v${n(-s.h * 0.06)} a${n(s.h * 0.015)},${n(s.h * 0.015)} 0 0 1 ${n(s.h * 0.03)},0 v${n(s.h * 0.06)} Z"/>`
      }
      out += `<g fill="${shade}">${arcade}</g>`
      // The tower: six arcaded galleries and a belfry, leaning about four degrees.
      let tower = `<rect x="${n(x - tw / 2)}" y="${n(base - th)}" width="${n(tw)}" height="${n(th)}" fill="${marble}"/>`
      tower += `<rect x="${n(x + tw * 0.18)}" y="${n(base - th)}" width="${n(tw * 0.32)}" height="${n(th)}" fill="${shade}"/>`
      for (let k = 0; k < 8; k++) {
        const y = base - th + (k / 8) * th
        tower += `<rect x="${n(x - tw * 0.54)}" y="${n(y - s.h * 0.006)}" width="${n(tw * 1.08)}" height="${n(s.h * 0.012)}" fill="${shade}"/>`
        let arches = ''
        for (let a = 0; a < 6; a++) {
          const ax = x - tw / 2 + ((a + 0.5) / 6) * tw
          arches += `<path d="M${n(ax - tw * 0.045)},${n(y + th / 8 - s.h * 0.01)} v${n(-th / 8 + s.h * 0.04)} a${n(tw * 0.045)},${n(tw * 0.045)} 0 0 1 ${n(tw * 0.09)},0 v${n(th / 8 - s.h * 0.04)} Z"/>`
        }
        if (k > 0 && k < 7) tower += `<g fill="${mix(shade, s.pal.ground, 0.25)}" opacity="0.7">${arches}</g>`
      }
      tower += `<rect x="${n(x - tw * 0.36)}" y="${n(base - th - s.h * 0.07)}" width="${n(tw * 0.72)}" height="${n(s.h * 0.07)}" fill="${marble}"/>`
      out += `<g transform="rotate(4 ${n(x)} ${n(base)})">${tower}</g>`
      out += `<rect y="${n(base)}" width="${s.w}" height="${n(s.h - base)}" fill="${paint(s, MATERIAL.grass, 0.9)}"/>`
      out += `<path d="M${n(s.w * 0.3)},${s.h} L${n(s.w * 0.45)},${n(base)} L${n(s.w * 0.5)},${n(base)} L${n(s.w * 0.5)},${s.h} Z" fill="${paint(s, MATERIAL.whitewash, 0.9)}" opacity="0.8"/>`
      return out + birds(s, 4)
    },
  },
} satisfies Record<string, ScenePainter>

/** A round-crowned tree without the caller's random calls changing elsewhere. */
function roundTreeLike(s: Scene, x: number, baseY: number, height: number, color = paint(s, MATERIAL.foliage, 0.9)) {
  const r = height * 0.4
  return (
    `<rect x="${n(x - height * 0.03)}" y="${n(baseY - height * 0.5)}" width="${n(height * 0.06)}" height="${n(height * 0.5)}" fill="${color}"/>` +
    `<circle cx="${n(x - r * 0.4)}" cy="${n(baseY - height * 0.65)}" r="${n(r * 0.75)}" fill="${color}"/>` +
    `<circle cx="${n(x + r * 0.35)}" cy="${n(baseY - height * 0.7)}" r="${n(r * 0.8)}" fill="${color}"/>` +
    `<circle cx="${n(x)}" cy="${n(baseY - height * 0.9)}" r="${n(r * 0.7)}" fill="${color}"/>`
  )
}
