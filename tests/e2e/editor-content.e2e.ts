import { parseFragment } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import { describe, expect, it } from 'vitest'
import handbook from '../../embedded-cms/content/pages/how-we-work.json'
import reusable from '../../embedded-cms/content/reusable-blocks.json'
import { openPage, useBrowser, VIEWPORTS } from './browser'
import { plainHeadings } from '../fixtures/plain-headings'

interface ContentBlock {
  name: string
  html?: string
  innerBlocks?: ContentBlock[]
}

const browser = useBrowser()
const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

/** A shortcode's tags (`[button url="/contact"]`, `[/button]`): WordPress replaces them. */
const SHORTCODE_TAGS = /\[\/?[a-z][\w-]*(?:\s[^\]]*)?\]/g

/** Every run of text an editor wrote in the blocks' HTML, as a visitor should read it. */
function editorTexts(blocks: ContentBlock[]): string[] {
  const out: string[] = []
  const walk = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') {
        const text = squash((child as T.TextNode).value.replace(SHORTCODE_TAGS, ''))
        if (text) out.push(text)
      } else if ('childNodes' in child) walk(child)
    }
  }
  const visit = (list: ContentBlock[]) => {
    for (const block of list) {
      if (block.html) walk(parseFragment(block.html))
      visit(block.innerBlocks ?? [])
    }
  }
  visit(blocks)
  return [...new Set(out)]
}

describe('editor content: the "How we work" page', () => {
  const expected = editorTexts([
    ...(handbook.blocks as ContentBlock[]),
    ...reusable.flatMap((r) => r.blocks as ContentBlock[]),
  ])

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows every piece of text the editor wrote, nested five levels deep, at ${name} width`, async () => {
      const { page, context, errors } = await openPage(browser(), '/how-we-work', viewport)
      // Closed <details> keep their text out of innerText: open them as a visitor would.
      await page
        .locator('main details')
        .evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')))
      const shown = squash(await page.locator('main').innerText())
      const missing = expected.filter((text) => !shown.includes(text))
      expect(missing).toEqual([])
      expect(expected.length).toBeGreaterThan(60)
      // The YouTube embed is a plain link with its URL; no third-party frame or script is loaded.
      await expect
        .poll(() => page.locator('main > * > a.core-embed-link').getAttribute('href'))
        .toBe('https://www.youtube.com/watch?v=3ZTcIvYbCrc')
      expect(await page.locator('iframe').count()).toBe(0)
      // Five levels down (group > columns > column > group > group): the reusable block, the
      // shortcodes WordPress ran, the embed as a link and the spacer's height, as at the top.
      const deep = page.locator('main .wp-column .wp-group .wp-group')
      expect(shown).not.toMatch(/\[\/?(button|highlight)\b/)
      await expect
        .poll(() =>
          deep
            .locator('a.wp-block-button__link', { hasText: 'Book a discovery week' })
            .getAttribute('href'),
        )
        .toBe('/contact')
      expect(await deep.locator('mark').innerText()).toBe(
        'what runs at the end of the week is what we estimate from',
      )
      expect(await deep.locator('a.core-embed-link').getAttribute('href')).toBe(
        'https://vimeo.com/76979871',
      )
      expect(await deep.locator('.wp-block-spacer.core-spacer-xs').count()).toBe(1)
      const checklist = deep.locator('.has-navy-background-color.has-white-color')
      expect(plainHeadings(await checklist.locator('h3').innerText())).toBe(
        'What you get after discovery',
      )
      expect(await checklist.locator('a.wp-block-button__link').getAttribute('href')).toBe(
        '/free-consultation',
      )
      // The separator in the "Dots" style: three dots and no line.
      const dots = await page
        .locator('main hr.wp-block-separator.is-style-dots')
        .evaluate((hr) => ({
          line: getComputedStyle(hr).borderTopWidth,
          dots: getComputedStyle(hr).backgroundImage,
          height: hr.getBoundingClientRect().height,
        }))
      expect(dots.line).toBe('0px')
      expect(dots.dots).toContain('radial-gradient')
      expect(dots.height).toBeGreaterThanOrEqual(8)
      // Nothing is wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('shows an image at the size the editor chose and where it was aligned, never stretched', async () => {
    // A medium (300 × 225) image aligned right, as a real WordPress saves it: at desktop width it
    // sits at the right edge of its column at 300 px; on a phone it is centred, at most 300 px.
    const figure = 'main figure.wp-block-image.alignright'
    const measure = async (width: number) => {
      const { page, context } = await openPage(browser(), '/how-we-work', {
        ...VIEWPORTS.desktop,
        width,
      })
      const box = await page.locator(figure).evaluate((el) => {
        const img = el.querySelector('img')?.getBoundingClientRect()
        const column = el.closest('.prose')?.getBoundingClientRect()
        return {
          float: getComputedStyle(el).float,
          width: img?.width ?? 0,
          gapRight: (column?.right ?? 0) - (img?.right ?? 0),
          gapLeft: (img?.left ?? 0) - (column?.left ?? 0),
        }
      })
      await context.close()
      return box
    }
    const desktop = await measure(VIEWPORTS.desktop.width)
    expect(desktop.float).toBe('right')
    expect(desktop.width).toBe(300)
    expect(desktop.gapRight).toBeLessThan(desktop.gapLeft)
    const phone = await measure(VIEWPORTS.mobile.width)
    expect(phone.float).toBe('none')
    expect(phone.width).toBeLessThanOrEqual(300)
    expect(Math.abs(phone.gapLeft - phone.gapRight)).toBeLessThanOrEqual(1)
  })

  it('lays a [gallery] shortcode out as a grid: three across on a desktop, two on a phone', async () => {
    const rows = async (viewport: { width: number; height: number }) => {
      const { page, context, errors } = await openPage(browser(), '/how-we-work', viewport)
      const boxes = await page.locator('main .gallery .gallery-item img').evaluateAll((all) =>
        all.map((img) => {
          const r = img.getBoundingClientRect()
          return { top: Math.round(r.top), width: r.width, srcset: img.getAttribute('srcset') }
        }),
      )
      expect(errors).toEqual([])
      await context.close()
      return boxes
    }
    const desktop = await rows(VIEWPORTS.desktop)
    expect(desktop).toHaveLength(3)
    expect(new Set(desktop.map((b) => b.top)).size).toBe(1)
    for (const b of desktop) expect(b.srcset).toMatch(/-300x\d+\.jpg 300w/)
    const phone = await rows(VIEWPORTS.mobile)
    expect(phone[0]?.top).toBe(phone[1]?.top)
    expect(phone[2]?.top).toBeGreaterThan(phone[0]?.top ?? 0)
  })
})
