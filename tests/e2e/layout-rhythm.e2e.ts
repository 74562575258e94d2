import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from './browser'
import { pageOfEachType } from './pages'

const browser = useBrowser()

/** Left edges (px, rounded) of the page title and of each top-level block of `main` after it. */
function leftEdges(page: Page) {
  return page.evaluate(() => {
    const left = (el: Element | null) => (el ? Math.round(el.getBoundingClientRect().left) : -1)
    const title = document.querySelector('main h1')
    const blocks = Array.from(document.querySelectorAll('main > *'))
      .filter((el) => !el.contains(title) && el.getBoundingClientRect().height > 0)
      // Full-bleed blocks run edge to edge; their content is not a column.
      .filter((el) => !el.matches('.alignfull, .section, .hero'))
      .map((el) => ({ block: el.className, left: left(el) }))
    return { title: left(title), blocks }
  })
}

describe('layout rhythm', () => {
  it('a vacancy shows its facts beside the description, with an Apply link that stays in view', async () => {
    const { page, context } = await openPage(
      browser(),
      (await pageOfEachType()).vacancy ?? '/careers',
      {
        width: 1440,
      },
    )
    const facts = page.locator('.vacancy-facts')
    const terms = await facts.locator('dt').allTextContents()
    expect(terms.slice(0, 3)).toEqual(['Location', 'Type', 'Department'])
    for (const value of await facts.locator('dd').allTextContents())
      expect(value.trim()).not.toBe('')
    const [aside, description] = await Promise.all([
      facts.boundingBox(),
      page.locator('.vacancy-description').boundingBox(),
    ])
    if (!aside || !description) throw new Error('no facts or no description')
    // A column of its own on the right, level with the description.
    expect(aside.x).toBeGreaterThan(description.x + description.width)
    // Scrolled to the application form's heading, the Apply link is still on screen.
    await page.locator('#apply-title').scrollIntoViewIfNeeded()
    const apply = page.getByRole('link', { name: 'Apply now' })
    expect(
      await apply.evaluate((el) =>
        el.parentElement ? getComputedStyle(el.parentElement).position : 'none',
      ),
    ).toBe('sticky')
    const box = await apply.boundingBox()
    expect(box && box.y >= 0 && box.y + box.height <= 900).toBe(true)
    await apply.click()
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#apply')
    await context.close()
  })

  it('a vacancy lists its facts under the title on a phone', async () => {
    const { page, context } = await openPage(
      browser(),
      (await pageOfEachType()).vacancy ?? '/careers',
      {
        width: 375,
      },
    )
    const [head, facts, description] = await Promise.all([
      page.locator('.vacancy-head').boundingBox(),
      page.locator('.vacancy-facts').boundingBox(),
      page.locator('.vacancy-description').boundingBox(),
    ])
    if (!head || !facts || !description) throw new Error('missing part of the vacancy')
    expect(facts.y).toBeGreaterThanOrEqual(head.y + head.height)
    expect(facts.y + facts.height).toBeLessThanOrEqual(description.y)
    await context.close()
  })

  it('a technology tile shows its name once: in its logo, not again as a caption', async () => {
    const { page, context } = await openPage(browser(), '/services', { width: 1440 })
    const tiles = await page
      .locator('.section-technologies .tech-grid .logo-card')
      .evaluateAll((cards) =>
        cards
          .filter((card) => card.getBoundingClientRect().height > 0)
          .map((card) => {
            // Text a sighted visitor sees: in elements larger than the 1 px of screen-reader text.
            const seen = Array.from(card.querySelectorAll('*'))
              .filter((el) => {
                const box = el.getBoundingClientRect()
                return box.width > 1 && box.height > 1 && el.children.length === 0
              })
              .map((el) => el.textContent?.trim() ?? '')
              .filter(Boolean)
            const logo = card.querySelector('img')?.getBoundingClientRect()
            return {
              name: card.querySelector('span')?.textContent ?? '',
              seen,
              logo: logo ? logo.width > 40 && logo.height > 10 : false,
            }
          }),
      )
    expect(tiles.length).toBe(24)
    for (const tile of tiles) expect(tile, tile.name).toEqual({ ...tile, seen: [], logo: true })
    await context.close()
  })

  for (const path of ['/privacy-policy', '/terms-of-use', '/how-we-work']) {
    for (const width of [375, 1440, 1920]) {
      it(`every block of ${path} starts at the title's left edge (${width} px)`, async () => {
        const { page, context } = await openPage(browser(), path, { width })
        const edges = await leftEdges(page)
        await context.close()
        expect(edges.blocks.length).toBeGreaterThan(0)
        const ragged = edges.blocks.filter((b) => b.left !== edges.title)
        expect(ragged, `title at ${edges.title}`).toEqual([])
      })
    }
  }

  it('the home FAQ and contact form use the container: their right edge is the heading row’s', async () => {
    const { page, context } = await openPage(browser(), '/', { width: 1440 })
    const edges = await page.evaluate(() => {
      const right = (selector: string) =>
        Math.round(document.querySelector(selector)?.getBoundingClientRect().right ?? -1)
      return {
        container: right('.section-faq > .container'),
        faq: right('.section-faq .faq'),
        form: right('.section-contact .site-form'),
      }
    })
    await context.close()
    expect(edges.faq).toBe(edges.container)
    expect(edges.form).toBe(edges.container)
  })

  for (const path of ['/free-consultation', '/services/data']) {
    it(`${path}: no two neighbouring blocks, nor the last block and the footer, share one colour`, async () => {
      const { page, context } = await openPage(browser(), path, { width: 1440 })
      const bands = await page.evaluate(() => {
        const paint = (el: Element) => {
          const style = getComputedStyle(el)
          return `${style.backgroundColor} ${style.backgroundImage}`
        }
        const blocks = Array.from(document.querySelectorAll('main > section'))
        const last = blocks.slice(-3)
        const footer = document.querySelector('body > footer, .site-footer')
        const pairs = [...last, footer].filter((el): el is Element => el !== null)
        return pairs.slice(1).map((el, i) => {
          const before = pairs[i] as Element
          const separated =
            paint(before) !== paint(el) ||
            parseFloat(getComputedStyle(el).borderTopWidth) > 0 ||
            // A card inside the band (the newsletter) separates it from its neighbours.
            getComputedStyle(el.firstElementChild ?? el).borderTopWidth !== '0px'
          return { from: before.className, to: el.className, separated }
        })
      })
      await context.close()
      expect(bands.filter((b) => !b.separated)).toEqual([])
    })
  }

  it('the share button of a case study sits in a slim bar, not alone in a section', async () => {
    const caseStudy = (await pageOfEachType())['case study'] ?? '/case-studies'
    const { page, context } = await openPage(browser(), caseStudy, { width: 1440 })
    const bar = await page.locator('section.share .share-inner').evaluate((el) => {
      const style = getComputedStyle(el)
      return {
        height: el.getBoundingClientRect().height,
        section: el.parentElement?.getBoundingClientRect().height ?? 0,
        rules: [style.borderTopWidth, style.borderBottomWidth],
      }
    })
    await context.close()
    expect(bar.rules).toEqual(['1px', '1px'])
    expect(bar.section).toBe(bar.height)
    expect(bar.height).toBeLessThan(120)
  })

  it('a heading after a media-text block (How we work) has a section step above it, not a paragraph gap', async () => {
    const { page, context } = await openPage(browser(), '/how-we-work', { width: 1440 })
    const gaps = await page.evaluate(() => {
      const step = parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--space-2xl'),
      )
      const blocks = Array.from(document.querySelectorAll('main > .wp-block-media-text'))
      return blocks.map((block) => {
        const heading = block.nextElementSibling?.querySelector(':scope > h2:first-child')
        const gap = heading
          ? heading.getBoundingClientRect().top - block.getBoundingClientRect().bottom
          : -1
        return { gap: Math.round(gap), step: step * 16 }
      })
    })
    await context.close()
    // The demo page has a media-text block followed by a heading ("Our engineering principles").
    expect(gaps.some((g) => g.gap >= 0)).toBe(true)
    for (const { gap, step } of gaps.filter((g) => g.gap >= 0)) expect(gap).toBe(step)
  })

  for (const width of [768, 1440])
    it(`the Subscribe button is as far below the consent as the consent is below the email (${width} px)`, async () => {
      const { page, context } = await openPage(browser(), '/services/data', { width })
      const form = page.locator('form.form-subscribe')
      const [email, terms, button] = await Promise.all(
        ['.field-email input', '.field-terms .terms-row', 'button[type="submit"]'].map((s) =>
          form.locator(s).boundingBox(),
        ),
      )
      await context.close()
      if (!email || !terms || !button) throw new Error('no subscribe form')
      const emailToTerms = terms.y - (email.y + email.height)
      const termsToButton = button.y - (terms.y + terms.height)
      expect(Math.abs(termsToButton - emailToTerms)).toBeLessThan(2)
      expect(button.x).toBe(email.x)
    })

  it('a vacancy in the careers list is one row: the department sits at its right edge (1440 px)', async () => {
    const { page, context } = await openPage(browser(), '/careers', { width: 1440 })
    const card = page.locator('.vacancy-card').first()
    const [box, title, chip] = await Promise.all([
      card.boundingBox(),
      card.locator('h3').boundingBox(),
      card.locator('.vacancy-chip').boundingBox(),
    ])
    await context.close()
    if (!box || !title || !chip) throw new Error('no vacancy card')
    expect(chip.x).toBeGreaterThan(title.x + title.width)
    expect(box.x + box.width - (chip.x + chip.width)).toBeLessThan(40)
    expect(chip.y).toBeLessThan(title.y + title.height)
  })

  for (const width of [768, 1440])
    it(`the careers filter fields line up and each select shows its whole label (${width} px)`, async () => {
      const { page, context } = await openPage(browser(), '/careers', { width })
      const fields = await page.locator('.vacancy-filters :is(input, select)').evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect()
          // A select's label fits when its text, its padding and the arrow (about 20 px) do.
          let fits = true
          if (el instanceof HTMLSelectElement) {
            const style = getComputedStyle(el)
            const probe = document.createElement('span')
            probe.style.font = style.font
            probe.style.position = 'absolute'
            probe.style.whiteSpace = 'nowrap'
            probe.textContent = el.selectedOptions[0]?.textContent ?? ''
            document.body.append(probe)
            const text = probe.getBoundingClientRect().width
            probe.remove()
            const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
            fits = text + padding + 20 <= el.clientWidth
          }
          return { top: Math.round(box.top), height: Math.round(box.height), fits }
        }),
      )
      await context.close()
      expect(fields).toHaveLength(3)
      expect(fields.every((f) => f.fits)).toBe(true)
      expect(new Set(fields.map((f) => `${f.top} ${f.height}`)).size).toBe(1)
    })

  it('a case study section starts its text right under its heading, beside the top of its picture', async () => {
    const caseStudy = (await pageOfEachType())['case study'] ?? '/case-studies'
    const { page, context } = await openPage(browser(), caseStudy, { width: 1440 })
    const sections = await page.locator('.project-details section').evaluateAll((els) =>
      els.map((el) => {
        const heading = el.querySelector('h2')?.getBoundingClientRect()
        const text = el.querySelector('.split > p')?.getBoundingClientRect()
        const picture = el.querySelector('.split > :last-child')?.getBoundingClientRect()
        return heading && text && picture
          ? {
              gap: Math.round(text.top - heading.bottom),
              offset: Math.round(text.top - picture.top),
            }
          : null
      }),
    )
    await context.close()
    expect(sections.length).toBeGreaterThan(0)
    for (const section of sections) {
      expect(section).not.toBeNull()
      expect(section?.offset).toBe(0)
      expect(section?.gap).toBeLessThan(40)
    }
  })
})
