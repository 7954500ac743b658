// Fills in deploy/nginx/site.conf's values in double braces: for a server (render.mjs, the command), for the
// end-to-end test and for the benchmark (e2e/nginx.mjs), so all three run the one file.

/** The placeholders of site.conf, each with the option that fills it; the TLS ones may be left out. */
export const PLACEHOLDERS = {
  UPSTREAM: { option: 'upstream', required: true, help: 'host:port of an instance; repeat it for each one' },
  LISTEN: { option: 'listen', required: true, help: "nginx's listen parameters, e.g. '443 ssl' or 127.0.0.1:8080" },
  SERVER_NAME: { option: 'server-name', required: true, help: 'the public host name' },
  CACHE_DIR: { option: 'cache-dir', required: true, help: "the micro-cache's folder (nginx creates it)" },
  TLS_CERTIFICATE: { option: 'tls-certificate', required: false, help: 'certificate chain file (with 443 ssl)' },
  TLS_CERTIFICATE_KEY: { option: 'tls-certificate-key', required: false, help: 'its private key file' },
}

/** Anything that could end a directive or open a block is refused in a value. */
const UNSAFE = /[;{}"'\s\\]|\{\{/
const PLACEHOLDER = /\{\{(\w+)\}\}/g

/**
 * `template` (site.conf's text) with its placeholders filled in. `upstream` is a list: the line that names it is
 * repeated for each. A line whose placeholder has no value is left out, which only the TLS ones may be.
 * @param {string} template
 * @param {{ upstream: string[], listen: string, serverName: string, cacheDir: string,
 *   tlsCertificate?: string, tlsCertificateKey?: string }} values
 */
export function renderSiteConf(template, values) {
  const byName = {
    UPSTREAM: values.upstream,
    LISTEN: values.listen,
    SERVER_NAME: values.serverName,
    CACHE_DIR: values.cacheDir,
    TLS_CERTIFICATE: values.tlsCertificate,
    TLS_CERTIFICATE_KEY: values.tlsCertificateKey,
  }
  if (!Array.isArray(byName.UPSTREAM) || byName.UPSTREAM.length === 0) throw new Error('at least one upstream')
  if (!byName.TLS_CERTIFICATE !== !byName.TLS_CERTIFICATE_KEY) throw new Error('a TLS certificate needs its key')
  for (const [name, value] of Object.entries(byName)) {
    if (PLACEHOLDERS[name].required && !value) throw new Error(`${PLACEHOLDERS[name].option} is required`)
    for (const item of [value ?? []].flat()) {
      // LISTEN alone may hold spaces ("443 ssl").
      if (!item || UNSAFE.test(name === 'LISTEN' ? item.replace(/ /g, '') : item)) {
        throw new Error(`${PLACEHOLDERS[name].option}: ${JSON.stringify(item)} is not a plain value`)
      }
    }
  }
  const lines = []
  for (const line of template.split('\n')) {
    const names = [...line.matchAll(PLACEHOLDER)].map(([, name]) => name)
    for (const name of names) if (!(name in PLACEHOLDERS)) throw new Error(`site.conf: unknown placeholder ${name}`)
    if (names.some((name) => !byName[name])) continue
    const repeats = names.includes('UPSTREAM') ? byName.UPSTREAM : [undefined]
    for (const upstream of repeats) {
      lines.push(line.replace(PLACEHOLDER, (_, name) => (name === 'UPSTREAM' ? upstream : byName[name])))
    }
  }
  return lines.join('\n')
}

/**
 * The micro-cache's lifetime in seconds: the template's proxy_cache_valid.
 * @param {string} template
 */
export function microCacheSeconds(template) {
  const match = /^\s*proxy_cache_valid\s[^;]*?(\d+)s;/m.exec(template)
  if (!match) throw new Error('site.conf has no proxy_cache_valid in seconds')
  return Number(match[1])
}
