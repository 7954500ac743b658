import 'server-only'
import { windows } from './buildings'
import {
  MATERIAL,
  between,
  birds,
  linearGradient,
  mix,
  n,
  paint,
  peaks,
  pine,
  radialGradient,
  reflect,
  ridge,
  water,
  type Scene,
} from './core'
import type { ScenePainter } from './landscapes'
import { figure } from './pilgrim-places'

/** The holiday places of the domestic trips: Kashmir, Kochi, the Andamans, Rajasthan. */

/** A shikara: a long, low boat with a canopy on four posts and a rower at the stern. */
function shikara(s: Scene, x: number, y: number, size: number, canopy: string): string {
  const hull = paint(s, '#5a3a22', 0.95)
  let out = `<path d="M${n(x - size)},${n(y - size * 0.1)} Q${n(x)},${n(y + size * 0.1)} ${n(x + size)},${n(y - size * 0.14)} L${n(x + size * 0.9)},${n(y - size * 0.02)} Q${n(x)},${n(y + size * 0.06)} ${n(x - size * 0.9)},${n(y)} Z" fill="${hull}"/>`
  out += `<path d="M${n(x - size * 0.45)},${n(y - size * 0.28)} h${n(size * 0.8)} l${n(size * 0.05)},${n(size * 0.06)} h${n(-size * 0.9)} Z" fill="${canopy}"/>`
  for (const dx of [-0.4, -0.05, 0.3])
    out += `<line x1="${n(x + dx * size)}" y1="${n(y - size * 0.22)}" x2="${n(x + dx * size)}" y2="${n(y - size * 0.03)}" stroke="${hull}" stroke-width="${n(size * 0.02)}"/>`
  out += `<path d="M${n(x - size * 0.4)},${n(y - size * 0.2)} h${n(size * 0.7)}" stroke="${paint(s, '#f0c24a', 0.95)}" stroke-width="${n(size * 0.03)}" stroke-dasharray="${n(size * 0.05)} ${n(size * 0.04)}"/>`
  out += figure(x + size * 0.72, y - size * 0.06, size * 0.3, paint(s, '#3b4a6b', 0.95), paint(s, '#8a5a3c', 0.95))
  out += `<line x1="${n(x + size * 0.78)}" y1="${n(y - size * 0.25)}" x2="${n(x + size * 0.95)}" y2="${n(y + size * 0.12)}" stroke="${hull}" stroke-width="${n(size * 0.025)}"/>`
  return out
}

/** A carved houseboat moored on Dal Lake: a long cabin with a pitched roof. */
function houseboat(s: Scene, x: number, y: number, w: number): string {
  const wood = paint(s, '#8a5a34', 0.8)
  const trim = paint(s, '#e9dcc2', 0.8)
  let out = `<rect x="${n(x)}" y="${n(y - w * 0.16)}" width="${n(w)}" height="${n(w * 0.16)}" fill="${wood}"/>`
  out += `<path d="M${n(x - w * 0.03)},${n(y - w * 0.16)} L${n(x + w * 0.1)},${n(y - w * 0.26)} L${n(x + w * 0.9)},${n(y - w * 0.26)} L${n(x + w * 1.03)},${n(y - w * 0.16)} Z" fill="${paint(s, '#6b7480', 0.8)}"/>`
  out += `<rect x="${n(x)}" y="${n(y - w * 0.02)}" width="${n(w)}" height="${n(w * 0.03)}" fill="${trim}"/>`
  out += windows(s, x, y - w * 0.16, w, w * 0.14)
  return out
}

