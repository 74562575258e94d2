import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, useBrowser, VIEWPORTS } from './browser'

const browser = useBrowser()

/** How long the network stalls inside the footer. */
const STALL_MS = 800
/** The shortest page: with the whole footer it is taller than the viewport, without it shorter. */
const PAGE = '/unsubscribe'

/** Headers a proxy must not pass on as they are (it sends the body decoded, in its own framing). */
const HOP = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection'])

/**
 * A proxy in front of the site that sends `PAGE` in two pieces, the first ending inside the
 * footer, and everything else as it comes: a slow network that takes a page in pieces.
 */
async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const upstream = await fetch(new URL(req.url ?? '/', baseUrl()), {
    headers: { accept: req.headers.accept ?? '*/*' },
  })
  const headers = [...upstream.headers].filter(([name]) => !HOP.has(name))
  res.writeHead(upstream.status, Object.fromEntries(headers))
  const body = Buffer.from(await upstream.arrayBuffer())
  const cut = req.url === PAGE ? body.indexOf('class="footer-col"') : -1
  if (cut === -1) {
    res.end(body)
    return
  }
  res.write(body.subarray(0, cut))
  await new Promise((resolve) => setTimeout(resolve, STALL_MS))
  res.end(body.subarray(cut))
}

let server: Server
let proxyUrl = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    forward(req, res).catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

interface PaintEntries {
  firstPaint: number
  shifts: string[]
}

describe('a page that arrives in pieces', () => {
  it('paints once the whole document is there, so a footer still on its way never moves the page', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop })
    await context.addInitScript(() => {
      const w = window as unknown as PaintEntries
      w.shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number
          sources: { node: Node | null }[]
        }[]) {
          const moved = entry.sources.map((s) => (s.node as Element | null)?.className ?? '?')
          w.shifts.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const page = await context.newPage()
    await page.bringToFront()
    await page.goto(`${proxyUrl}${PAGE}`, { waitUntil: 'load' })
    // The paint is reported in a task after it happens.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length))
      .toBe(1)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))
    const found = await page.evaluate(() => {
      const w = window as unknown as PaintEntries
      const paint = performance.getEntriesByName('first-paint')[0]
      return { firstPaint: paint?.startTime ?? -1, shifts: w.shifts }
    })
    await context.close()
    // Nothing was painted while the footer was still on its way…
    expect(found.firstPaint).toBeGreaterThanOrEqual(STALL_MS)
    // …so nothing moved when the rest of it came.
    expect(found.shifts).toEqual([])
  })
})
