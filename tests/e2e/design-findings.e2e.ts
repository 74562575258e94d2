import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser, useSharedPages } from './browser'
import { brokenRows, formRows } from './form-rows'
import { publishedContent } from '../shared/demo-content'
import { pageOfEachType } from './pages'

const browser = useBrowser()
/**
 * Pages only read, laid out by the stylesheet (and carousels that measure themselves again on a
 * resize): one load of an address serves every width.
 */
const readPage = useSharedPages(browser, { anyWidth: true })

/**
 * The design director's remaining findings (issue 39 item 3): the share panel, partner logos,
 * the one-message pages, the vacancy at 1920 px. Each page is loaded once per width.
 */
describe('design findings: the share panel of a case study', () => {
  it('offers each network as a button with its icon and label, reached in order with Tab (375 px)', async () => {
    const study = (await pageOfEachType())['case study'] ?? '/case-studies'
    const page = await readPage(study, { width: 375 })
    await page.getByRole('button', { name: 'Share this case study' }).click()
    const drawer = page.getByRole('dialog', { name: 'Share this case study' })
    await drawer.waitFor()
    const names = ['LinkedIn', 'X', 'Facebook', 'Email'].map((n) => `Share on ${n}`)
    const links = await Promise.all(
      names.map((name) =>
        drawer.getByRole('link', { name, exact: true }).evaluate((a) => {
          const box = a.getBoundingClientRect()
          const icon = a.querySelector('svg')?.getBoundingClientRect()
          const label = Array.from(a.querySelectorAll('span'))
            .filter((s) => s.getBoundingClientRect().width > 1 && !s.querySelector('svg'))
            .map((s) => s.getBoundingClientRect())[0]
          const style = getComputedStyle(a)
          return {
            height: Math.round(box.height),
            width: Math.round(box.width),
            framed: style.borderTopStyle === 'solid' && parseFloat(style.borderTopWidth) >= 1,
            round: parseFloat(style.borderTopLeftRadius) >= box.height / 2 - 1,
            icon: icon ? Math.round(icon.width) : 0,
            iconBeforeLabel: !!icon && !!label && icon.right <= label.left,
          }
        }),
      ),
    )
    for (const [i, link] of links.entries()) {
      expect(link.height, names[i]).toBeGreaterThanOrEqual(44)
      expect(link, names[i]).toMatchObject({ framed: true, round: true, iconBeforeLabel: true })
      expect(link.icon, names[i]).toBeGreaterThanOrEqual(16)
    }
    // One column of equal buttons on a phone.
    expect(new Set(links.map((l) => l.width)).size).toBe(1)
    // From 'Copy link', Tab walks the networks in order.
    await drawer.getByRole('button', { name: 'Copy link' }).focus()
    const order: string[] = []
    for (let i = 0; i < names.length; i++) {
      await page.keyboard.press('Tab')
      order.push(await page.evaluate(() => document.activeElement?.textContent ?? ''))
    }
    expect(order).toEqual(names)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
  })
})

describe('design findings: partners', () => {
  it('a partner logo draws no frame of its own inside its card (1440 px)', async () => {
    const page = await readPage('/about', { width: 1440 })
    const logos = page.locator('.partner img')
    await logos.last().scrollIntoViewIfNeeded()
    // Pixels along the logo's top and bottom edges, where a badge draws its frame (its mark and
    // name may reach the sides).
    const framed = await logos.evaluateAll(async (imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map(async (img) => {
          await img.decode()
          const w = img.naturalWidth
          const h = img.naturalHeight
          const canvas = document.createElement('canvas')
          canvas.width = w
          canvas.height = h
          const ctx = canvas.getContext('2d')
          if (!ctx) return 'no canvas'
          ctx.drawImage(img, 0, 0, w, h)
          const edge = 6
          const inked = (x: number, y: number, cw: number, ch: number) =>
            Array.from(ctx.getImageData(x, y, cw, ch).data).some((v, i) => i % 4 === 3 && v > 16)
          const edges = {
            top: inked(0, 0, w, edge),
            bottom: inked(0, h - edge, w, edge),
          }
          return `${img.src.split('/').pop()}: ${Object.entries(edges)
            .filter(([, on]) => on)
            .map(([side]) => side)
            .join(' ')}`
        }),
      ),
    )
    expect(framed.length).toBe(6)
    for (const logo of framed) expect(logo).toMatch(/: $/)
  })
})

