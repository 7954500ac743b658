import 'server-only'
import { between, flag, MATERIAL, mix, n, paint, type Scene } from './core'

// Buildings ----------------------------------------------------------------------------

/** A South Indian temple tower: stepped tiers, a barrel-vaulted crown with kalasams. */
export function gopuram(s: Scene, x: number, baseY: number, width: number, height: number, depth: number): string {
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
export function shikhara(s: Scene, x: number, baseY: number, width: number, height: number, depth: number): string {
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

export function karst(s: Scene, x: number, baseY: number, width: number, height: number, color: string): string {
  const lean = between(s.rng, -0.15, 0.15) * width
  return `<path d="M${n(x - width / 2)},${n(baseY)} C${n(x - width * 0.6)},${n(baseY - height * 0.7)} ${n(x - width * 0.3 + lean)},${n(baseY - height)} ${n(x + lean)},${n(baseY - height)} C${n(x + width * 0.35 + lean)},${n(baseY - height)} ${n(x + width * 0.6)},${n(baseY - height * 0.6)} ${n(x + width / 2)},${n(baseY)} Z" fill="${color}"/>`
}

/** Windows on a block: lit at dusk and night, glinting glass by day. */
export function windows(s: Scene, x: number, y: number, w: number, h: number): string {
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

export function skylineRow(s: Scene, baseY: number, maxHeight: number, depth: number, withWindows: boolean): string {
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
