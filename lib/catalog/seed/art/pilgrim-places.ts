import 'server-only'
import { gopuram, shikhara } from './buildings'
import { MATERIAL, between, birds, mix, n, paint, peaks, reflect, ridge, water, type Scene } from './core'
import type { ScenePainter } from './landscapes'

/** The pilgrim places whose shape a devotee knows at a glance. */

function prayerFlags(s: Scene, y0: number, y1: number): string {
  const colors = [MATERIAL.saffron, '#2e6fd0', '#f5f5f0', '#d83b3b', '#3e9b4f']
  const sag = Math.max(y0, y1) + s.h * 0.08
  let out = `<path d="M0,${n(y0)} Q${n(s.w / 2)},${n(sag)} ${s.w},${n(y1)}" fill="none" stroke="${paint(s, MATERIAL.wood, 0.9)}" stroke-width="1.5"/>`
  for (let i = 1; i < 28; i++) {
    const t = i / 28
    const fy = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * sag + t * t * y1
    out += `<rect x="${n(t * s.w - s.h * 0.008)}" y="${n(fy)}" width="${n(s.h * 0.016)}" height="${n(s.h * 0.022)}" fill="${paint(s, colors[i % colors.length], 0.95)}"/>`
  }
  return out
}

/** A standing figure: head and a robe, for pilgrims and travellers at a distance. */
export function figure(x: number, baseY: number, height: number, robe: string, skin: string): string {
  const r = height * 0.11
  return (
    `<path d="M${n(x - height * 0.16)},${n(baseY)} L${n(x - height * 0.12)},${n(baseY - height * 0.72)} Q${n(x)},${n(baseY - height * 0.8)} ${n(x + height * 0.12)},${n(baseY - height * 0.72)} L${n(x + height * 0.16)},${n(baseY)} Z" fill="${robe}"/>` +
    `<circle cx="${n(x)}" cy="${n(baseY - height * 0.8 - r * 0.6)}" r="${n(r)}" fill="${skin}"/>`
  )
}

