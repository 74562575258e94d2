import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser, useSharedPages } from './browser'

const browser = useBrowser()
/**
 * Pages laid out by the stylesheet: one load of an address serves every width. A test that reads
 * on down the page starts from its top, as a visit does.
 */
const readPage = useSharedPages(browser, { anyWidth: true })
const readFromTop = async (path: string, width: number) => {
  const page = await readPage(path, { width })
  await page.evaluate(() => window.scrollTo(0, 0))
  return page
}

/** The page's contents, its title, its text column and the `h2`s of its text (px, rounded). */
function contentsLayout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null | undefined) => {
      const r = el?.getBoundingClientRect()
      return r
        ? { left: Math.round(r.left), right: Math.round(r.right), top: Math.round(r.top) }
        : null
    }
    const nav = document.querySelector('main > nav.page-contents')
    const blocks = Array.from(document.querySelectorAll('main > *')).filter(
      (el) => !el.matches('.page-title, .page-contents') && el.getBoundingClientRect().height > 0,
    )
    const headings = Array.from(document.querySelectorAll('main h2[id]')).filter(
      (h) => !h.closest('nav'),
    )
    return {
      viewport: document.documentElement.clientWidth,
      nav: box(nav),
      // Its label's first line, level with the title's.
      labelTop: box(nav?.querySelector('h2'))?.top ?? -1,
      label: nav?.getAttribute('aria-labelledby')
        ? document.getElementById(nav.getAttribute('aria-labelledby') ?? '')?.textContent
        : null,
      links: Array.from(nav?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href')),
      headings: headings.map((h) => `#${h.id}`),
      title: box(document.querySelector('main h1')),
      header: box(document.querySelector('.header-inner')),
      first: box(blocks[0]),
      textRight: Math.round(Math.max(...blocks.map((el) => el.getBoundingClientRect().right))),
      // A text block's own table of contents, which the sidebar replaces.
      inline: document.querySelectorAll('main .prose nav').length,
    }
  })
}

describe('the contents of a page of editor text', () => {
  for (const path of ['/how-we-work', '/privacy-policy'])
    for (const width of [1024, 1440, 1920])
      it(`${path} (${width} px): a contents column beside the text, a fixed gap from it`, async () => {
        const page = await readFromTop(path, width)
        const layout = await contentsLayout(page)
        // Read on to a middle section: the column's list is still in view, where it was across.
        await page.evaluate(() => {
          const headings = document.querySelectorAll('main .prose h2[id]')
          headings[Math.floor(headings.length / 2)]?.scrollIntoView()
        })
        const list = await page.locator('main > nav.page-contents ol').boundingBox()
        expect(list && list.y >= 72 && list.y + list.height <= 900, JSON.stringify(list)).toBe(true)
        expect(Math.round(list?.x ?? -1)).toBe(layout.nav?.left)
        expect(layout.label).toBe('On this page')
        expect(layout.links).toEqual(layout.headings)
        expect(layout.links.length).toBeGreaterThanOrEqual(4)
        expect(layout.inline).toBe(0)
        if (!layout.nav || !layout.title || !layout.header) throw new Error('no contents')
        // Level with the title; the text and the column start on the header's (the logo's) left edge.
        expect(Math.abs(layout.labelTop - layout.title.top)).toBeLessThan(16)
        expect(layout.title.left).toBe(layout.header.left)
        // The text keeps to its side: no block runs under the column, and the gap is a real one,
        // never the empty strip of a column pushed to the container's right edge (517 px at 1920).
        expect(layout.nav.left - layout.textRight).toBeGreaterThanOrEqual(48)
        expect(layout.nav.left - layout.textRight).toBeLessThanOrEqual(72 + 1)
        // Within the header's width; where text and column fill it (1024 px), they end at its edge.
        expect(layout.nav.right).toBeLessThanOrEqual(layout.header.right)
        if (width === 1024) expect(layout.nav.right).toBe(layout.header.right)
      })

  it('/how-we-work (1440 px): the contents stay in view and mark the section being read; a link goes to it', async () => {
    const { page, context } = await openPage(browser(), '/how-we-work', { width: 1440 })
    const nav = page.getByRole('navigation', { name: 'On this page' })
    const marked = () =>
      nav
        .locator('a')
        .evaluateAll((links) =>
          links.filter((a) => a.matches(':target-current')).map((a) => a.getAttribute('href')),
        )
    await page.evaluate(() => document.getElementById('release-cadence')?.scrollIntoView())
    await expect.poll(marked).toEqual(['#release-cadence'])
    const box = await nav.locator('ol').boundingBox()
    expect(box && box.y >= 72 && box.y + box.height <= 900).toBe(true)
    // The marker shows: a coloured rule beside the entry, unlike the others.
    const rules = await nav
      .locator('a')
      .evaluateAll((links) => links.map((a) => getComputedStyle(a).borderLeftColor))
    expect(new Set(rules).size).toBe(2)
    // From the keyboard: the first entry takes focus and Enter moves to its section.
    await nav.locator('a').first().focus()
    await page.keyboard.press('Enter')
    const first = await nav.locator('a').first().getAttribute('href')
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(first)
    await expect.poll(marked).toEqual([first])
    await context.close()
  })

  for (const path of ['/how-we-work', '/privacy-policy'])
    it(`${path} (375 px): the contents sit between the title and the text, on their left edge`, async () => {
      const page = await readFromTop(path, 375)
      const layout = await contentsLayout(page)
      if (!layout.nav || !layout.title || !layout.first) throw new Error('no contents')
      expect(layout.nav.left).toBe(layout.title.left)
      expect(layout.nav.top).toBeGreaterThan(layout.title.top)
      expect(layout.first.top).toBeGreaterThan(layout.nav.top)
      expect(layout.links).toEqual(layout.headings)
    })

  it('a visitor who asks for reduced motion sees the page take its new layout at once when the window widens or narrows (/privacy-policy)', async () => {
    const { page, context } = await openPage(browser(), '/privacy-policy', { width: 768 })
    // Read in the first frame after each resize: nothing is left over from the width before.
    const at = async (width: number) => {
      await page.setViewportSize({ width, height: 900 })
      return page.evaluate(() => {
        const nav = document.querySelector('main > nav.page-contents')?.getBoundingClientRect()
        const root = document.documentElement
        return {
          width: Math.round(nav?.width ?? -1),
          sideways: root.scrollWidth - root.clientWidth,
        }
      })
    }
    // A column of 15 rem beside the text from 1024 px; below, the box as wide as the text.
    expect(await at(1024)).toEqual({ width: 240, sideways: 0 })
    expect((await at(1023)).width).toBeGreaterThan(600)
    expect(await at(1440)).toEqual({ width: 240, sideways: 0 })
    await context.close()
  })

  it('a page with blocks of the site has no contents column (/about)', async () => {
    const page = await readPage('/about', { width: 1440 })
    const count = await page.locator('main > nav.page-contents').count()
    expect(count).toBe(0)
  })

  it('/how-we-work (1440 px): the columns of a row start level, a group first or a heading first', async () => {
    const page = await readPage('/how-we-work', { width: 1440 })
    const rows = await page.locator('main .wp-columns').evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll(':scope > .wp-column')).map((column) => {
          const text = column.querySelector('h2, h3, h4, p')
          return Math.round(text?.getBoundingClientRect().top ?? -1)
        }),
      ),
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const tops of rows) expect(new Set(tops).size, tops.join(' ')).toBe(1)
  })
})
