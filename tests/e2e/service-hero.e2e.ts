import { readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it, onTestFinished } from 'vitest'
import { networkQuiet, openPage, revisit, useBrowser, VIEWPORTS, type PageOptions } from './browser'

const browser = useBrowser()
const services = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/services.json', import.meta.url), 'utf8'),
) as { slug: string; lottie: number | null; status?: string }[]
/** The ten service pages of the spec. */
const SERVICE_SLUGS = [
  'software',
  'data',
  'apps',
  'it',
  'ecommerce-and-cms-platforms',
  'dev-team',
  'ui-ux',
  'automation-and-integration',
  'cloud-management',
  'bpo',
]
const animated = new Set(services.filter((s) => s.lottie !== null).map((s) => s.slug))
const TIMEOUT_MS = 180_000

/** The hero's picture: the animation's frame, or the image of a service without one. */
const heroPicture = (page: Page) => page.locator('.hero-service :is(.lottie-frame, .hero-image)')

/**
 * Reads a screenshot of the element (PNG) back through a canvas in the page, as Chromium drew it,
 * and keeps its pixels there under `key`; returns the share of its pixels that are painted: clearly
 * coloured or dark, unlike the hero's near-white background. With `against`, also the share of
 * pixels that differ from the screenshot kept under that key. Each screenshot crosses to the page
 * once: sending it there and decoding it costs more than taking it.
 */
async function readShot(
  page: Page,
  element: Locator,
  key: string,
  against?: string,
): Promise<{ painted: number; changed: number }> {
  const png = (await element.screenshot()).toString('base64')
  return page.evaluate(
    async ({ png, key, against }) => {
      const img = new Image()
      img.src = `data:image/png;base64,${png}`
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const ctx = canvas.getContext('2d')
      const kept = window as unknown as Record<string, Uint8ClampedArray>
      if (!ctx || canvas.width === 0) return { painted: 0, changed: 0 }
      ctx.drawImage(img, 0, 0)
      const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data
      kept[key] = px
      let painted = 0
      for (let i = 0; i < px.length; i += 4) {
        const [r = 0, g = 0, b = 0] = [px[i], px[i + 1], px[i + 2]]
        const max = Math.max(r, g, b)
        const saturation = max === 0 ? 0 : (max - Math.min(r, g, b)) / max
        if (saturation > 0.2 || max < 200) painted++
      }
      let changed = 0
      const earlier = against ? kept[against] : undefined
      if (earlier)
        for (let i = 0; i < Math.min(px.length, earlier.length); i += 4) {
          const d =
            Math.abs((px[i] ?? 0) - (earlier[i] ?? 0)) +
            Math.abs((px[i + 1] ?? 0) - (earlier[i + 1] ?? 0)) +
            Math.abs((px[i + 2] ?? 0) - (earlier[i + 2] ?? 0))
          if (d > 30) changed++
        }
      const count = px.length / 4
      return { painted: painted / Math.max(1, count), changed: changed / Math.max(1, count) }
    },
    { png, key, against },
  )
}

/** The share of the element's pixels that are painted (see `readShot`). */
async function paintedShare(page: Page, element: Locator): Promise<number> {
  return (await readShot(page, element, 'shot')).painted
}

/** Longer than one loop of a demo animation (5 s), so a pause within a loop is never all we see. */
const WATCH_MS = 7_000

/**
 * Whether the element moves after the screenshot kept under 'first': screenshots taken one after
 * another, for longer than one loop of the animation, until one differs from the first in at least
 * 1% of its pixels (a still element never does, however long it is watched). Watched by time, not
 * by a count of shots: on a busy machine twenty shots may all fall into one pause of the loop.
 */
async function movesFromFirst(page: Page, element: Locator): Promise<boolean> {
  for (const until = Date.now() + WATCH_MS; Date.now() < until;) {
    if ((await readShot(page, element, 'next', 'first')).changed >= 0.01) return true
  }
  return false
}

/**
 * What each service hero shows at one width: the picture's box, whether it is painted, and for an
 * animated service whether the animation moves. The first screenshot serves both: its painted
 * share, and the picture the later ones are compared with.
 */
async function heroAt(page: Page, slug: string) {
  const picture = heroPicture(page)
  const box = await picture.boundingBox()
  const { painted } = await readShot(page, picture, 'first')
  return {
    width: box?.width ?? 0,
    painted: painted >= 0.05,
    moves: animated.has(slug) ? await movesFromFirst(page, picture) : true,
  }
}

/**
 * Whether the animation is cropped to its frame as the poster is (object-fit: cover): its drawing
 * surface is exactly the space the page reserved, clips what lies beyond, and shapes show in it.
 * Waited for: the player follows a new width at its next frame.
 */