/** Where the parts of a one-message page stand, in px from the top and the left of the window. */
async function messageLayout(page: Page) {
  return page.locator('main').evaluate((main) => {
    const box = (el: Element | null | undefined) => el?.getBoundingClientRect()
    const h1 = main.querySelector('h1')
    const column = h1?.parentElement
    const text = h1?.nextElementSibling
    const actions = text?.nextElementSibling
    const [c, t, x, a] = [box(column), box(h1), box(text), box(actions)]
    if (!c || !t || !x || !a) return null
    const range = document.createRange()
    if (h1) range.selectNodeContents(h1)
    const glyphs = range.getBoundingClientRect()
    return {
      headingTop: Math.round(t.top),
      columnLeft: Math.round(c.left),
      columnWidth: Math.round(c.width),
      // The heading's text is centred in the window.
      headingCentre: Math.round(glyphs.left + glyphs.width / 2 - window.innerWidth / 2) || 0,
      headingToText: Math.round(x.top - t.bottom),
      textToActions: Math.round(a.top - x.bottom),
    }
  })
}

describe('design findings: one-message pages', () => {
  for (const width of [375, 1440])
    it(`not found and unsubscribe share one layout: column, heading place, rhythm (${width} px)`, async () => {
      const [notFound, unsubscribe] = await Promise.all([
        readPage('/no-such-page', { width }).then(messageLayout),
        readPage('/unsubscribe', { width }).then(messageLayout),
      ])
      if (!notFound || !unsubscribe) throw new Error('a message page lacks its heading or text')
      expect(Math.abs(notFound.headingCentre)).toBeLessThanOrEqual(1)
      expect(unsubscribe).toEqual(notFound)
    })
})

describe('design findings: a vacancy on a wide screen', () => {
  for (const width of [1600, 1920])
    it(`the column beside the description fills the content grid, facts over the form (${width} px)`, async () => {
      const page = await readPage((await pageOfEachType()).vacancy ?? '/careers', { width })
      const parts = await page.evaluate(() => {
        const box = (selector: string) => {
          const b = document.querySelector(selector)?.getBoundingClientRect()
          return b ? { left: b.left, right: b.right, top: b.top, bottom: b.bottom } : null
        }
        return {
          grid: box('.site-header .container'),
          description: box('.vacancy-description'),
          facts: box('.vacancy-facts'),
          apply: box('.vacancy-apply'),
        }
      })
      const { grid, description, facts, apply } = parts
      if (!grid || !description || !facts || !apply) throw new Error('missing part of the vacancy')
      // No more than the grid's column gap (4.5rem) between the text and the column beside it.
      expect(facts.left - description.right).toBeLessThanOrEqual(72 + 1)
      expect(Math.round(apply.left)).toBe(Math.round(facts.left))
      // The column ends where the header's content ends: no empty strip at the right.
      expect(Math.round(facts.right)).toBe(Math.round(grid.right))
      expect(Math.round(apply.right)).toBe(Math.round(grid.right))
      expect(apply.top).toBeGreaterThan(facts.bottom)
      // The form is right there: no link to jump to it.
      expect(await page.getByRole('link', { name: 'Apply now' }).isVisible()).toBe(false)
      // Every row of the form is full, and two fields side by side have level inputs, even where
      // one label wraps ("LinkedIn or portfolio (optional)" at 1600 px) and its neighbour's does not.
      const rows = await formRows(page.locator('form.form-application'))
      expect(rows.filter((row) => row.fields.includes(' ')).length).toBeGreaterThanOrEqual(2)
      expect(await brokenRows(page.locator('form.form-application'))).toEqual([])
    })
})

describe('design findings: paired fields with messages under them', () => {
  it('a vacancy form sent with a wrong address: every row full, the inputs of a row level (1024 to 1920 px)', async () => {
    const path = (await pageOfEachType()).vacancy ?? '/careers'
    const { page, context } = await openPage(browser(), path, { width: 1024 })
    const form = page.locator('form.form-application')
    await form.scrollIntoViewIfNeeded()
    await form.locator('xpath=ancestor::*[@data-hydrated="true"]').waitFor({ state: 'attached' })
    // A message under one field of a pair only, two lines long in a narrow column.
    await form.getByLabel('LinkedIn or portfolio (optional)').fill('linkedin.com/in/someone')
    await form.getByRole('button', { name: 'Send application' }).click()
    await form.getByText('Please enter a web address starting with https://.').waitFor()
    for (const width of [1024, 1600, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await brokenRows(form), `${width} px`).toEqual([])
    }
    await context.close()
  })
})

