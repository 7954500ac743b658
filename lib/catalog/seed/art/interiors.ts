import 'server-only'
import { MATERIAL, mix, n, paint, radialGradient, type Scene } from './core'
import type { ScenePainter } from './landscapes'
import { figure } from './pilgrim-places'

/** The trip itself rather than the place: the meal, the room, the dinner table, the group. */

function woodTable(s: Scene, top: number): string {
  const wood = paint(s, '#8a5a34', 1)
  const out = `<rect y="${n(top)}" width="${s.w}" height="${n(s.h - top)}" fill="${wood}"/>`
  let grain = ''
  for (let k = 0; k < 14; k++) {
    const y = top + ((k + 0.5) / 14) * (s.h - top)
    grain += `M0,${n(y)} Q${n(s.w * 0.5)},${n(y + s.h * 0.01 * ((k % 3) - 1))} ${s.w},${n(y)} `
  }
  return (
    out +
    `<path d="${grain}" stroke="${mix(wood, '#000000', 0.25)}" stroke-width="${n(s.h * 0.003)}" fill="none" opacity="0.5"/>`
  )
}

/** A heap of food seen from above: a base colour with a few specks. */
function heap(s: Scene, x: number, y: number, r: number, color: string, speck?: string): string {
  let out = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.8)}" fill="${color}"/>`
  if (speck)
    for (let k = 0; k < 6; k++)
      out += `<circle cx="${n(x + (s.rng() - 0.5) * r * 1.2)}" cy="${n(y + (s.rng() - 0.5) * r)}" r="${n(r * 0.09)}" fill="${speck}"/>`
  return out
}

function bowl(x: number, y: number, r: number, food: string, rim: string): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${rim}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" fill="${food}"/>`
}

const STEEL = '#c9ced4'

/** Indoors the lamps are on: colours sink only a little into the evening. */
function indoor(s: Scene, color: string): string {
  return mix(color, s.pal.ground, s.pal.shade * 0.3)
}

