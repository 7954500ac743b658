// Debian's Chromium as the browser tests, the screenshots and the benchmark start it: its path
// (Playwright's own browser download is not reachable here) and the flags that keep it from
// reaching out to the network on its own.

/** CHROMIUM_PATH, default Debian's /usr/bin/chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Runs as root in a container, without a GPU, with no background traffic of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
