import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser, useSharedPages } from './browser'
import { solveCaptcha, uniqueEmail } from './content-service'
import { pageOfEachType } from './pages'

const browser = useBrowser()
/**
 * Every test here only reads its page, laid out by the stylesheet (and carousels that measure
 * themselves again on a resize): one load of an address serves every width.
 */
const readPage = useSharedPages(browser, { anyWidth: true })

/**
 * Geometry the six-width design review (issue 39 item 3) found wrong on careers, vacancy, contact,
 * partners, case studies and the legal pages, one check per finding.
 */
describe('design review: a vacancy', () => {
  const vacancy = async () => (await pageOfEachType()).vacancy ?? '/careers'

  for (const width of [1024, 1440, 1920])
    it(`its facts card is level with the title, and the department is named once (${width} px)`, async () => {
      const page = await readPage(await vacancy(), { width })
      const [title, facts] = await Promise.all([
        page.locator('.vacancy h1').boundingBox(),
        page.locator('.vacancy-facts').boundingBox(),
      ])
      if (!title || !facts) throw new Error('no title or no facts')
      expect(Math.round(facts.y)).toBe(Math.round(title.y))
      // Outside the description and the form (which say it in their own words), one place.
      const department = await page.evaluate(() => {
        const dt = Array.from(document.querySelectorAll('.vacancy-facts dt')).find(
          (el) => el.textContent === 'Department',
        )
        const name = dt?.nextElementSibling?.textContent ?? ''
        const shown = Array.from(document.querySelectorAll('main .vacancy *')).filter(
          (el) =>
            el.children.length === 0 &&
            !el.closest('.vacancy-description, .vacancy-apply') &&
            el.getBoundingClientRect().height > 0 &&
            el.textContent?.trim() === name,
        )
        return { name, times: shown.length }
      })
      expect(department.name).not.toBe('')
      expect(department.times).toBe(1)
    })

  // From 1600 px the panel stands beside the description instead (design-findings.e2e.ts).
  it('its application panel is as wide as the description above it (1440 px)', async () => {
    const page = await readPage(await vacancy(), { width: 1440 })
    const [description, apply] = await Promise.all([
      page.locator('.vacancy-description').boundingBox(),
      page.locator('.vacancy-apply').boundingBox(),
    ])
    if (!description || !apply) throw new Error('no description or no application form')
    expect(Math.round(apply.x)).toBe(Math.round(description.x))
    expect(Math.round(apply.x + apply.width)).toBe(Math.round(description.x + description.width))
  })
})

describe('design review: partners', () => {
  for (const width of [375, 1440])
    it(`a partner card shows the name once, in its logo, and still reads it out (${width} px)`, async () => {
      const page = await readPage('/about', { width })
      const cards = await page.locator('.partner').evaluateAll((cards) =>
        cards.map((card) => {
          const name = card.querySelector('h3')?.textContent ?? ''
          // Text a sighted visitor sees: in elements larger than the 1 px of screen-reader text.
          const seen = Array.from(card.querySelectorAll('*'))
            .filter((el) => {
              const box = el.getBoundingClientRect()
              return box.width > 1 && box.height > 1 && el.children.length === 0
            })
            .map((el) => el.textContent?.trim() ?? '')
            .filter((text) => text.includes(name))
          const logo = card.querySelector('img')?.getBoundingClientRect()
          return { name, seen, logo: logo ? logo.width > 40 && logo.height > 10 : false }
        }),
      )
      expect(cards.length).toBe(6)
      for (const card of cards) expect(card, card.name).toEqual({ ...card, seen: [], logo: true })
      // Each card keeps its name as a heading for a screen reader.
      expect(await page.locator('.partner').getByRole('heading', { level: 3 }).count()).toBe(6)
    })
})

/**
 * Every error shown under its field after an empty submit, as gaps (px) from the glyphs of the
 * error to what is above it in its field and to the next thing under it in the form.
 */