export const INTERIORS = {
  'banana-leaf-meal': {
    horizon: 0.2,
    interior: true,
    draw: (s) => {
      let out = woodTable(s, 0)
      // A banana leaf laid across the table, rice at its heart, curries around it.
      const leaf = '#3f8f3a'
      const cx = s.w * 0.5
      const cy = s.h * 0.52
      const lw = s.w * 0.46
      const lh = s.h * 0.36
      out += `<path d="M${n(cx - lw)},${n(cy - lh * 0.3)} Q${n(cx - lw * 0.2)},${n(cy - lh * 1.25)} ${n(cx + lw)},${n(cy - lh * 0.8)} L${n(cx + lw * 0.95)},${n(cy + lh * 0.9)} Q${n(cx)},${n(cy + lh * 1.2)} ${n(cx - lw * 0.98)},${n(cy + lh * 0.75)} Z" fill="${leaf}"/>`
      out += `<path d="M${n(cx - lw)},${n(cy + lh * 0.2)} Q${n(cx)},${n(cy - lh * 0.05)} ${n(cx + lw)},${n(cy)}" stroke="${mix(leaf, '#e8f5c8', 0.5)}" stroke-width="${n(s.h * 0.012)}" fill="none"/>`
      let veins = ''
      for (let k = 1; k < 12; k++) {
        const x = cx - lw + (k / 12) * lw * 2
        veins += `M${n(x)},${n(cy + lh * 0.12 - (k / 12) * lh * 0.15)} l${n(lw * 0.08)},${n(-lh * 0.8)} M${n(x)},${n(cy + lh * 0.12 - (k / 12) * lh * 0.15)} l${n(lw * 0.06)},${n(lh * 0.75)} `
      }
      out += `<path d="${veins}" stroke="${mix(leaf, '#000000', 0.15)}" stroke-width="${n(s.h * 0.003)}" opacity="0.6"/>`
      out += heap(s, cx + lw * 0.1, cy + lh * 0.25, s.h * 0.13, '#f7f3ea')
      out += `<path d="M${n(cx + lw * 0.02)},${n(cy + lh * 0.2)} q${n(s.h * 0.08)},${n(-s.h * 0.04)} ${n(s.h * 0.16)},${n(s.h * 0.02)} q${n(-s.h * 0.06)},${n(s.h * 0.06)} ${n(-s.h * 0.16)},${n(-s.h * 0.02)} Z" fill="#e39a2d"/>`
      const sides: [number, number, string, string?][] = [
        [-0.75, -0.45, '#f2c84b', '#3f8f3a'],
        [-0.5, -0.55, '#c6452e'],
        [-0.25, -0.6, '#7db84a', '#f7f3ea'],
        [0.05, -0.62, '#e8d7a8', '#c6452e'],
        [0.35, -0.62, '#b5662f'],
        [0.62, -0.58, '#f0e2c0', '#7a4a10'],
      ]
      for (const [dx, dy, color, speck] of sides)
        out += heap(s, cx + dx * lw, cy + dy * lh * 0.7, s.h * 0.05, color, speck)
      out += `<circle cx="${n(cx - lw * 0.55)}" cy="${n(cy + lh * 0.3)}" r="${n(s.h * 0.09)}" fill="#f3d98c"/><circle cx="${n(cx - lw * 0.55)}" cy="${n(cy + lh * 0.3)}" r="${n(s.h * 0.09)}" fill="none" stroke="#d9b25c" stroke-width="${n(s.h * 0.004)}" stroke-dasharray="${n(s.h * 0.01)} ${n(s.h * 0.015)}"/>`
      out += bowl(s.w * 0.88, s.h * 0.85, s.h * 0.08, '#e8c98a', STEEL)
      out += `<rect x="${n(s.w * 0.05)}" y="${n(s.h * 0.68)}" width="${n(s.h * 0.1)}" height="${n(s.h * 0.18)}" rx="${n(s.h * 0.01)}" fill="${STEEL}"/><ellipse cx="${n(s.w * 0.05 + s.h * 0.05)}" cy="${n(s.h * 0.68)}" rx="${n(s.h * 0.05)}" ry="${n(s.h * 0.015)}" fill="#eef1f4"/>`
      return out
    },
  },
  thali: {
    horizon: 0.2,
    interior: true,
    draw: (s) => {
      let out = woodTable(s, 0)
      const cx = s.w * 0.5
      const cy = s.h * 0.52
      const r = s.h * 0.42
      out += `<circle cx="${n(cx + r * 0.04)}" cy="${n(cy + r * 0.05)}" r="${n(r)}" fill="#000000" opacity="0.2"/>`
      out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${STEEL}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.9)}" fill="#dde1e6"/>`
      // Katoris around the rim, rice and rotis in the middle.
      const foods = ['#f2c84b', '#c6452e', '#7db84a', '#f5efe0', '#b5662f', '#f0e2c0']
      const start = Math.floor(s.rng() * foods.length)
      foods.forEach((_, k) => {
        const food = foods[(k + start) % foods.length]
        const a = -Math.PI * 0.95 + (k / 5) * Math.PI * 1.1
        out += bowl(cx + Math.cos(a) * r * 0.62, cy + Math.sin(a) * r * 0.62, r * 0.2, food, STEEL)
      })
      out += heap(s, cx + r * 0.05, cy + r * 0.32, r * 0.26, '#f7f3ea')
      out += `<circle cx="${n(cx - r * 0.28)}" cy="${n(cy + r * 0.1)}" r="${n(r * 0.22)}" fill="#e2b36a"/><circle cx="${n(cx - r * 0.2)}" cy="${n(cy + r * 0.14)}" r="${n(r * 0.22)}" fill="#d9a65a"/>`
      for (let k = 0; k < 5; k++)
        out += `<circle cx="${n(cx - r * 0.2 + (s.rng() - 0.5) * r * 0.25)}" cy="${n(cy + r * 0.14 + (s.rng() - 0.5) * r * 0.25)}" r="${n(r * 0.025)}" fill="#8a5a2c"/>`
      out += `<circle cx="${n(cx + r * 0.3)}" cy="${n(cy + r * 0.05)}" r="${n(r * 0.09)}" fill="#f0a030"/>`
      out += `<rect x="${n(s.w * 0.86)}" y="${n(s.h * 0.1)}" width="${n(s.h * 0.1)}" height="${n(s.h * 0.18)}" rx="${n(s.h * 0.01)}" fill="${STEEL}"/>`
      return out
    },
  },
  'hotel-room': {
    horizon: 0.5,
    interior: true,
    draw: (s) => {
      const wall = indoor(s, '#efe3cf')
      const floor = indoor(s, '#9a6b45')
      let out = `<rect width="${s.w}" height="${s.h}" fill="${wall}"/>`
      out += `<rect y="${n(s.h * 0.78)}" width="${s.w}" height="${n(s.h * 0.22)}" fill="${floor}"/>`
      // A wide window onto the trip's own view, curtains drawn back.
      const wx = s.w * 0.38
      const wy = s.h * 0.1
      const ww = s.w * 0.56
      const wh = s.h * 0.56
      out += `<rect x="${n(wx - s.h * 0.015)}" y="${n(wy - s.h * 0.015)}" width="${n(ww + s.h * 0.03)}" height="${n(wh + s.h * 0.03)}" fill="${paint(s, '#f8f4ec', 1)}"/>`
      out += s.view(wx, wy, ww, wh)
      out += `<rect x="${n(wx + ww / 2 - s.h * 0.006)}" y="${n(wy)}" width="${n(s.h * 0.012)}" height="${n(wh)}" fill="${paint(s, '#f8f4ec', 1)}"/>`
      const curtain = indoor(s, '#b5542d')
      out += `<path d="M${n(wx - s.w * 0.06)},${n(wy - s.h * 0.05)} h${n(s.w * 0.08)} Q${n(wx)},${n(wy + wh * 0.5)} ${n(wx + s.w * 0.01)},${n(wy + wh + s.h * 0.08)} h${n(-s.w * 0.07)} Z" fill="${curtain}"/>`
      out += `<path d="M${n(wx + ww + s.w * 0.06)},${n(wy - s.h * 0.05)} h${n(-s.w * 0.08)} Q${n(wx + ww)},${n(wy + wh * 0.5)} ${n(wx + ww - s.w * 0.01)},${n(wy + wh + s.h * 0.08)} h${n(s.w * 0.07)} Z" fill="${curtain}"/>`
      // The bed: headboard, white linen, pillows, a runner at the foot; a lamp beside it.
      const bx = s.w * 0.02
      const by = s.h * 0.62
      const bw = s.w * 0.58
      out += `<rect x="${n(bx)}" y="${n(s.h * 0.36)}" width="${n(bw * 0.12)}" height="${n(s.h * 0.42)}" rx="${n(s.h * 0.02)}" fill="${indoor(s, '#5a3422')}"/>`
      out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(s.h * 0.24)}" rx="${n(s.h * 0.02)}" fill="${indoor(s, '#ffffff')}"/>`
      out += `<rect x="${n(bx)}" y="${n(by + s.h * 0.16)}" width="${n(bw)}" height="${n(s.h * 0.08)}" fill="${mix(indoor(s, '#ffffff'), s.pal.ground, 0.12)}"/>`
      out += `<rect x="${n(bx + bw * 0.72)}" y="${n(by - s.h * 0.005)}" width="${n(bw * 0.14)}" height="${n(s.h * 0.25)}" fill="${indoor(s, '#c0392b')}"/>`
      for (const dy of [0, 0.08])
        out += `<rect x="${n(bx + bw * 0.13)}" y="${n(by - s.h * 0.07 + dy * s.h)}" width="${n(bw * 0.16)}" height="${n(s.h * 0.08)}" rx="${n(s.h * 0.03)}" fill="${indoor(s, '#f4efe6')}"/>`
      const lampX = s.w * 0.66
      out += `<rect x="${n(lampX - s.h * 0.06)}" y="${n(s.h * 0.66)}" width="${n(s.h * 0.12)}" height="${n(s.h * 0.14)}" fill="${indoor(s, '#5a3422')}"/>`
      out += `<rect x="${n(lampX - s.h * 0.004)}" y="${n(s.h * 0.56)}" width="${n(s.h * 0.008)}" height="${n(s.h * 0.1)}" fill="${indoor(s, '#3a3a3a')}"/>`
      out += `<path d="M${n(lampX - s.h * 0.04)},${n(s.h * 0.56)} L${n(lampX - s.h * 0.025)},${n(s.h * 0.5)} L${n(lampX + s.h * 0.025)},${n(s.h * 0.5)} L${n(lampX + s.h * 0.04)},${n(s.h * 0.56)} Z" fill="${s.pal.shade > 0.3 ? s.pal.accent : '#f6ead0'}"/>`
      if (s.pal.shade > 0.3)
        out += `<ellipse cx="${n(lampX)}" cy="${n(s.h * 0.54)}" rx="${n(s.h * 0.2)}" ry="${n(s.h * 0.15)}" fill="${radialGradient(s, s.pal.accent, 0.45)}"/>`
      return out
    },
  },
  'candlelit-dinner': {
    horizon: 0.5,
    interior: true,
    draw: (s) => {
      // The view fills the frame; a table for two with candles sits in front of it.
      let out = s.view(0, 0, s.w, s.h * 0.72)
      out += `<rect y="${n(s.h * 0.7)}" width="${s.w}" height="${n(s.h * 0.3)}" fill="${indoor(s, '#6b4427')}"/>`
      const cloth = indoor(s, '#fbf7ef')
      const cx = s.w * 0.5
      out += `<ellipse cx="${n(cx)}" cy="${n(s.h * 0.8)}" rx="${n(s.w * 0.36)}" ry="${n(s.h * 0.09)}" fill="${cloth}"/>`
      out += `<path d="M${n(cx - s.w * 0.36)},${n(s.h * 0.8)} L${n(cx - s.w * 0.34)},${s.h} L${n(cx + s.w * 0.34)},${s.h} L${n(cx + s.w * 0.36)},${n(s.h * 0.8)} Z" fill="${mix(cloth, s.pal.ground, 0.12)}"/>`
      for (const dx of [-0.2, 0.2]) {
        out += `<ellipse cx="${n(cx + dx * s.w)}" cy="${n(s.h * 0.8)}" rx="${n(s.h * 0.07)}" ry="${n(s.h * 0.025)}" fill="#ffffff" stroke="${STEEL}" stroke-width="${n(s.h * 0.003)}"/>`
        out += `<path d="M${n(cx + dx * s.w * 0.7 - s.h * 0.015)},${n(s.h * 0.7)} h${n(s.h * 0.03)} l${n(-s.h * 0.005)},${n(s.h * 0.05)} h${n(-s.h * 0.02)} Z M${n(cx + dx * s.w * 0.7 - s.h * 0.002)},${n(s.h * 0.75)} v${n(s.h * 0.04)}" fill="#ffffff" fill-opacity="0.5" stroke="#ffffff" stroke-width="${n(s.h * 0.003)}"/>`
      }
      const flame = '#ffcf70'
      for (const dx of [-0.05, 0.05]) {
        const x = cx + dx * s.w
        out += `<ellipse cx="${n(x)}" cy="${n(s.h * 0.6)}" rx="${n(s.h * 0.09)}" ry="${n(s.h * 0.09)}" fill="${radialGradient(s, flame, 0.55)}"/>`
        out += `<rect x="${n(x - s.h * 0.012)}" y="${n(s.h * 0.64)}" width="${n(s.h * 0.024)}" height="${n(s.h * 0.13)}" fill="#fff8e8"/>`
        out += `<path d="M${n(x)},${n(s.h * 0.6)} q${n(s.h * 0.012)},${n(s.h * 0.025)} 0,${n(s.h * 0.04)} q${n(-s.h * 0.012)},${n(-s.h * 0.015)} 0,${n(-s.h * 0.04)} Z" fill="${flame}"/>`
      }
      const petals = ['#e8457a', '#f25c8a', '#ff9ab5']
      for (let k = 0; k < 16; k++)
        out += `<circle cx="${n(cx + (s.rng() - 0.5) * s.w * 0.5)}" cy="${n(s.h * 0.8 + (s.rng() - 0.5) * s.h * 0.1)}" r="${n(s.h * 0.008)}" fill="${petals[k % 3]}"/>`
      return out
    },
  },
  'tour-coach': {
    horizon: 0.5,
    interior: true,
    draw: (s) => {
      // The trip's place behind, the road in front, the group beside its coach.
      let out = s.view(0, 0, s.w, s.h * 0.78)
      const road = s.h * 0.76
      out += `<rect y="${n(road)}" width="${s.w}" height="${n(s.h - road)}" fill="${paint(s, '#4a4d55', 0.98)}"/>`
      out += `<path d="M0,${n(s.h * 0.92)} H${s.w}" stroke="#f4f1e8" stroke-width="${n(s.h * 0.008)}" stroke-dasharray="${n(s.h * 0.06)} ${n(s.h * 0.05)}"/>`
      const x = s.w * 0.46
      const y = s.h * 0.88
      const cw = s.w * 0.44
      const ch = s.h * 0.26
      const white = paint(s, '#f6f6f2', 0.98)
      out += `<ellipse cx="${n(x + cw / 2)}" cy="${n(y + s.h * 0.01)}" rx="${n(cw * 0.55)}" ry="${n(s.h * 0.02)}" fill="#000000" opacity="0.3"/>`
      out += `<path d="M${n(x)},${n(y - s.h * 0.02)} V${n(y - ch + s.h * 0.02)} Q${n(x)},${n(y - ch)} ${n(x + s.h * 0.03)},${n(y - ch)} H${n(x + cw - s.h * 0.05)} Q${n(x + cw)},${n(y - ch)} ${n(x + cw)},${n(y - ch + s.h * 0.07)} V${n(y - s.h * 0.02)} Z" fill="${white}"/>`
      out += `<rect x="${n(x + s.h * 0.02)}" y="${n(y - ch + s.h * 0.04)}" width="${n(cw - s.h * 0.04)}" height="${n(ch * 0.32)}" fill="${paint(s, '#3d5f7a', 0.98)}"/>`
      for (let k = 1; k < 7; k++)
        out += `<rect x="${n(x + s.h * 0.02 + (k / 7) * (cw - s.h * 0.04))}" y="${n(y - ch + s.h * 0.04)}" width="${n(s.h * 0.008)}" height="${n(ch * 0.32)}" fill="${white}"/>`
      out += `<rect x="${n(x)}" y="${n(y - ch * 0.45)}" width="${n(cw)}" height="${n(ch * 0.09)}" fill="${paint(s, MATERIAL.saffron, 0.98)}"/>`
      out += `<rect x="${n(x + cw - s.h * 0.1)}" y="${n(y - ch * 0.6)}" width="${n(s.h * 0.06)}" height="${n(ch * 0.55)}" fill="${paint(s, '#3d5f7a', 0.98)}"/>`
      for (const t of [0.18, 0.8])
        out += `<circle cx="${n(x + cw * t)}" cy="${n(y - s.h * 0.01)}" r="${n(s.h * 0.04)}" fill="#1e1e22"/><circle cx="${n(x + cw * t)}" cy="${n(y - s.h * 0.01)}" r="${n(s.h * 0.018)}" fill="#9aa0a8"/>`
      const robes = [MATERIAL.saffron, '#d83b3b', '#2e6fd0', '#f5f0e6', '#3e9b4f', '#8e44ad', '#e0b040']
      const skin = paint(s, '#8a5a3c', 0.98)
      for (let k = 0; k < 7; k++)
        out += figure(
          s.w * (0.08 + k * 0.05),
          s.h * (0.93 + (k % 2) * 0.02),
          s.h * (0.17 + (k % 3) * 0.015),
          paint(s, robes[k], 0.98),
          skin,
        )
      return out
    },
  },
} satisfies Record<string, ScenePainter>
