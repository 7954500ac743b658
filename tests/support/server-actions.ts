// The server actions as the source declares them, for the suites that call every one: a new action
// (or a new 'use server' module) fails those suites until it has an expectation there.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

/** The modules under app/, components/ and lib/ whose first statement is 'use server', relative to the root. */
export function useServerModules(): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(relative)
      else if (/\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(path.join(ROOT, relative), 'utf8')
        if (/^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use server['"]/.test(text)) found.push(relative)
      }
    }
  }
  for (const dir of ['app', 'components', 'lib']) walk(dir)
  return found.sort()
}

/** The names of the functions a module's source exports (in a 'use server' module, each is an action). */
export function exportedFunctionsInSource(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  return [...text.matchAll(/^export\s+(?:async\s+)?function\s+(\w+)/gm)].map((match) => match[1]!).sort()
}