export const HOLIDAYS = {
  'dal-lake': {
    horizon: 0.56,
    draw: (s) => {
      const shore = s.horizon + s.h * 0.04
      let hills = peaks(s, s.horizon + s.h * 0.02, 4, s.h * 0.3, 0.35, 0.45)
      hills += ridge(s, shore, s.h * 0.05, paint(s, MATERIAL.foliage, 0.5))
      const chinar = paint(s, '#b5542d', 0.55)
      for (let i = 0; i < 10; i++)
        hills += `<circle cx="${n(s.rng() * s.w)}" cy="${n(shore - s.h * 0.01)}" r="${n(s.h * between(s.rng, 0.015, 0.03))}" fill="${i % 3 === 0 ? chinar : paint(s, MATERIAL.foliage, 0.6)}"/>`
      let out = hills + water(s, shore, mix(s.pal.water, '#4e8fa8', 0.3))
      out += reflect(s, hills, shore, 0.4)
      let boats = ''
      for (let k = 0; k < 3; k++) boats += houseboat(s, s.w * (0.02 + k * 0.16), shore + s.h * 0.06, s.w * 0.14)
      out += reflect(s, boats, shore + s.h * 0.06, 0.25) + boats
      const canopies = ['#c0392b', '#e0b040', '#2e8b57']
      out += shikara(s, s.w * 0.62, s.h * 0.8, s.h * 0.28, paint(s, canopies[0], 0.95))
      out += shikara(s, s.w * 0.3, s.h * 0.9, s.h * 0.2, paint(s, canopies[1], 0.95))
      out += shikara(s, s.w * 0.86, s.h * 0.68, s.h * 0.14, paint(s, canopies[2], 0.9))
      for (let k = 0; k < 6; k++)
        out += `<ellipse cx="${n(s.w * (0.05 + s.rng() * 0.3))}" cy="${n(s.h * (0.78 + s.rng() * 0.2))}" rx="${n(s.h * 0.03)}" ry="${n(s.h * 0.008)}" fill="${paint(s, '#3e7d3a', 0.95)}"/>`
      return out + birds(s, 4)
    },
  },
  gulmarg: {
    horizon: 0.55,
    draw: (s) => {
      let out = peaks(s, s.horizon, 4, s.h * 0.4, 0.45, 0.85)
      const snow = paint(s, MATERIAL.snow, 0.9)
      out += `<path d="M0,${s.h} L0,${n(s.horizon + s.h * 0.05)} Q${n(s.w * 0.5)},${n(s.horizon - s.h * 0.02)} ${s.w},${n(s.horizon + s.h * 0.1)} L${s.w},${s.h} Z" fill="${snow}"/>`
      out += `<path d="M0,${s.h} L0,${n(s.h * 0.8)} Q${n(s.w * 0.6)},${n(s.h * 0.7)} ${s.w},${n(s.h * 0.86)} L${s.w},${s.h} Z" fill="${mix(snow, s.pal.skyMid, 0.15)}"/>`
      const pineColor = paint(s, '#1f4030', 0.8)
      for (let i = 0; i < 18; i++)
        out += pine(
          s.rng() * s.w,
          s.horizon + s.h * between(s.rng, 0.08, 0.3),
          s.h * between(s.rng, 0.06, 0.14),
          pineColor,
        )
      // The gondola: a cable from the valley up to the ridge, cabins hanging from it.
      const cable = paint(s, '#333333', 0.9)
      const x0 = s.w * 0.05
      const y0 = s.h * 0.72
      const x1 = s.w * 0.95
      const y1 = s.h * 0.18
      out += `<line x1="${n(x0)}" y1="${n(y0)}" x2="${n(x1)}" y2="${n(y1)}" stroke="${cable}" stroke-width="${n(s.h * 0.003)}"/>`
      for (const t of [0.25, 0.55, 0.8]) {
        const cx = x0 + (x1 - x0) * t
        const cy = y0 + (y1 - y0) * t
        const k = s.h * 0.05
        out += `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx)}" y2="${n(cy + k * 0.5)}" stroke="${cable}" stroke-width="${n(k * 0.06)}"/>`
        out += `<rect x="${n(cx - k * 0.5)}" y="${n(cy + k * 0.5)}" width="${n(k)}" height="${n(k * 0.8)}" rx="${n(k * 0.15)}" fill="${paint(s, '#d83b3b', 0.95)}"/>`
        out += `<rect x="${n(cx - k * 0.38)}" y="${n(cy + k * 0.6)}" width="${n(k * 0.76)}" height="${n(k * 0.3)}" fill="${paint(s, MATERIAL.glass, 0.95)}"/>`
      }
      const robes = ['#d83b3b', '#2e6fd0', '#3e9b4f', MATERIAL.saffron]
      for (let k = 0; k < 5; k++)
        out += figure(
          s.w * (0.3 + k * 0.06),
          s.h * 0.92,
          s.h * 0.08,
          paint(s, robes[k % 4], 0.95),
          paint(s, '#8a5a3c', 0.95),
        )
      return out + birds(s, 3)
    },
  },
  'fishing-nets': {
    horizon: 0.62,
    draw: (s) => {
      let out = water(s, s.horizon)
      out += ridge(s, s.horizon + 2, s.h * 0.03, paint(s, MATERIAL.palm, 0.35))
      const wood = paint(s, '#2a1d16', 0.95)
      const net = paint(s, '#3a2a22', 0.95)
      // Kochi's Chinese fishing nets: a leaning boom from a platform, the net hung beneath
      // its tip on four spars, a row of stone weights on ropes at the back.
      const frame = (bx: number, scale: number) => {
        const by = s.horizon + s.h * 0.12 * scale
        const tipX = bx + s.h * 0.45 * scale
        const tipY = s.horizon - s.h * 0.35 * scale
        let f = `<rect x="${n(bx - s.h * 0.12 * scale)}" y="${n(by)}" width="${n(s.h * 0.2 * scale)}" height="${n(s.h * 0.02 * scale)}" fill="${wood}"/>`
        f += `<line x1="${n(bx)}" y1="${n(by)}" x2="${n(tipX)}" y2="${n(tipY)}" stroke="${wood}" stroke-width="${n(s.h * 0.01 * scale)}"/>`
        f += `<line x1="${n(bx)}" y1="${n(by)}" x2="${n(bx - s.h * 0.15 * scale)}" y2="${n(tipY + s.h * 0.15 * scale)}" stroke="${wood}" stroke-width="${n(s.h * 0.006 * scale)}"/>`
        for (let k = 0; k < 4; k++)
          f += `<line x1="${n(bx - s.h * 0.15 * scale)}" y1="${n(tipY + s.h * 0.15 * scale)}" x2="${n(bx - s.h * (0.18 - k * 0.03) * scale)}" y2="${n(by - s.h * 0.02 * scale)}" stroke="${wood}" stroke-width="${n(s.h * 0.002)}"/><circle cx="${n(bx - s.h * (0.18 - k * 0.03) * scale)}" cy="${n(by - s.h * 0.02 * scale)}" r="${n(s.h * 0.008 * scale)}" fill="${wood}"/>`
        const span = s.h * 0.22 * scale
        const corners = [
          [tipX - span, tipY + span * 0.9],
          [tipX - span * 0.3, tipY + span * 1.2],
          [tipX + span * 0.4, tipY + span * 1.1],
          [tipX + span, tipY + span * 0.8],
        ]
        for (const [cx, cy] of corners)
          f += `<line x1="${n(tipX)}" y1="${n(tipY)}" x2="${n(cx)}" y2="${n(cy)}" stroke="${wood}" stroke-width="${n(s.h * 0.004 * scale)}"/>`
        f += `<path d="M${n(corners[0][0])},${n(corners[0][1])} Q${n(tipX - span * 0.3)},${n(tipY + span * 1.6)} ${n(corners[1][0])},${n(corners[1][1])} Q${n(tipX + span * 0.1)},${n(tipY + span * 1.7)} ${n(corners[2][0])},${n(corners[2][1])} Q${n(tipX + span * 0.7)},${n(tipY + span * 1.5)} ${n(corners[3][0])},${n(corners[3][1])}" stroke="${net}" stroke-width="${n(s.h * 0.003)}" fill="${net}" fill-opacity="0.25"/>`
        return f
      }
      const nets = frame(s.w * 0.25, 1) + frame(s.w * 0.62, 0.7) + frame(s.w * 0.88, 0.45)
      out += reflect(s, nets, s.horizon + s.h * 0.14, 0.25) + nets
      out += `<path d="M0,${s.h} L0,${n(s.h * 0.86)} L${s.w},${n(s.h * 0.9)} L${s.w},${s.h} Z" fill="${paint(s, MATERIAL.granite, 0.95)}"/>`
      return out + birds(s, 6)
    },
  },
  'toy-train': {
    horizon: 0.4,
    draw: (s) => {
      let out = ridge(s, s.horizon, s.h * 0.1, paint(s, MATERIAL.foliage, 0.15))
      out += ridge(s, s.horizon + s.h * 0.12, s.h * 0.1, paint(s, MATERIAL.tea, 0.45))
      // The Nilgiri mountain railway: a blue-and-cream train crossing a stone viaduct.
      const deck = s.h * 0.6
      const stone = paint(s, MATERIAL.granite, 0.75)
      out += `<rect y="${n(deck)}" width="${s.w}" height="${n(s.h * 0.035)}" fill="${stone}"/>`
      for (let k = 0; k < 7; k++) {
        const px = ((k + 0.5) / 7) * s.w
        out += `<path d="M${n(px - s.w * 0.07)},${n(deck + s.h * 0.03)} H${n(px + s.w * 0.07)} V${s.h} H${n(px + s.w * 0.045)} V${n(deck + s.h * 0.12)} Q${n(px)},${n(deck + s.h * 0.05)} ${n(px - s.w * 0.045)},${n(deck + s.h * 0.12)} V${s.h} H${n(px - s.w * 0.07)} Z" fill="${stone}"/>`
      }
      const blue = paint(s, '#2f5fa8', 0.95)
      const cream = paint(s, '#f3e6c4', 0.95)
      const carW = s.w * 0.13
      const carH = s.h * 0.1
      for (let k = 0; k < 4; k++) {
        const cx = s.w * 0.3 + k * (carW + s.w * 0.01)
        out += `<rect x="${n(cx)}" y="${n(deck - carH)}" width="${n(carW)}" height="${n(carH)}" rx="${n(carH * 0.1)}" fill="${blue}"/>`
        out += `<rect x="${n(cx)}" y="${n(deck - carH * 0.45)}" width="${n(carW)}" height="${n(carH * 0.1)}" fill="${cream}"/>`
        out += `<path d="M${n(cx - carW * 0.03)},${n(deck - carH)} Q${n(cx + carW / 2)},${n(deck - carH * 1.25)} ${n(cx + carW * 1.03)},${n(deck - carH)} Z" fill="${cream}"/>`
        for (let w = 0; w < 4; w++)
          out += `<rect x="${n(cx + carW * (0.08 + w * 0.23))}" y="${n(deck - carH * 0.85)}" width="${n(carW * 0.15)}" height="${n(carH * 0.3)}" fill="${cream}"/>`
      }
      const ex = s.w * 0.3 - s.w * 0.12
      const engine = paint(s, '#1f2a3a', 0.95)
      out += `<rect x="${n(ex)}" y="${n(deck - carH * 0.8)}" width="${n(s.w * 0.11)}" height="${n(carH * 0.8)}" fill="${engine}"/>`
      out += `<rect x="${n(ex + s.w * 0.065)}" y="${n(deck - carH * 1.15)}" width="${n(s.w * 0.045)}" height="${n(carH * 1.15)}" fill="${engine}"/>`
      out += `<rect x="${n(ex + s.w * 0.015)}" y="${n(deck - carH * 1.2)}" width="${n(s.w * 0.015)}" height="${n(carH * 0.45)}" fill="${engine}"/>`
      const steam = mix('#ffffff', s.pal.skyLow, 0.3)
      for (let k = 0; k < 5; k++)
        out += `<circle cx="${n(ex + s.w * 0.02 - k * s.w * 0.03)}" cy="${n(deck - carH * (1.4 + k * 0.35))}" r="${n(s.h * (0.025 + k * 0.01))}" fill="${steam}" opacity="${n(0.8 - k * 0.12)}"/>`
      const treeColor = paint(s, MATERIAL.palm, 0.95)
      for (let k = 0; k < 10; k++)
        out += pine(
          k < 5 ? s.rng() * s.w * 0.2 : s.w * (0.8 + s.rng() * 0.2),
          s.h * 1.02,
          s.h * between(s.rng, 0.25, 0.4),
          treeColor,
        )
      return out + birds(s, 4)
    },
  },
  'coral-reef': {
    horizon: 0.12,
    interior: true,
    draw: (s) => {
      const sea = linearGradient(s, [
        [0, mix('#5fd0e0', s.pal.skyLow, 0.2)],
        [0.5, '#1c8fb5'],
        [1, '#0b4a6e'],
      ])
      let out = `<rect width="${s.w}" height="${s.h}" fill="${sea}"/>`
      const ray = radialGradient(s, '#ffffff', 0.25)
      for (let k = 0; k < 4; k++)
        out += `<path d="M${n(s.w * (0.2 + k * 0.2))},0 L${n(s.w * (0.1 + k * 0.22))},${n(s.h * 0.8)} L${n(s.w * (0.18 + k * 0.22))},${n(s.h * 0.8)} L${n(s.w * (0.25 + k * 0.2))},0 Z" fill="${ray}" opacity="0.5"/>`
      out += `<path d="M0,${n(s.h * 0.06)} Q${n(s.w * 0.25)},${n(s.h * 0.03)} ${n(s.w * 0.5)},${n(s.h * 0.06)} T${s.w},${n(s.h * 0.06)} L${s.w},0 L0,0 Z" fill="#ffffff" opacity="0.35"/>`
      out += `<path d="M0,${s.h} L0,${n(s.h * 0.85)} Q${n(s.w * 0.5)},${n(s.h * 0.78)} ${s.w},${n(s.h * 0.86)} L${s.w},${s.h} Z" fill="${mix(MATERIAL.sand, '#1c8fb5', 0.3)}"/>`
      const corals = ['#ff7a6b', '#ffb347', '#c86dd7', '#f25c8a', '#f5d76e']
      for (let k = 0; k < 9; k++) {
        const cx = (k / 8) * s.w + between(s.rng, -0.03, 0.03) * s.w
        const cy = s.h * 0.86
        const color = corals[k % corals.length]
        if (k % 3 === 0) {
          out += `<ellipse cx="${n(cx)}" cy="${n(cy - s.h * 0.05)}" rx="${n(s.h * 0.1)}" ry="${n(s.h * 0.07)}" fill="${color}"/>`
          out += `<path d="M${n(cx - s.h * 0.07)},${n(cy - s.h * 0.06)} q${n(s.h * 0.07)},${n(-s.h * 0.05)} ${n(s.h * 0.14)},0" stroke="${mix(color, '#000000', 0.25)}" stroke-width="${n(s.h * 0.006)}" fill="none"/>`
        } else {
          let d = ''
          for (let b = 0; b < 5; b++) {
            const a = -Math.PI / 2 + (b - 2) * 0.35
            d += `M${n(cx)},${n(cy)} Q${n(cx + Math.cos(a) * s.h * 0.08)},${n(cy - s.h * 0.1)} ${n(cx + Math.cos(a) * s.h * 0.15)},${n(cy + Math.sin(a) * s.h * 0.2)} `
          }
          out += `<path d="${d}" stroke="${color}" stroke-width="${n(s.h * 0.018)}" fill="none" stroke-linecap="round"/>`
        }
      }
      const fishColors = ['#ffb000', '#ffffff', '#2fd1f0', '#ff6a3d']
      for (let k = 0; k < 14; k++) {
        const fx = s.rng() * s.w
        const fy = s.h * between(s.rng, 0.3, 0.72)
        const k2 = s.h * between(s.rng, 0.02, 0.04)
        const dir = s.rng() < 0.5 ? -1 : 1
        out += `<path d="M${n(fx - dir * k2)},${n(fy)} Q${n(fx)},${n(fy - k2 * 0.6)} ${n(fx + dir * k2)},${n(fy)} Q${n(fx)},${n(fy + k2 * 0.6)} ${n(fx - dir * k2)},${n(fy)} Z M${n(fx - dir * k2)},${n(fy)} l${n(-dir * k2 * 0.5)},${n(-k2 * 0.4)} v${n(k2 * 0.8)} Z" fill="${fishColors[k % 4]}"/>`
      }
      // A snorkeller floating at the surface.
      const sx = s.w * 0.62
      const sy = s.h * 0.12
      out += `<path d="M${n(sx - s.h * 0.14)},${n(sy)} q${n(s.h * 0.14)},${n(-s.h * 0.03)} ${n(s.h * 0.28)},0" stroke="${paint(s, '#2b2f38', 1)}" stroke-width="${n(s.h * 0.035)}" stroke-linecap="round" fill="none"/>`
      out += `<circle cx="${n(sx + s.h * 0.17)}" cy="${n(sy - s.h * 0.005)}" r="${n(s.h * 0.025)}" fill="${paint(s, '#8a5a3c', 1)}"/>`
      out += `<line x1="${n(sx + s.h * 0.18)}" y1="${n(sy - s.h * 0.02)}" x2="${n(sx + s.h * 0.18)}" y2="${n(sy - s.h * 0.07)}" stroke="${paint(s, '#ffb000', 1)}" stroke-width="${n(s.h * 0.008)}"/>`
      return out
    },
  },
  'hawa-mahal': {
    horizon: 0.9,
    draw: (s) => {
      const x = s.w * 0.5
      const base = s.h * 0.92
      const pink = paint(s, '#d8765a', 0.9)
      const light = mix(pink, '#ffe9d6', 0.35)
      const dark = mix(pink, s.pal.ground, 0.4)
      // Hawa Mahal: five storeys of latticed bay windows rising to a pointed crown.
      const levels = [0.95, 0.9, 0.82, 0.6, 0.36]
      const levelH = s.h * 0.15
      let out = ''
      levels.forEach((share, k) => {
        const w = s.w * 0.84 * share
        const y = base - (k + 1) * levelH
        out += `<rect x="${n(x - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(levelH + 1)}" fill="${pink}"/>`
        const bays = Math.max(3, Math.round(w / (s.h * 0.07)))
        for (let b = 0; b < bays; b++) {
          const bx = x - w / 2 + ((b + 0.5) / bays) * w
          const bw = (w / bays) * 0.7
          out += `<rect x="${n(bx - bw / 2)}" y="${n(y + levelH * 0.28)}" width="${n(bw)}" height="${n(levelH * 0.6)}" fill="${light}"/>`
          out += `<path d="M${n(bx - bw / 2)},${n(y + levelH * 0.28)} Q${n(bx)},${n(y - levelH * 0.05)} ${n(bx + bw / 2)},${n(y + levelH * 0.28)} Z" fill="${light}"/>`
          out += `<rect x="${n(bx - bw * 0.25)}" y="${n(y + levelH * 0.4)}" width="${n(bw * 0.5)}" height="${n(levelH * 0.35)}" fill="${s.pal.shade > 0.4 ? s.pal.accent : dark}" opacity="0.8"/>`
        }
        out += `<rect x="${n(x - w / 2)}" y="${n(y + levelH - s.h * 0.008)}" width="${n(w)}" height="${n(s.h * 0.008)}" fill="${light}"/>`
      })
      const top = base - levels.length * levelH
      out += `<path d="M${n(x - s.w * 0.12)},${n(top)} Q${n(x)},${n(top - s.h * 0.1)} ${n(x + s.w * 0.12)},${n(top)} Z" fill="${pink}"/>`
      out += `<line x1="${n(x)}" y1="${n(top - s.h * 0.05)}" x2="${n(x)}" y2="${n(top - s.h * 0.09)}" stroke="${paint(s, '#e0b040', 0.95)}" stroke-width="${n(s.h * 0.008)}"/>`
      out += `<rect y="${n(base)}" width="${s.w}" height="${n(s.h - base)}" fill="${paint(s, MATERIAL.granite, 0.95)}"/>`
      return out + birds(s, 6)
    },
  },
  'desert-camp': {
    horizon: 0.62,
    draw: (s) => {
      let out = ridge(s, s.horizon, s.h * 0.05, paint(s, MATERIAL.sand, 0.35))
      out += `<path d="M0,${s.h} L0,${n(s.horizon + s.h * 0.06)} Q${n(s.w * 0.5)},${n(s.horizon + s.h * 0.02)} ${s.w},${n(s.horizon + s.h * 0.08)} L${s.w},${s.h} Z" fill="${paint(s, MATERIAL.sand, 0.8)}"/>`
      const canvas = mix(paint(s, '#f3e8d2', 0.85), s.pal.accent, 0.3)
      const lamp = s.pal.accent
      for (let k = 0; k < 5; k++) {
        const tx = s.w * (0.1 + k * 0.2)
        const ty = s.horizon + s.h * 0.2
        const tw = s.h * 0.16
        out += `<path d="M${n(tx - tw)},${n(ty)} L${n(tx - tw * 0.7)},${n(ty - tw * 0.55)} L${n(tx)},${n(ty - tw * 0.85)} L${n(tx + tw * 0.7)},${n(ty - tw * 0.55)} L${n(tx + tw)},${n(ty)} Z" fill="${canvas}"/>`
        out += `<path d="M${n(tx - tw * 0.18)},${n(ty)} V${n(ty - tw * 0.4)} Q${n(tx)},${n(ty - tw * 0.5)} ${n(tx + tw * 0.18)},${n(ty - tw * 0.4)} V${n(ty)} Z" fill="${lamp}" opacity="0.9"/>`
        out += `<path d="M${n(tx - tw * 0.7)},${n(ty - tw * 0.55)} L${n(tx + tw * 0.7)},${n(ty - tw * 0.55)}" stroke="${paint(s, '#c0392b', 0.9)}" stroke-width="${n(tw * 0.05)}"/>`
      }
      // The campfire with dancers' silhouettes around it.
      const fx = s.w * 0.5
      const fy = s.h * 0.86
      out += `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(s.h * 0.3)}" ry="${n(s.h * 0.08)}" fill="${radialGradient(s, lamp, 0.6)}"/>`
      out += `<path d="M${n(fx - s.h * 0.04)},${n(fy)} Q${n(fx - s.h * 0.03)},${n(fy - s.h * 0.08)} ${n(fx)},${n(fy - s.h * 0.12)} Q${n(fx + s.h * 0.02)},${n(fy - s.h * 0.06)} ${n(fx + s.h * 0.04)},${n(fy)} Z" fill="#ffb347"/><path d="M${n(fx - s.h * 0.02)},${n(fy)} Q${n(fx)},${n(fy - s.h * 0.06)} ${n(fx + s.h * 0.02)},${n(fy)} Z" fill="#fff1a8"/>`
      const dark = mix(s.pal.ground, '#000000', 0.2)
      for (const dx of [-0.2, -0.12, 0.12, 0.2]) out += figure(fx + dx * s.w, s.h * 0.95, s.h * 0.12, dark, dark)
      return out + birds(s, 2)
    },
  },
} satisfies Record<string, ScenePainter>
