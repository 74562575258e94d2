import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser, useTab } from './browser'
import { PAGE_TYPES } from '../shared/page-types'
import { pageOfEachType } from './pages'

const browser = useBrowser()
/** Each test visits its page in the file's one tab (it only opens the menu of its own page). */
const visit = useTab(browser)

/** Pages of editor text and the landing page, beside one page of each type. */
const MORE_PAGES = { 'page of editor text': '/how-we-work', landing: '/free-consultation' }

/**
 * Every link, button and field a visitor can see on screen that is smaller than 24 × 24 px (WCAG
 * 2.5.8, Target Size (Minimum)), as `text width×height`. Exempt, as WCAG says: a link inside a
 * sentence (an inline link whose paragraph has words of its own; never one in a navigation).
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    )
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline' || el.closest('nav')) return false
      let block = el.parentElement
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
      const text = block?.cloneNode(true) as Element | undefined
      for (const control of text?.querySelectorAll('a, button, input, select') ?? [])
        control.remove()
      return (text?.textContent?.match(/\p{L}{2,}/gu) ?? []).length >= 3
    }
    return Array.from(controls)
      .filter((el) => {
        const box = el.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false
        // Off screen to the side: a carousel's later slides.
        if (box.right <= 0 || box.left >= viewport) return false
        if (getComputedStyle(el).visibility === 'hidden' || el.closest('[inert]')) return false
        return (box.width < 24 || box.height < 24) && !inSentence(el)
      })
      .map((el) => {
        const box = el.getBoundingClientRect()
        const name = (el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName).slice(
          0,
          40,
        )
        return `${name} ${Math.round(box.width)}×${Math.round(box.height)}`
      })
  })
}

/**
 * The buttons and calls to action on screen (not a carousel's later slides) whose label takes more
 * than one line, as `label: lines`. Text kept for screen readers only or hidden (a form button's
 * 'Sending…') is not read.
 */
function wrappedButtons(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const buttons = document.querySelectorAll('.btn, .wp-block-button__link, button[type="submit"]')
    return Array.from(buttons).flatMap((el) => {
      const box = el.getBoundingClientRect()
      if (!el.checkVisibility() || box.width === 0 || box.right <= 0 || box.left >= viewport)
        return []
      const rects: DOMRect[] = []
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement
        const held = holder?.getBoundingClientRect()
        if (!holder?.checkVisibility({ visibilityProperty: true }) || !held || held.width <= 1)
          continue
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        rects.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0))
      }
      // A line starts where a piece of text stands wholly below the line before it.
      let lines = 0
      let bottom = -Infinity
      for (const rect of rects.sort((a, b) => a.top - b.top))
        if (rect.top >= bottom - 1) {
          lines++
          bottom = rect.bottom
        } else bottom = Math.max(bottom, rect.bottom)
      return lines > 1 ? [`${el.textContent?.trim()}: ${lines} lines`] : []
    })
  })
}

describe('tap targets: 24 × 24 px or more at 375 px (WCAG 2.5.8); buttons on one line at 320 px', () => {
  for (const type of [...PAGE_TYPES, ...Object.keys(MORE_PAGES)])
    it(type, async () => {
      const pages: Record<string, string> = { ...(await pageOfEachType()), ...MORE_PAGES }
      const page = await visit(pages[type] ?? '/', { width: 375 })
      const small = await smallTargets(page)
      // Narrower, every button and call to action still reads on one line.
      await page.setViewportSize({ width: 320, height: 640 })
      const wrapped = await wrappedButtons(page)
      await page.setViewportSize({ width: 375, height: 900 })
      // The menu's links too, once it is open.
      let menu: string[] = []
      if (type === 'home') {
        await page.locator('.mobile-menu-toggle').click()
        await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true)
        menu = await smallTargets(page)
      }
      expect(small).toEqual([])
      expect(wrapped).toEqual([])
      expect(menu).toEqual([])
    })
})
