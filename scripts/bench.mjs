// Page weight and loading benchmark against a running production server.
// usage: node scripts/bench.mjs [base-url] [path...]      (RUNS=3 by default)
// For each page, at 390 px on an emulated slow 4G network (150 ms RTT, 1.6 Mbps down,
// CPU 4x slower) it reports the median LCP, CLS, bytes transferred by kind and any
// request to another host; then the server time of the cached HTML. Figures from one
// run are compared with each other (ratios), not with a fixed budget: the machine is shared.
import { chromium } from '@playwright/test'

const base = (process.argv[2] || 'http://127.0.0.1:3000').replace(/\/+$/, '')
const paths = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ['/', '/trip/char-dham-yatra', '/pilgrimage', '/contact']
const runs = Number(process.env.RUNS || 3)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})

async function measure(path) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  await context.addInitScript(() => {
    localStorage.setItem('gopuram:enquiry-popup-shown', '1')
    window.__lcp = 0
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const bytes = { document: 0, script: 0, stylesheet: 0, image: 0, font: 0, other: 0 }
  const thirdParty = new Set()
  const types = new Map()
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type.toLowerCase()))
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) || 'other'
    bytes[type in bytes ? type : 'other'] += e.encodedDataLength
  })
  page.on('request', (r) => {
    const host = new URL(r.url()).host
    if (r.url().startsWith('http') && host !== new URL(base).host) thirdParty.add(host)
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  const { lcp, cls } = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }))
  await context.close()
  return { lcp, cls, bytes, thirdParty: [...thirdParty] }
}

async function serverTime(path) {
  const times = []
  for (let i = 0; i < 10; i++) {
    const start = performance.now()
    const res = await fetch(base + path)
    await res.arrayBuffer()
    times.push(performance.now() - start)
  }
  return median(times)
}

console.log(`base ${base}, ${runs} runs per page, phone 390 px, slow 4G, CPU x4`)
console.log('page | LCP ms | CLS | HTML | JS | CSS | images | fonts | total | other hosts | cached HTML ms')
for (const path of paths) {
  const results = []
  for (let i = 0; i < runs; i++) results.push(await measure(path))
  const pick = (key) => median(results.map((r) => r.bytes[key]))
  const total = ['document', 'script', 'stylesheet', 'image', 'font', 'other'].reduce((sum, key) => sum + pick(key), 0)
  console.log(
    [
      path,
      Math.round(median(results.map((r) => r.lcp))),
      median(results.map((r) => r.cls)).toFixed(3),
      kb(pick('document')),
      kb(pick('script')),
      kb(pick('stylesheet')),
      kb(pick('image')),
      kb(pick('font')),
      kb(total),
      results[0].thirdParty.join(' ') || 'none',
      (await serverTime(path)).toFixed(1),
    ].join(' | '),
  )
}
await browser.close()
