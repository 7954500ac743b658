import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BREAKPOINTS, minWidth } from '@/lib/site/breakpoints'

describe('breakpoints', () => {
  const css = readFileSync(path.join(__dirname, '..', 'app', 'globals.css'), 'utf8')
  const themed = Object.fromEntries(
    [...css.matchAll(/--breakpoint-([\w-]+):\s*(\d+)px;/g)].map(([, name, px]) => [name, Number(px)]),
  )

  it('are the same in the CSS theme and in scripts', () => {
    expect(themed).toEqual(BREAKPOINTS)
  })

  it('make min-width media queries', () => {
    expect(minWidth('wide')).toBe('(min-width: 1025px)')
  })
})