async function errorGaps(page: Page, form: string, count: number) {
  await page.locator(`${form} button[type="submit"]`).click()
  await expect.poll(() => page.locator(`${form} .field-error:not(:empty)`).count()).toBe(count)
  return page.locator(form).evaluate((root) => {
    const textBox = (el: Element) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return range.getBoundingClientRect()
    }
    const errors = Array.from(root.querySelectorAll('.field-error')).filter((e) => e.textContent)
    return errors.map((error) => {
      const text = textBox(error)
      // The last part of the field above the error that is drawn (a captcha keeps an empty slot).
      const above = Array.from(error.parentElement?.children ?? [])
        .slice(0, Array.from(error.parentElement?.children ?? []).indexOf(error))
        .map((el) => el.getBoundingClientRect())
        .filter((b) => b.height > 0)
        .pop()
      // The nearest text under the error that shares its column: the next field's label.
      const under = Array.from(root.querySelectorAll('label, legend, button, .form-actions'))
        .map((el) => textBox(el))
        .filter((b) => b.top >= text.bottom && b.left < text.right && b.right > text.left)
        .sort((a, b) => a.top - b.top)[0]
      return {
        error: error.textContent ?? '',
        above: above ? Math.round(text.top - above.bottom) : -1,
        under: under ? Math.round(under.top - text.bottom) : null,
      }
    })
  })
}

describe('design review: form errors', () => {
  const forms = [
    // Every required field of the contact form: names, email, interest, terms, captcha.
    { path: '/contact', form: 'main form.form-contact', count: 6 },
    { path: '/unsubscribe', form: 'main form', count: 1 },
  ]
  for (const { path, form, count } of forms)
    for (const width of [375, 1440])
      it(`${path}: each error sits close under its own field, clearly apart from the next (${width} px)`, async () => {
        const { page, context } = await openPage(browser(), path, { width })
        const gaps = await errorGaps(page, form, count)
        await context.close()
        for (const gap of gaps) {
          expect(gap.above, gap.error).toBeGreaterThanOrEqual(0)
          if (gap.under !== null) expect(gap.under, gap.error).toBeGreaterThanOrEqual(2 * gap.above)
        }
      })

  it('a missing CV marks the file button, with no lines drawn across its row (375 px)', async () => {
    const path = (await pageOfEachType()).vacancy ?? '/careers'
    const { page, context } = await openPage(browser(), path, { width: 375 })
    await page.locator('main form button[type="submit"]').click()
    const file = page.locator('main form input[type="file"]')
    await expect.poll(() => file.getAttribute('aria-invalid')).toBe('true')
    const style = await file.evaluate((el) => ({
      shadow: getComputedStyle(el).boxShadow,
      button: getComputedStyle(el, '::file-selector-button').borderTopColor,
    }))
    await context.close()
    expect(style).toEqual({ shadow: 'none', button: 'rgb(180, 35, 24)' })
  })
})

describe('design review: open states', () => {
  for (const width of [320, 768, 1024])
    it(`the open mobile menu starts its links on the logo's left edge, the current page marked (${width} px)`, async () => {
      const { page, context } = await openPage(browser(), '/careers', { width })
      await page.getByRole('button', { name: 'Menu' }).click()
      await page.locator('.mobile-menu').getByRole('link', { name: 'Careers' }).waitFor()
      const menu = await page.evaluate(() => {
        const textLeft = (el: Element) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          return Math.round(range.getBoundingClientRect().left)
        }
        const links = Array.from(document.querySelectorAll('.mobile-nav a'))
        const current = document.querySelector('.mobile-nav a[aria-current="page"]')
        return {
          logo: Math.round(
            document.querySelector('.site-header .brand')?.getBoundingClientRect().left ?? -1,
          ),
          heading: textLeft(document.querySelector('.mobile-nav summary') ?? document.body),
          links: [...new Set(links.map(textLeft))],
          current: current ? getComputedStyle(current).color : '',
          other: links[0] ? getComputedStyle(links[0]).color : '',
        }
      })
      await context.close()
      expect(menu.heading).toBe(menu.logo)
      expect(menu.links).toEqual([menu.logo])
      expect(menu.current).not.toBe(menu.other)
    })

  for (const width of [375, 1440])
    it(`a sent contact form's result dialog stands in the middle of the window (${width} px)`, async () => {
      const { page, context } = await openPage(browser(), '/contact', { width })
      const form = page.locator('main form.form-contact')
      await form.getByLabel('First name').fill('Ana')
      await form.getByLabel('Last name').fill('Ribeiro')
      await form.getByLabel('Email').fill(uniqueEmail('design'))
      await form.getByLabel('I am interested in').selectOption({ index: 1 })
      await form.getByRole('checkbox').check()
      await solveCaptcha(form)
      await form.getByRole('button', { name: 'Send message' }).click()
      const dialog = page.getByRole('dialog', { name: 'Contact Us' })
      await dialog.waitFor()
      const place = await dialog.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return { above: Math.round(box.top), below: Math.round(window.innerHeight - box.bottom) }
      })
      await context.close()
      expect(place.above).toBeGreaterThan(0)
      expect(Math.abs(place.above - place.below)).toBeLessThanOrEqual(1)
    })
})
