/**
 * Sets these environment variables for a test file (undefined: unset) and answers the restore,
 * which gives each its value from before.
 */
export function replaceEnv(values: Record<string, string | undefined>): () => void {
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]))
  const apply = (next: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  apply(values)
  return () => apply(saved)
}