export const PILGRIM_PLACES = {
  kedarnath: {
    horizon: 0.66,
    draw: (s) => {
      let out = peaks(s, s.horizon, 3, s.h * 0.55, 0.55, 0.55)
      out += ridge(s, s.horizon + s.h * 0.04, s.h * 0.08, paint(s, MATERIAL.rock, 0.55))
      // Kedarnath: a grey stone temple, a stepped pyramidal roof over a pillared front hall.
      const x = s.w * 0.5
      const base = s.h * 0.86
      const stone = paint(s, '#9a948a', 0.9)
      const dark = mix(stone, s.pal.ground, 0.4)
      const w = s.h * 0.3
      out += `<rect x="${n(x - w * 0.6)}" y="${n(base - s.h * 0.22)}" width="${n(w * 1.2)}" height="${n(s.h * 0.22)}" fill="${stone}"/>`
      let tiers = ''
      for (let k = 0; k < 7; k++) {
        const tw = w * (1.1 - k * 0.13)
        const y = base - s.h * 0.22 - k * s.h * 0.05
        tiers += `<path d="M${n(x - tw / 2)},${n(y)} L${n(x - tw * 0.45)},${n(y - s.h * 0.05)} L${n(x + tw * 0.45)},${n(y - s.h * 0.05)} L${n(x + tw / 2)},${n(y)} Z" fill="${k % 2 === 0 ? stone : mix(stone, s.pal.ground, 0.15)}"/>`
      }
      out += tiers
      const top = base - s.h * 0.22 - 7 * s.h * 0.05
      out += `<path d="M${n(x - w * 0.1)},${n(top)} Q${n(x)},${n(top - s.h * 0.06)} ${n(x + w * 0.1)},${n(top)} Z" fill="${paint(s, '#e0b040', 0.95)}"/>`
      out += `<line x1="${n(x)}" y1="${n(top - s.h * 0.04)}" x2="${n(x)}" y2="${n(top - s.h * 0.14)}" stroke="${dark}" stroke-width="${n(s.h * 0.004)}"/><path d="M${n(x)},${n(top - s.h * 0.14)} l${n(s.h * 0.07)},${n(s.h * 0.02)} l${n(-s.h * 0.07)},${n(s.h * 0.025)} Z" fill="${paint(s, MATERIAL.saffron, 1)}"/>`
      // The front hall: pillars and a door, its own small pyramid roof.
      const hallW = w * 0.9
      out += `<rect x="${n(x - hallW / 2)}" y="${n(base - s.h * 0.14)}" width="${n(hallW)}" height="${n(s.h * 0.14)}" fill="${mix(stone, '#ffffff', 0.08)}"/>`
      out += `<path d="M${n(x - hallW * 0.55)},${n(base - s.h * 0.14)} L${n(x)},${n(base - s.h * 0.25)} L${n(x + hallW * 0.55)},${n(base - s.h * 0.14)} Z" fill="${stone}"/>`
      out += `<path d="M${n(x - w * 0.08)},${n(base)} V${n(base - s.h * 0.09)} Q${n(x)},${n(base - s.h * 0.12)} ${n(x + w * 0.08)},${n(base - s.h * 0.09)} V${n(base)} Z" fill="${dark}"/>`
      for (const dx of [-0.36, -0.2, 0.2, 0.36])
        out += `<rect x="${n(x + dx * hallW - s.h * 0.006)}" y="${n(base - s.h * 0.12)}" width="${n(s.h * 0.012)}" height="${n(s.h * 0.12)}" fill="${dark}" opacity="0.6"/>`
      out += `<rect y="${n(base)}" width="${s.w}" height="${n(s.h - base)}" fill="${paint(s, MATERIAL.granite, 0.95)}"/>`
      const robes = [MATERIAL.saffron, '#d83b3b', '#f5f0e6', '#2e6fd0']
      for (let k = 0; k < 9; k++) {
        const px = s.w * (0.08 + k * 0.105)
        if (Math.abs(px - x) < w * 0.3) continue
        out += figure(
          px,
          s.h * 0.97,
          s.h * between(s.rng, 0.07, 0.09),
          paint(s, robes[k % 4], 0.95),
          paint(s, '#8a5a3c', 0.95),
        )
      }
      out += prayerFlags(s, s.h * 0.3, s.h * 0.22)
      return out + birds(s, 3)
    },
  },
  kailash: {
    horizon: 0.6,
    draw: (s) => {
      const x = s.w * 0.5
      const base = s.horizon
      const height = s.h * 0.5
      const half = height * 0.85
      const rock = paint(s, '#7a6a66', 0.55)
      const snow = paint(s, MATERIAL.snow, 0.75)
      const snowShade = mix(snow, s.pal.skyMid, 0.35)
      let out = ridge(s, base + s.h * 0.01, s.h * 0.08, paint(s, '#8b6f5a', 0.35), 0.05)
      // Kailash: a rounded snow pyramid, its south face scored by horizontal ledges and the
      // vertical gash that pilgrims call the stairway.
      let mountain = `<path d="M${n(x - half)},${n(base)} L${n(x - half * 0.4)},${n(base - height * 0.72)} Q${n(x)},${n(base - height * 1.08)} ${n(x + half * 0.4)},${n(base - height * 0.72)} L${n(x + half)},${n(base)} Z" fill="${rock}"/>`
      mountain += `<path d="M${n(x - half * 0.48)},${n(base - height * 0.66)} Q${n(x)},${n(base - height * 1.12)} ${n(x + half * 0.48)},${n(base - height * 0.66)} L${n(x + half * 0.36)},${n(base - height * 0.5)} L${n(x + half * 0.2)},${n(base - height * 0.58)} L${n(x)},${n(base - height * 0.45)} L${n(x - half * 0.22)},${n(base - height * 0.56)} L${n(x - half * 0.38)},${n(base - height * 0.48)} Z" fill="${snow}"/>`
      mountain += `<path d="M${n(x + half * 0.05)},${n(base - height * 1.0)} Q${n(x + half * 0.3)},${n(base - height * 0.9)} ${n(x + half * 0.48)},${n(base - height * 0.66)} L${n(x + half * 0.36)},${n(base - height * 0.5)} L${n(x + half * 0.2)},${n(base - height * 0.58)} Z" fill="${snowShade}"/>`
      let ledges = ''
      for (let k = 0; k < 4; k++) {
        const y = base - height * (0.62 - k * 0.1)
        const w = half * (0.42 - k * 0.04)
        ledges += `M${n(x - w)},${n(y)} Q${n(x)},${n(y - height * 0.03)} ${n(x + w)},${n(y)} `
      }
      mountain += `<path d="${ledges}" stroke="${snow}" stroke-width="${n(height * 0.02)}" fill="none" opacity="0.8"/>`
      mountain += `<path d="M${n(x)},${n(base - height * 0.8)} L${n(x)},${n(base - height * 0.2)}" stroke="${snow}" stroke-width="${n(height * 0.025)}" opacity="0.75"/>`
      out += mountain
      out += ridge(s, base + s.h * 0.05, s.h * 0.05, paint(s, '#9c7c5c', 0.55), 0.05)
      const lake = base + s.h * 0.08
      out += water(s, lake, mix(s.pal.water, '#1f6fc4', 0.55))
      out += reflect(s, mountain, lake, 0.35)
      out += `<path d="M0,${s.h} L0,${n(s.h * 0.86)} Q${n(s.w * 0.3)},${n(s.h * 0.84)} ${n(s.w * 0.45)},${s.h} Z" fill="${paint(s, '#9c7c5c', 0.95)}"/>`
      // A small white chorten on the shore.
      const cx = s.w * 0.14
      const cy = s.h * 0.88
      const white = paint(s, MATERIAL.whitewash, 0.95)
      out += `<rect x="${n(cx - s.h * 0.04)}" y="${n(cy - s.h * 0.03)}" width="${n(s.h * 0.08)}" height="${n(s.h * 0.03)}" fill="${white}"/><path d="M${n(cx - s.h * 0.03)},${n(cy - s.h * 0.03)} a${n(s.h * 0.03)},${n(s.h * 0.035)} 0 0 1 ${n(s.h * 0.06)},0 Z" fill="${white}"/><polygon points="${n(cx - s.h * 0.01)},${n(cy - s.h * 0.06)} ${n(cx)},${n(cy - s.h * 0.12)} ${n(cx + s.h * 0.01)},${n(cy - s.h * 0.06)}" fill="${paint(s, '#d8a640', 0.95)}"/>`
      out += prayerFlags(s, s.h * 0.74, s.h * 0.8)
      return out + birds(s, 3)
    },
  },
  boudhanath: {
    horizon: 0.78,
    draw: (s) => {
      const x = s.w * 0.5
      const base = s.h * 0.84
      const r = s.h * 0.25
      const white = paint(s, MATERIAL.whitewash, 0.9)
      const gold = paint(s, '#d8a640', 0.9)
      let out = ridge(s, s.horizon - s.h * 0.05, s.h * 0.1, paint(s, MATERIAL.foliage, 0.25))
      // Prayer flags from the spire's tip to the ground on both sides.
      const tip = base - r * 2.75
      const colors = [MATERIAL.saffron, '#2e6fd0', '#f5f5f0', '#d83b3b', '#3e9b4f']
      for (const side of [-1, 1])
        for (let line = 0; line < 3; line++) {
          const ex = x + side * s.w * (0.3 + line * 0.1)
          const ey = base - s.h * 0.02 * line
          for (let k = 1; k < 14; k++) {
            const t = k / 14
            const fx = x + (ex - x) * t
            const fy = tip + (ey - tip) * t + Math.sin(t * Math.PI) * s.h * 0.05
            out += `<rect x="${n(fx)}" y="${n(fy)}" width="${n(s.h * 0.012)}" height="${n(s.h * 0.018)}" fill="${paint(s, colors[(k + line) % 5], 0.9)}"/>`
          }
        }
      out += `<rect x="${n(x - r * 2)}" y="${n(base - s.h * 0.04)}" width="${n(r * 4)}" height="${n(s.h * 0.04)}" fill="${mix(white, s.pal.ground, 0.1)}"/>`
      out += `<path d="M${n(x - r * 1.5)},${n(base - s.h * 0.04)} C${n(x - r * 1.5)},${n(base - r * 1.45)} ${n(x + r * 1.5)},${n(base - r * 1.45)} ${n(x + r * 1.5)},${n(base - s.h * 0.04)} Z" fill="${white}"/>`
      // The harmika: a gilded cube painted with the Buddha's eyes, then the tiered spire.
      const hy = base - r * 1.55
      out += `<rect x="${n(x - r * 0.32)}" y="${n(hy - r * 0.4)}" width="${n(r * 0.64)}" height="${n(r * 0.45)}" fill="${gold}"/>`
      const ink = paint(s, '#1f2a44', 0.95)
      for (const dx of [-1, 1])
        out += `<path d="M${n(x + dx * r * 0.2 - r * 0.1)},${n(hy - r * 0.2)} Q${n(x + dx * r * 0.2)},${n(hy - r * 0.28)} ${n(x + dx * r * 0.2 + r * 0.1)},${n(hy - r * 0.2)} Q${n(x + dx * r * 0.2)},${n(hy - r * 0.14)} ${n(x + dx * r * 0.2 - r * 0.1)},${n(hy - r * 0.2)} Z" fill="#ffffff"/><circle cx="${n(x + dx * r * 0.2)}" cy="${n(hy - r * 0.2)}" r="${n(r * 0.035)}" fill="${ink}"/><path d="M${n(x + dx * r * 0.2 - r * 0.11)},${n(hy - r * 0.3)} Q${n(x + dx * r * 0.2)},${n(hy - r * 0.36)} ${n(x + dx * r * 0.2 + r * 0.11)},${n(hy - r * 0.3)}" stroke="${ink}" stroke-width="${n(r * 0.025)}" fill="none"/>`
      out += `<path d="M${n(x - r * 0.03)},${n(hy - r * 0.1)} q${n(r * 0.06)},${n(r * 0.05)} 0,${n(r * 0.1)}" stroke="${ink}" stroke-width="${n(r * 0.02)}" fill="none"/>`
      out += `<polygon points="${n(x - r * 0.28)},${n(hy - r * 0.4)} ${n(x - r * 0.08)},${n(tip + r * 0.15)} ${n(x + r * 0.08)},${n(tip + r * 0.15)} ${n(x + r * 0.28)},${n(hy - r * 0.4)}" fill="${gold}"/>`
      let rings = ''
      for (let k = 1; k < 13; k++) {
        const y = hy - r * 0.4 - (k / 13) * (hy - r * 0.55 - tip)
        const w = r * (0.28 - (k / 13) * 0.2)
        rings += `M${n(x - w)},${n(y)} h${n(w * 2)} `
      }
      out += `<path d="${rings}" stroke="${mix(gold, s.pal.ground, 0.35)}" stroke-width="${n(r * 0.015)}"/>`
      out += `<path d="M${n(x - r * 0.15)},${n(tip + r * 0.15)} Q${n(x)},${n(tip - r * 0.1)} ${n(x + r * 0.15)},${n(tip + r * 0.15)} Z" fill="${gold}"/>`
      out += `<rect y="${n(base)}" width="${s.w}" height="${n(s.h - base)}" fill="${paint(s, MATERIAL.granite, 0.95)}"/>`
      return out + birds(s, 5)
    },
  },
  'golden-temple': {
    horizon: 0.55,
    draw: (s) => {
      const x = s.w * 0.5
      const back = s.horizon + s.h * 0.05
      const white = paint(s, MATERIAL.whitewash, 0.7)
      let out = `<rect y="${n(back - s.h * 0.1)}" width="${s.w}" height="${n(s.h * 0.1)}" fill="${white}"/>`
      for (let k = 0; k < 16; k++) {
        const wx = ((k + 0.5) / 16) * s.w
        out += `<path d="M${n(wx - s.h * 0.012)},${n(back - s.h * 0.02)} v${n(-s.h * 0.04)} a${n(s.h * 0.012)},${n(s.h * 0.012)} 0 0 1 ${n(s.h * 0.024)},0 v${n(s.h * 0.04)} Z" fill="${s.pal.shade > 0.4 ? s.pal.accent : mix(white, s.pal.ground, 0.25)}"/>`
        if (k % 5 === 2)
          out += `<path d="M${n(wx - s.h * 0.025)},${n(back - s.h * 0.1)} a${n(s.h * 0.025)},${n(s.h * 0.03)} 0 0 1 ${n(s.h * 0.05)},0 Z" fill="${white}"/>`
      }
      // Harmandir Sahib: a gilded two-storey sanctum with a lotus dome, out in its pool.
      const gold = paint(s, '#e8b13a', 0.95)
      const goldShade = mix(gold, '#7a4a10', 0.35)
      const base = back + s.h * 0.14
      const w = s.h * 0.34
      let temple = `<rect x="${n(x - w * 0.6)}" y="${n(base - s.h * 0.015)}" width="${n(w * 1.2)}" height="${n(s.h * 0.02)}" fill="${paint(s, MATERIAL.whitewash, 0.95)}"/>`
      temple += `<rect x="${n(x - w / 2)}" y="${n(base - s.h * 0.12)}" width="${n(w)}" height="${n(s.h * 0.105)}" fill="${paint(s, MATERIAL.whitewash, 0.92)}"/>`
      temple += `<rect x="${n(x - w / 2)}" y="${n(base - s.h * 0.22)}" width="${n(w)}" height="${n(s.h * 0.1)}" fill="${gold}"/>`
      for (let k = 0; k < 5; k++) {
        const ax = x - w / 2 + ((k + 0.5) / 5) * w
        temple += `<path d="M${n(ax - w * 0.05)},${n(base - s.h * 0.015)} v${n(-s.h * 0.06)} a${n(w * 0.05)},${n(w * 0.05)} 0 0 1 ${n(w * 0.1)},0 v${n(s.h * 0.06)} Z" fill="${goldShade}"/>`
        temple += `<path d="M${n(ax - w * 0.04)},${n(base - s.h * 0.13)} v${n(-s.h * 0.05)} a${n(w * 0.04)},${n(w * 0.04)} 0 0 1 ${n(w * 0.08)},0 v${n(s.h * 0.05)} Z" fill="${goldShade}"/>`
      }
      const domeY = base - s.h * 0.22
      temple += `<path d="M${n(x - w * 0.3)},${n(domeY)} C${n(x - w * 0.34)},${n(domeY - s.h * 0.12)} ${n(x - w * 0.06)},${n(domeY - s.h * 0.14)} ${n(x)},${n(domeY - s.h * 0.2)} C${n(x + w * 0.06)},${n(domeY - s.h * 0.14)} ${n(x + w * 0.34)},${n(domeY - s.h * 0.12)} ${n(x + w * 0.3)},${n(domeY)} Z" fill="${gold}"/>`
      for (const dx of [-0.5, 0.5])
        temple += `<path d="M${n(x + dx * w - w * 0.07)},${n(domeY)} a${n(w * 0.07)},${n(w * 0.09)} 0 0 1 ${n(w * 0.14)},0 Z" fill="${gold}"/>`
      temple += `<line x1="${n(x)}" y1="${n(domeY - s.h * 0.2)}" x2="${n(x)}" y2="${n(domeY - s.h * 0.25)}" stroke="${gold}" stroke-width="${n(s.h * 0.006)}"/>`
      const pool = back
      out += water(s, pool, mix(s.pal.water, '#2a5f7a', 0.3))
      // The causeway from the left bank.
      out += `<rect x="0" y="${n(base - s.h * 0.02)}" width="${n(x - w * 0.5)}" height="${n(s.h * 0.018)}" fill="${paint(s, MATERIAL.whitewash, 0.85)}"/>`
      out += reflect(s, temple, base, 0.5) + temple
      out += `<rect y="${n(s.h * 0.93)}" width="${s.w}" height="${n(s.h * 0.07)}" fill="${paint(s, MATERIAL.whitewash, 0.95)}"/>`
      return out + birds(s, 4)
    },
  },
  tirumala: {
    horizon: 0.62,
    draw: (s) => {
      // The seven hills of Tirumala, the white temple walls and the gilded Ananda Nilayam.
      let out = ''
      for (let k = 0; k < 3; k++)
        out += ridge(s, s.horizon - s.h * (0.1 - k * 0.07), s.h * 0.14, paint(s, MATERIAL.foliage, 0.2 + k * 0.2))
      const base = s.h * 0.84
      const white = paint(s, MATERIAL.whitewash, 0.9)
      out += `<rect y="${n(base - s.h * 0.12)}" width="${s.w}" height="${n(s.h * 0.12)}" fill="${white}"/>`
      out += `<rect y="${n(base - s.h * 0.125)}" width="${s.w}" height="${n(s.h * 0.012)}" fill="${paint(s, '#c0392b', 0.9)}"/>`
      out += gopuram(s, s.w * 0.2, base, s.h * 0.24, s.h * 0.44, 0.9)
      const x = s.w * 0.6
      const gold = paint(s, '#f0b93a', 0.95)
      const goldShade = mix(gold, '#7a4a10', 0.35)
      const w = s.h * 0.3
      let y = base - s.h * 0.12
      for (let k = 0; k < 3; k++) {
        const tw = w * (1 - k * 0.2)
        const th = s.h * 0.07
        out += `<rect x="${n(x - tw / 2)}" y="${n(y - th)}" width="${n(tw)}" height="${n(th)}" fill="${gold}"/>`
        for (let b = 0; b < 5 - k; b++) {
          const bx = x - tw / 2 + ((b + 0.5) / (5 - k)) * tw
          out += `<path d="M${n(bx - tw * 0.05)},${n(y)} v${n(-th * 0.6)} a${n(tw * 0.05)},${n(tw * 0.05)} 0 0 1 ${n(tw * 0.1)},0 v${n(th * 0.6)} Z" fill="${goldShade}"/>`
        }
        y -= th
      }
      const dw = w * 0.42
      out += `<path d="M${n(x - dw)},${n(y)} C${n(x - dw * 1.05)},${n(y - s.h * 0.12)} ${n(x - dw * 0.3)},${n(y - s.h * 0.16)} ${n(x)},${n(y - s.h * 0.17)} C${n(x + dw * 0.3)},${n(y - s.h * 0.16)} ${n(x + dw * 1.05)},${n(y - s.h * 0.12)} ${n(x + dw)},${n(y)} Z" fill="${gold}"/>`
      out += `<path d="M${n(x + dw * 0.1)},${n(y - s.h * 0.165)} C${n(x + dw * 0.6)},${n(y - s.h * 0.15)} ${n(x + dw * 1.05)},${n(y - s.h * 0.1)} ${n(x + dw)},${n(y)} L${n(x + dw * 0.3)},${n(y)} Z" fill="${goldShade}" opacity="0.5"/>`
      out += `<path d="M${n(x)},${n(y - s.h * 0.26)} Q${n(x + s.h * 0.025)},${n(y - s.h * 0.2)} ${n(x)},${n(y - s.h * 0.17)} Q${n(x - s.h * 0.025)},${n(y - s.h * 0.2)} ${n(x)},${n(y - s.h * 0.26)} Z" fill="${gold}"/>`
      out += `<rect y="${n(base)}" width="${s.w}" height="${n(s.h - base)}" fill="${paint(s, MATERIAL.granite, 0.95)}"/>`
      const robes = [MATERIAL.saffron, '#d83b3b', '#f5f0e6', '#e0b040']
      for (let k = 0; k < 10; k++)
        out += figure(
          s.w * (0.05 + k * 0.1),
          s.h * 0.97,
          s.h * between(s.rng, 0.06, 0.08),
          paint(s, robes[k % 4], 0.95),
          paint(s, '#8a5a3c', 0.95),
        )
      return out + birds(s, 5)
    },
  },
  'big-temple': {
    horizon: 0.72,
    draw: (s) => {
      let out = ridge(s, s.horizon, s.h * 0.06, paint(s, MATERIAL.foliage, 0.25))
      const x = s.w * 0.55
      const base = s.h * 0.8
      const stone = paint(s, '#c99a5c', 0.85)
      const shade = mix(stone, s.pal.ground, 0.3)
      // Brihadeeswara: a straight-sided pyramid of thirteen tiers under one round stone cap.
      const w = s.h * 0.44
      const height = s.h * 0.6
      out += `<rect x="${n(x - w * 0.7)}" y="${n(base - s.h * 0.1)}" width="${n(w * 1.4)}" height="${n(s.h * 0.1)}" fill="${stone}"/>`
      const tiers = 13
      for (let k = 0; k < tiers; k++) {
        const t0 = k / tiers
        const y = base - s.h * 0.1 - t0 * height * 0.78
        const bw = w * (1 - t0 * 0.82)
        out += `<rect x="${n(x - bw / 2)}" y="${n(y - (height * 0.78) / tiers)}" width="${n(bw)}" height="${n((height * 0.78) / tiers + 1)}" fill="${k % 2 === 0 ? stone : shade}"/>`
      }
      const capY = base - s.h * 0.1 - height * 0.78
      out += `<path d="M${n(x - w * 0.13)},${n(capY)} C${n(x - w * 0.14)},${n(capY - height * 0.13)} ${n(x + w * 0.14)},${n(capY - height * 0.13)} ${n(x + w * 0.13)},${n(capY)} Z" fill="${stone}"/>`
      out += `<path d="M${n(x)},${n(capY - height * 0.22)} Q${n(x + w * 0.03)},${n(capY - height * 0.14)} ${n(x)},${n(capY - height * 0.1)} Q${n(x - w * 0.03)},${n(capY - height * 0.14)} ${n(x)},${n(capY - height * 0.22)} Z" fill="${paint(s, '#e0b040', 0.9)}"/>`
      out += `<path d="M${n(x + w * 0.05)},${n(base - s.h * 0.1)} L${n(x + w * 0.09)},${n(capY)} L${n(x + w * 0.35)},${n(base - s.h * 0.1)} Z" fill="${s.pal.ground}" opacity="0.12"/>`
      out += gopuram(s, s.w * 0.17, base, s.h * 0.2, s.h * 0.3, 0.9)
      out += `<rect y="${n(base)}" width="${s.w}" height="${n(s.h - base)}" fill="${paint(s, MATERIAL.sand, 0.95)}"/>`
      return out + birds(s, 6)
    },
  },
  'sea-temple': {
    horizon: 0.6,
    draw: (s) => {
      let out = water(s, s.horizon)
      const x = s.w * 0.55
      const base = s.h * 0.8
      out += `<path d="M0,${n(base)} L${s.w},${n(base - s.h * 0.03)} L${s.w},${s.h} L0,${s.h} Z" fill="${paint(s, MATERIAL.stone, 0.92)}"/>`
      const foam = mix('#ffffff', s.pal.skyLow, 0.2)
      for (let k = 0; k < 3; k++) {
        const y = s.horizon + s.h * (0.06 + k * 0.05)
        out += `<path d="M0,${n(y)} Q${n(s.w * 0.25)},${n(y - s.h * 0.015)} ${n(s.w * 0.5)},${n(y)} T${s.w},${n(y)}" stroke="${foam}" stroke-width="${n(s.h * 0.005)}" fill="none" opacity="0.6"/>`
      }
      out += shikhara(s, x + s.h * 0.34, base - s.h * 0.01, s.h * 0.12, s.h * 0.3, 0.85)
      out += shikhara(s, x, base, s.h * 0.24, s.h * 0.6, 0.92)
      return out + birds(s, 6)
    },
  },
  'temple-corridor': {
    horizon: 0.55,
    interior: true,
    draw: (s) => {
      // The thousand-pillared corridor in one-point perspective, light at its far end.
      const cx = s.w * 0.5
      const cy = s.h * 0.5
      const stone = paint(s, '#d9c29a', 0.95)
      const dark = mix(stone, s.pal.ground, 0.45)
      let out = `<rect width="${s.w}" height="${s.h}" fill="${dark}"/>`
      const glow = mix(s.pal.skyLow, '#ffffff', 0.4)
      out += `<rect x="${n(cx - s.w * 0.04)}" y="${n(cy - s.h * 0.08)}" width="${n(s.w * 0.08)}" height="${n(s.h * 0.16)}" fill="${glow}"/>`
      out += `<path d="M0,${s.h} L${n(cx - s.w * 0.04)},${n(cy + s.h * 0.08)} L${n(cx + s.w * 0.04)},${n(cy + s.h * 0.08)} L${s.w},${s.h} Z" fill="${mix(stone, s.pal.ground, 0.25)}"/>`
      out += `<path d="M0,0 L${n(cx - s.w * 0.04)},${n(cy - s.h * 0.08)} L${n(cx + s.w * 0.04)},${n(cy - s.h * 0.08)} L${s.w},0 Z" fill="${mix(stone, s.pal.ground, 0.55)}"/>`
      const ceiling = [paint(s, '#c0392b', 0.95), paint(s, '#2e6fd0', 0.95), paint(s, '#e0b040', 0.95)]
      const turn = Math.floor(s.rng() * ceiling.length)
      for (let k = 9; k >= 0; k--) {
        const t = Math.pow(0.72, k)
        const hw = s.w * 0.04 + (s.w * 0.5 - s.w * 0.04) * t
        const hh = s.h * 0.08 + (s.h * 0.5 - s.h * 0.08) * t
        const pw = hw * 0.16
        for (const side of [-1, 1]) {
          const px = cx + side * hw - (side > 0 ? pw : 0)
          out += `<rect x="${n(px)}" y="${n(cy - hh)}" width="${n(pw)}" height="${n(hh * 2)}" fill="${mix(stone, s.pal.ground, 0.1 + k * 0.04)}"/>`
          out += `<rect x="${n(px)}" y="${n(cy - hh * 0.55)}" width="${n(pw)}" height="${n(hh * 0.2)}" fill="${mix(stone, s.pal.ground, 0.3 + k * 0.04)}"/>`
        }
        out += `<path d="M${n(cx - hw)},${n(cy - hh)} L${n(cx + hw)},${n(cy - hh)}" stroke="${ceiling[(k + turn) % 3]}" stroke-width="${n(hh * 0.05)}"/>`
      }
      return out
    },
  },
} satisfies Record<string, ScenePainter>
