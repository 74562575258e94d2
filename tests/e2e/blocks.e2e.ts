import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser, VIEWPORTS } from './browser'

const browser = useBrowser()
const content = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../embedded-cms/content/${file}`, import.meta.url), 'utf8'))

interface DemoBlock {
  name: string
  attributes?: Record<string, unknown>
}
const blockOf = (file: string, name: string) =>
  (content(file) as { blocks: DemoBlock[] }).blocks.find((b) => b.name === name)?.attributes ?? {}

/** Waits until the carousel controls of a section are hydrated and measured. */
async function readyArrows(page: Page, section: string) {
  await page.locator(section).scrollIntoViewIfNeeded()
  await page.waitForSelector(`${section} [data-island="carousel-controls"][data-hydrated="true"]`)
}

describe('verticals carousel', () => {
  it('links each industry to /case-studies?category={title} and the link preselects it', async () => {
    const { page, context } = await openPage(browser(), '/about', VIEWPORTS.desktop)
    const titles = (content('verticals.json') as { title: string }[]).map((v) => v.title)
    const links = page.locator('a.vertical-card')
    const shown = await links.evaluateAll((as) =>
      as.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') })),
    )
    expect(shown.map((l) => l.text).sort()).toEqual([...titles].sort())
    for (const l of shown) {
      expect(l.href).toBe(`/case-studies?${new URLSearchParams({ category: l.text })}`)
    }
    await links.first().click()
    await page.waitForURL(/\/case-studies\?category=/)
    expect(await page.locator('a.chip[aria-current="page"]').textContent()).toBe(shown[0]?.text)
    await context.close()
  })

  it('disables the previous arrow at the start and the next arrow at the end', async () => {
    // Each step scrolls smoothly, as for a visitor who allows motion.
    const { page, context } = await openPage(browser(), '/about', {
      ...VIEWPORTS.desktop,
      reducedMotion: false,
    })
    const section = '.section:has(.vertical-card)'
    await readyArrows(page, section)
    const prev = page.locator(`${section} .carousel-prev`)
    const next = page.locator(`${section} .carousel-next`)
    await expect.poll(() => next.isEnabled()).toBe(true)
    expect(await prev.isDisabled()).toBe(true)
    const track = page.locator(`${section} .carousel-track`)
    for (let i = 0; i < 10 && (await next.isEnabled()); i++) {
      // Each step is a smooth scroll: the next click waits until it has ended.
      const ended = track.evaluate(
        (el) => new Promise((done) => el.addEventListener('scrollend', done, { once: true })),
      )
      await next.click()
      await ended
    }
    expect(await next.isDisabled()).toBe(true)
    expect(await prev.isEnabled()).toBe(true)
    await context.close()
  })
})

describe('carousel arrows', () => {
  it('are active only above 1024 px and operable with the keyboard by their labels', async () => {
    const { page, context } = await openPage(browser(), '/', {
      width: 1025,
      height: 900,
      reducedMotion: false,
    })
    await readyArrows(page, '.section-awards')
    const next = page.getByRole('button', { name: 'Next Awards and recognition' })
    const prev = page.getByRole('button', { name: 'Previous Awards and recognition' })
    await expect.poll(() => next.isEnabled()).toBe(true)
    const track = page.locator('.section-awards .carousel-track')
    await next.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0)
    await expect.poll(() => prev.isEnabled()).toBe(true)
    const moved = await track.evaluate((t) => t.scrollLeft)
    await prev.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeLessThan(moved)
    await context.close()

    const narrow = await openPage(browser(), '/', { width: 1024, height: 900 })
    await readyArrows(narrow.page, '.section-awards')
    expect(
      await narrow.page.getByRole('button', { name: 'Next Awards and recognition' }).isDisabled(),
    ).toBe(true)
    await narrow.context.close()
  })
})

describe('about page people and partners', () => {
  it('shows only the configured number of partners', async () => {
    const { page, context } = await openPage(browser(), '/about')
    const limit = blockOf('pages/about.json', 'custom/partners').limit as number
    const all = content('partners.json') as { name: string }[]
    expect(all.length).toBeGreaterThan(limit)
    expect(await page.locator('.partner h3').allTextContents()).toEqual(
      all.slice(0, limit).map((p) => p.name),
    )
    await context.close()
  })

  it('shows product team cards with name, position and mailto/tel links where given', async () => {
    const { page, context } = await openPage(browser(), '/about')
    const members = blockOf('pages/about.json', 'custom/product-team').members as {
      name: string
      position: string
      email?: string
      phone?: string
    }[]
    const section = page.locator('.section', { hasText: 'Meet the people you will work with' })
    const cards = section.locator('.person')
    expect(await cards.count()).toBe(members.length)
    for (const [i, m] of members.entries()) {
      const card = cards.nth(i)
      expect(await card.locator('h3').textContent()).toBe(m.name)
      expect(await card.locator('.muted').first().textContent()).toBe(m.position)
      const hrefs = await card
        .locator('.contact-lines a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      const expected = [
        ...(m.email ? [`mailto:${m.email}`] : []),
        ...(m.phone ? [`tel:${m.phone.replaceAll(' ', '')}`] : []),
      ]
      expect(hrefs).toEqual(expected)
    }
    await context.close()
  })
})

describe('tech stack', () => {
  it('shows the technologies in the configured id order', async () => {
    const { page, context } = await openPage(browser(), '/services')
    const ids = blockOf('pages/services.json', 'custom/tech-stack').ids as number[]
    const items = (content('technologies.json') as { items: { id: number; title: string }[] }).items
    const expected = ids.flatMap((id) => items.filter((t) => t.id === id).map((t) => t.title))
    expect(expected.length).toBeGreaterThan(3)
    const stack = page.locator('.section', {
      has: page.locator('h2', { hasText: 'Our core stack' }),
    })
    expect(await stack.locator('.logo-card span').allTextContents()).toEqual(expected)
    await context.close()
  })
})

describe('hero call to action', () => {
  it('scrolls to the contact section anchor', async () => {
    const { page, context } = await openPage(browser(), '/', VIEWPORTS.desktop)
    await page.locator('.hero-actions a', { hasText: 'Book a free consultation' }).click()
    await page.waitForURL(/#contact$/)
    await expect
      .poll(() =>
        page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(200)
    await context.close()
  })

  it('goes to its configured link', async () => {
    const { page, context } = await openPage(browser(), '/free-consultation')
    await page.locator('.band a.btn', { hasText: 'See our work' }).click()
    await page.waitForURL(/\/case-studies$/)
    expect(await page.locator('h1').textContent()).toBe('Case Studies')
    await context.close()
  })
})

describe('without JavaScript', () => {
  for (const path of ['/', '/about', '/services', '/services/data']) {
    it(`shows every block's content on ${path}`, async () => {
      const { page, context } = await openPage(browser(), path, {
        ...VIEWPORTS.desktop,
        javaScript: false,
      })
      const empty = await page
        .locator('main > *')
        .evaluateAll((els) =>
          els.filter((el) => (el as HTMLElement).innerText.trim() === '').map((el) => el.className),
        )
      expect(empty).toEqual([])
      const firstSlides = page.locator('.carousel-track > .carousel-slide:first-child')
      const count = await firstSlides.count()
      for (let i = 0; i < count; i++) {
        await firstSlides.nth(i).scrollIntoViewIfNeeded()
        expect(await firstSlides.nth(i).isVisible()).toBe(true)
      }
      const questions = page.locator('.faq-item summary')
      for (let i = 0; i < (await questions.count()); i++) {
        expect(await questions.nth(i).isVisible()).toBe(true)
      }
      await context.close()
    })
  }

  it('keeps links working: an industry opens its filtered case studies', async () => {
    const { page, context } = await openPage(browser(), '/about', { javaScript: false })
    await page.locator('a.vertical-card').first().click()
    await page.waitForURL(/\/case-studies\?category=/)
    expect(await page.locator('a.chip[aria-current="page"]').count()).toBe(1)
    await context.close()
  })
})