async function drawnInFrame(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const frame = document.querySelector('.lottie-frame')?.getBoundingClientRect()
        const svg = document.querySelector('.lottie-frame svg')
        const box = svg?.getBoundingClientRect()
        const shapes = [...document.querySelectorAll('.lottie-frame svg path')]
        const within = (b: DOMRect, f: DOMRect) =>
          b.left >= f.left - 1 &&
          b.right <= f.right + 1 &&
          b.top >= f.top - 1 &&
          b.bottom <= f.bottom + 1
        return (
          frame &&
          svg &&
          box &&
          box.width > 0 &&
          within(box, frame) &&
          ['hidden', 'clip'].includes(getComputedStyle(svg).overflow) &&
          shapes.some((shape) => {
            const b = shape.getBoundingClientRect()
            return b.width > 0 && within(b, frame)
          })
        )
      },
      undefined,
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false)
}

/**
 * One visitor's tab for a test's sweep: it visits the service pages one after another, a new
 * document each (the previous one, and its animation, end with it), instead of a new context and
 * renderer process per page. Closed when the test ends.
 */
function serviceTab(opts: PageOptions) {
  let tab: Awaited<ReturnType<typeof openPage>> | undefined
  let moves = 0
  onTestFinished(() => tab?.context.close())
  return async (slug: string, viewport: { width: number; height: number }) => {
    const path = `/services/${slug}`
    if (!tab) {
      tab = await openPage(browser(), path, { ...opts, ...viewport })
      return tab.page
    }
    // The visitor moves the pointer, to a new place each visit: the islands, and the animation's
    // player, start (src/client/schedule.ts).
    moves += 1
    return revisit(tab.page, path, viewport, { moves, javaScript: opts.javaScript !== false })
  }
}

describe('service heroes show something', () => {
  it('the ten service pages are in the demo content, most with an animation', () => {
    expect(services.map((s) => s.slug)).toEqual(expect.arrayContaining(SERVICE_SLUGS))
    expect(SERVICE_SLUGS.filter((slug) => animated.has(slug)).length).toBeGreaterThan(5)
  })

  /**
   * One load per service read at both widths, its window resized between them (the hero's frame is
   * laid out by CSS alone; the player scales its drawing to the frame): half the services load at
   * 375 px and are widened to 1440, the other half load at 1440 and are narrowed, so the animation
   * is seen to start at either width.
   */
  it(
    'every service hero paints inside its frame, and the animations move, drawn inside their frames, at 375 and 1440 px',
    async () => {
      const failed: string[] = []
      const visit = serviceTab({ reducedMotion: false })
      for (const [i, slug] of SERVICE_SLUGS.entries()) {
        const [first, second] =
          i % 2 === 0
            ? [VIEWPORTS.mobile, VIEWPORTS.desktop]
            : [VIEWPORTS.desktop, VIEWPORTS.mobile]
        const page = await visit(slug, first)
        // The animation replaces the poster once it has drawn.
        if (animated.has(slug))
          await page.waitForSelector('.lottie-frame.is-playing svg', { timeout: 20_000 })
        for (const viewport of [first, second]) {
          await page.setViewportSize(viewport)
          const hero = await heroAt(page, slug)
          const at = `${slug} at ${viewport.width} px`
          if (hero.width <= 200) failed.push(`${at}: ${hero.width} px wide`)
          if (!hero.painted) failed.push(`${at}: empty`)
          if (!hero.moves) failed.push(`${at}: still`)
          if (animated.has(slug) && !(await drawnInFrame(page)))
            failed.push(`${at}: the animation is not drawn inside its frame`)
        }
      }
      expect(failed).toEqual([])
    },
    TIMEOUT_MS,
  )

  for (const [mode, opts] of [
    ['with reduced motion', { reducedMotion: true }],
    ['without JavaScript', { javaScript: false }],
  ] as [string, PageOptions][]) {
    it(
      `every service hero shows the service's image ${mode}`,
      async () => {
        const empty: string[] = []
        const visit = serviceTab(opts)
        for (const slug of SERVICE_SLUGS) {
          const page = await visit(slug, VIEWPORTS.mobile)
          // With scripts, whatever the island would fetch has come (no player, no animation).
          if (opts.javaScript !== false) await networkQuiet(page)
          const picture = heroPicture(page)
          // No animation is drawn: the image is what shows.
          expect(await page.locator('.lottie-frame svg').count(), slug).toBe(0)
          const image = picture.locator('img').or(page.locator('.hero-service img.hero-image'))
          expect(
            await image.first().evaluate((img) => (img as HTMLImageElement).naturalWidth),
          ).toBeGreaterThan(0)
          if ((await paintedShare(page, picture)) < 0.05) empty.push(slug)
        }
        expect(empty).toEqual([])
      },
      TIMEOUT_MS,
    )
  }
})
