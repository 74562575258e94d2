import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest'
import { baseUrl } from '../shared/base-url'
import { visitorIp } from '../shared/visitor-ip'

export { baseUrl, visitorIp }

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const

/**
 * The run's Chromium (started once by the global setup) for this test file: connected before its
 * tests, disconnected after them, which closes every context the file left open.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'))
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('browser not started')
    return browser
  }
}

export interface PageOptions {
  width?: number
  height?: number
  javaScript?: boolean
  /**
   * Whether the visitor asks for reduced motion: yes unless `false`. A page that types, counts up,
   * plays its animation or video keeps drawing while a test reads it (about a sixth of a core a
   * page), and reads differently from frame to frame: only the tests of motion ask for it.
   */
  reducedMotion?: boolean
  /** The client address the edge sees (`cf-connecting-ip`); a fresh one per context by default. */
  ip?: string
}

/**
 * A fresh context (one visitor) and page at the given viewport, with reduced motion unless asked
 * otherwise; console errors are collected.
 */
export async function openPage(
  browser: Browser,
  path: string,
  opts: PageOptions = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    javaScriptEnabled: opts.javaScript ?? true,
    reducedMotion: opts.reducedMotion === false ? 'no-preference' : 'reduce',
    extraHTTPHeaders: { 'cf-connecting-ip': opts.ip ?? visitorIp() },
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'load' })
  // A visitor moves the pointer (a move that moves: src/client/capture.ts): the page's React
  // islands start (src/client/schedule.ts).
  if (opts.javaScript !== false) await page.mouse.move((opts.width ?? 1440) / 2, 10, { steps: 2 })
  return { page, context, errors }
}

/**
 * Resolves once no request of the page has been in flight for `quietMs`: Playwright's 'networkidle',
 * counted from now, so that it also waits for what an interaction just started.
 */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inflight = 0
  let last = Date.now()
  const start = () => {
    inflight++
    last = Date.now()
  }
  const end = () => {
    inflight = Math.max(0, inflight - 1)
    last = Date.now()
  }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  try {
    // A loop, not expect.poll: the global expect cannot tell concurrent tests apart.
    for (const until = Date.now() + 30_000; inflight > 0 || Date.now() - last < quietMs;) {
      if (Date.now() > until) throw new Error(`the network never went quiet for ${quietMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } finally {
    page.off('request', start)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
  }
}

/**
 * Pages that tests only read (boxes, styles, text), opened once per address and options for the
 * tests of a file instead of once per test: loading a page costs the browser far more than reading
 * it. A page that keeps drawing (an animation or a video playing) is closed after its test instead,
 * as before: left open, it would cost more than loading it again. A test that clicks, types,
 * scrolls, resizes or otherwise changes its page opens its own (`openPage`).
 *
 * With `anyWidth`, one page serves an address at every width: it loads at the first width asked
 * for and is resized to each later one (then laid out, two frames drawn, its fonts ready), for
 * files whose pages are laid out by the stylesheet and by islands that follow a resize.
 */
export function useSharedPages(
  browser: () => Browser,
  { anyWidth = false }: { anyWidth?: boolean } = {},
): (path: string, opts?: PageOptions) => Promise<Page> {
  const opened = new Map<string, ReturnType<typeof openPage>>()
  const close = async (key: string) => {
    const entry = opened.get(key)
    opened.delete(key)
    await entry?.then(({ context }) => context.close()).catch(() => undefined)
  }
  afterAll(() => Promise.all([...opened.keys()].map(close)))
  return async (path, opts = {}) => {
    const key = JSON.stringify([path, anyWidth ? { ...opts, width: 0, height: 0 } : opts])
    let entry = opened.get(key)
    const fresh = !entry
    if (!entry) {
      entry = openPage(browser(), path, opts)
      opened.set(key, entry)
    }
    const { page } = await entry
    const size = { width: opts.width ?? 1440, height: opts.height ?? 900 }
    const now = page.viewportSize()
    if (!fresh && (now?.width !== size.width || now.height !== size.height)) {
      await resizeTo(page, size, opts.javaScript !== false)
    }
    onTestFinished(async () => {
      const drawing = await page
        .evaluate(
          () =>
            document.querySelector('.lottie-frame.is-playing') !== null ||
            Array.from(document.querySelectorAll('video')).some((v) => !v.paused),
        )
        .catch(() => true)
      if (drawing) await close(key)
    })
    return page
  }
}

/**
 * One visitor's tab for the tests of a file that each load a page of their own and leave nothing
 * behind but the page: each visit is a new document in the same tab (one renderer process for the
 * file instead of a context and process per test), at the size asked for, the pointer moved to a
 * new place each time (a move that moves: the page's islands start, as with `openPage`). Not for
 * tests that store something (forms, a stored filter) or need a visitor of their own.
 */
export function useTab(
  browser: () => Browser,
  opts: Omit<PageOptions, 'width' | 'height'> = {},
): (path: string, size?: { width?: number; height?: number }) => Promise<Page> {
  let tab: ReturnType<typeof openPage> | undefined
  let moves = 0
  afterAll(async () => {
    await tab?.then(({ context }) => context.close()).catch(() => undefined)
  })
  return async (path, size = {}) => {
    const viewport = { width: size.width ?? 1440, height: size.height ?? 900 }
    if (!tab) {
      tab = openPage(browser(), path, { ...opts, ...viewport })
      return (await tab).page
    }
    const { page } = await tab
    moves += 1
    return revisit(page, path, viewport, { moves, javaScript: opts.javaScript !== false })
  }
}

/**
 * Resizes the window and waits for two frames, by which the page's scripts have measured it
 * again, and for the faces it now asks for. Without JavaScript no frame callback ever runs: only
 * the stylesheet lays the page out.
 */
export async function resizeTo(
  page: Page,
  size: { width: number; height: number },
  javaScript = true,
): Promise<void> {
  await page.setViewportSize(size)
  await page.evaluate(
    async (frames) => {
      document.body.getBoundingClientRect()
      for (let i = 0; i < frames; i++) await new Promise((done) => requestAnimationFrame(done))
      await document.fonts.ready
    },
    javaScript ? 2 : 0,
  )
}

/**
 * Takes an open tab to `path` at `viewport`, a new document, and (with JavaScript) moves the
 * pointer to a new place for the `moves`-th visit: a move that moves, so the page's islands start.
 */
export async function revisit(
  page: Page,
  path: string,
  viewport: { width: number; height: number },
  { moves, javaScript }: { moves: number; javaScript: boolean },
): Promise<Page> {
  await page.setViewportSize(viewport)
  await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'load' })
  if (javaScript)
    await page.mouse.move(viewport.width / 2 + (moves % 2) * 8, 10 + moves, { steps: 2 })
  return page
}

/**
 * Loads `path` once at the narrowest of `widths`, then widens the window through each, calling
 * `read` once the page is laid out there in the faces it asks for: how text wraps depends on the
 * width, not on how the page got there, so one load serves every width.
 */
export async function readAtWidths(
  page: Page,
  path: string,
  widths: readonly number[],
  read: (width: number) => Promise<void>,
): Promise<void> {
  await page.setViewportSize({ width: widths[0] ?? 320, height: 900 })
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
  for (const width of widths) {
    await resizeTo(page, { width, height: 900 })
    await read(width)
  }
}
