import { describe, expect, it } from 'vitest'
import { useBrowser, useSharedPages } from './browser'
import { pageOfEachType } from './pages'

const browser = useBrowser()
/** Every test here only reads its page. */
const readPage = useSharedPages(browser)

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

  it('its application panel is as wide as the description above it (1920 px)', async () => {
    const page = await readPage(await vacancy(), { width: 1920 })
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
