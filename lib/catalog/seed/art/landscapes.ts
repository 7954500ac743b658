import 'server-only'
import { gopuram, karst, shikhara, windows } from './buildings'
import {
  MATERIAL,
  between,
  birds,
  boat,
  linearGradient,
  mix,
  n,
  paint,
  palm,
  peaks,
  pick,
  pine,
  polyline,
  radialGradient,
  reflect,
  ridge,
  ridgePoints,
  roundTree,
  sailboat,
  water,
  type Scene,
} from './core'

/** A scene: where its horizon sits (a share of the height) and how to paint it. */
export interface ScenePainter {
  horizon: number
  draw: (s: Scene) => string
  /** Indoors or close up: no sky is painted first. */
  interior?: boolean
}

/** The Indian and Asian landscapes: temples, ghats, hills, backwaters, beaches, lagoons. */
export const LANDSCAPES = {
  gopuram: {
    horizon: 0.72,
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
  'north-temple': {
    horizon: 0.7,
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
  himalaya: {
    horizon: 0.62,
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
  'hill-lake': {
    horizon: 0.6,
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
  'water-villas': {
    horizon: 0.5,
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
  'desert-fort': {
    horizon: 0.6,
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
  'old-town': {
    horizon: 0.6,
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
  'thai-temple': {
    horizon: 0.62,
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
  dagoba: {
    horizon: 0.66,
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
  'rice-terraces': {
    horizon: 0.42,
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
} satisfies Record<string, ScenePainter>
