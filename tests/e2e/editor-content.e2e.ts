import { parseFragment } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import { describe, expect, it } from 'vitest'
import handbook from '../../embedded-cms/content/pages/how-we-work.json'
import reusable from '../../embedded-cms/content/reusable-blocks.json'
import { openPage, useBrowser, VIEWPORTS } from './browser'

interface ContentBlock {
  name: string
  html?: string
  innerBlocks?: ContentBlock[]
}

const browser = useBrowser()
const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

/** Every run of text an editor wrote in the blocks' HTML, as a visitor should read it. */
function editorTexts(blocks: ContentBlock[]): string[] {
  const out: string[] = []
  const walk = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') {
        const text = squash((child as T.TextNode).value)
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
    ...(reusable[0]?.blocks as ContentBlock[]),
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
        .poll(() => page.locator('a.core-embed-link').getAttribute('href'))
        .toBe('https://www.youtube.com/watch?v=3ZTcIvYbCrc')
      expect(await page.locator('iframe').count()).toBe(0)
      // Nothing is wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