describe('design findings: carousel arrows only where there is something to scroll', () => {
  it('none while every slide is in view, with no shift; they come as a narrower window makes slides overflow', async () => {
    const { page, context } = await openPage(browser(), '/about', { width: 1440 })
    const people = page.getByRole('group', { name: 'Meet the people you will work with' })
    await people.scrollIntoViewIfNeeded()
    // Four people, four per view at 1440 px: nothing to scroll, so no arrows to see or tab to.
    const before = await people.boundingBox()
    expect(await people.locator('.carousel-arrow').count()).toBe(2)
    expect(await people.locator('.carousel-arrow:visible').count()).toBe(0)
    expect(await people.getByRole('button').count()).toBe(0)
    const track = people.locator('.carousel-track')
    expect(await track.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(2)
    // Whatever the scripts do once live, the carousel keeps its height.
    await page.waitForLoadState('networkidle')
    expect(await people.boundingBox()).toEqual(before)
    // Narrower, three per view: the arrows are there, and they scroll.
    await page.setViewportSize({ width: 1024, height: 768 })
    await people.scrollIntoViewIfNeeded()
    const next = people.getByRole('button', { name: 'Next Meet the people you will work with' })
    await next.waitFor({ state: 'visible' })
    await expect.poll(() => next.isEnabled()).toBe(true)
    await next.click()
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0)
    await context.close()
  })

  it('a filter that leaves fewer awards than fit hides the arrows in place (1440 px)', async () => {
    const { page, context } = await openPage(browser(), '/', { width: 1440 })
    const awards = page.locator('.section-awards')
    await awards.scrollIntoViewIfNeeded()
    await page.waitForSelector('.section-awards .filter-controls[data-hydrated="true"]')
    const next = awards.getByRole('button', { name: 'Next Awards and recognition' })
    await next.waitFor({ state: 'visible' })
    const height = (await awards.boundingBox())?.height
    await awards.locator('.chip', { hasText: 'Certifications' }).click()
    await expect.poll(() => awards.locator('.carousel-slide:visible').count()).toBe(4)
    await expect.poll(() => next.isVisible()).toBe(false)
    expect((await awards.boundingBox())?.height).toBe(height)
    await context.close()
  })
})

describe('design findings: from the six-width sweep', () => {
  type Study = { slug: string; blocks: { name: string; attributes?: { appStoreUrl?: string } }[] }
  // A case study whose outcome and share bar both name the app's store pages.
  const both = publishedContent<Study>('case-studies.json').find(
    (cs) =>
      cs.blocks
        .filter((b) => b.attributes?.appStoreUrl)
        .map((b) => b.name)
        .join() === 'custom/outcome,custom/share',
  )

  it('prints the app store links once, in the share bar beside its button (375 px)', async () => {
    if (!both) throw new Error('no case study links its app in both the outcome and the share bar')
    const page = await readPage(`/case-studies/${both.slug}`, { width: 375 })
    const bar = page.getByRole('region', { name: 'Share this case study' })
    for (const name of ['Download on the App Store', 'Get it on Google Play']) {
      expect(await page.getByRole('link', { name }).count(), name).toBe(1)
      expect(await bar.getByRole('link', { name }).count(), name).toBe(1)
    }
  })

  it("keeps each office's e-mail address inside its card (768 px)", async () => {
    const page = await readPage('/contact', { width: 768 })
    const outside = await page.locator('.office').evaluateAll((offices) =>
      offices
        .filter((office) => office.getBoundingClientRect().height > 0)
        .map((office) => {
          const card = office.getBoundingClientRect()
          const link = office.querySelector('a[href^="mailto:"]')
          const range = document.createRange()
          if (link) range.selectNodeContents(link)
          return {
            email: link?.textContent ?? '',
            over: Math.round(range.getBoundingClientRect().right - card.right),
          }
        })
        .filter((o) => o.over > 0),
    )
    expect(outside).toEqual([])
  })
})
