import { describe, expect, it } from 'vitest'
import { useBrowser, useSharedPages } from './browser'
import { pageOfEachType } from './pages'

const browser = useBrowser()
/**
 * Every test here only reads its page, laid out by the stylesheet: one load of an address serves
 * every width.
 */
const readPage = useSharedPages(browser, { anyWidth: true })

/** Geometry the six-width design review (issue 39 item 3) found wrong, one check per finding. */
describe('design review: controls side by side', () => {
  for (const width of [768, 1024, 1440, 1920])
    it(`/unsubscribe: the button beside the email field is as tall as the field, top and bottom level (${width} px)`, async () => {
      const page = await readPage('/unsubscribe', { width })
      const form = page.locator('form.form-inline')
      const [field, button] = await Promise.all([
        form.locator('input[type="email"]').boundingBox(),
        form.locator('button[type="submit"]').boundingBox(),
      ])
      if (!field || !button) throw new Error('no unsubscribe form')
      // Side by side on one row from tablet width.
      expect(button.x).toBeGreaterThan(field.x + field.width)
      expect(button.height).toBe(field.height)
      expect(button.y).toBe(field.y)
    })
})

describe('design review: the footer', () => {
  for (const width of [768, 1440])
    it(`the copyright and the legal links stand on one baseline (${width} px)`, async () => {
      const page = await readPage('/', { width })
      // The top of each line's text (a Range's box is the glyphs' line, whatever the padding).
      const tops = await page.evaluate(() => {
        const textTop = (el: Element | null) => {
          if (!el) return -1
          const range = document.createRange()
          range.selectNodeContents(el)
          return Math.round(range.getBoundingClientRect().top)
        }
        const bottom = document.querySelector('.footer-bottom')
        return {
          copyright: textTop(bottom?.querySelector('p') ?? null),
          links: [...(bottom?.querySelectorAll('.legal-links a') ?? [])].map(textTop),
        }
      })
      expect(tops.links.length).toBe(2)
      for (const top of tops.links) expect(top).toBe(tops.links[0])
      expect(tops.copyright).toBe(tops.links[0])
    })
})

describe('design review: tag chips', () => {
  for (const width of [375, 1440])
    it(`a case study's 'View More' under its tags starts where the tags do (${width} px)`, async () => {
      const path = (await pageOfEachType())['case study']
      if (!path) throw new Error('no case study in the sitemap')
      const page = await readPage(path, { width })
      const section = page.locator('section', {
        has: page.locator('.tag-chips[data-reveal-always]'),
      })
      const [chip, more] = await Promise.all([
        section.locator('.tag-chips li').first().boundingBox(),
        section.getByRole('button', { name: 'View More' }).boundingBox(),
      ])
      if (!chip || !more) throw new Error(`no collapsed tag list on ${path}`)
      expect(Math.round(more.x)).toBe(Math.round(chip.x))
    })
})
