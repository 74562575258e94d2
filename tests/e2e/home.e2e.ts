import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser, VIEWPORTS } from './browser'

const browser = useBrowser()

describe('home page blocks', () => {
  it('types the hero phrases, and shows the first one still with reduced motion', async () => {
    const still = await openPage(browser(), '/', { reducedMotion: true })
    const target = still.page.locator('.hero h1 .typed-target')
    expect(await target.textContent()).toBe('ships on time.')
    // Once the island has started and the network is quiet, typed.js was never asked for: with
    // reduced motion nothing can type (it loads the moment the island would type).
    await still.page.waitForSelector('[data-island="typed-text"][data-hydrated="true"]')
    await still.page.waitForLoadState('networkidle')
    const scripts = await still.page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    )
    expect(scripts.filter((p) => p.includes('/typed.module-'))).toEqual([])
    expect(await target.textContent()).toBe('ships on time.')
    expect(await target.getAttribute('data-typing')).toBeNull()
    await still.context.close()

    const moving = await openPage(browser(), '/', { reducedMotion: false })
    await moving.page.waitForSelector('.typed-target[data-typing="true"]', { timeout: 10_000 })
    await moving.context.close()
  })

  it('types the first phrase letter by letter on every loop, as every other phrase', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    await page.clock.install()
    await page.goto(`${baseUrl()}/`)
    await page.waitForSelector('.typed-target[data-typing="true"]', { timeout: 10_000 })
    const phrases = (await page.locator('.hero h1 .typed-text .sr-only').textContent())?.split(', ')
    expect(phrases?.length).toBeGreaterThan(1)
    // Every text the visitor sees, in order, while two whole loops run on the page's clock.
    await page.evaluate(() => {
      const target = document.querySelector('.typed-target')
      const seen: string[] = []
      Object.assign(window, { typedSeen: seen })
      if (target)
        new MutationObserver(() => {
          const text = target.textContent ?? ''
          if (seen.at(-1) !== text) seen.push(text)
        }).observe(target, { childList: true, characterData: true, subtree: true })
    })
    await page.clock.runFor(60_000)
    const seen = await page.evaluate(() => (window as unknown as { typedSeen: string[] }).typedSeen)
    const [first = '', ...others] = phrases ?? []
    const last = others.at(-1) ?? ''
    // After the last phrase is written out, the first one is typed again from its first letter.
    const loops = seen.flatMap((text, i) => {
      const next = seen.indexOf(first, i)
      return text === last && next > i ? [seen.slice(i, next + 1)] : []
    })
    expect(loops.length, seen.join(' | ')).toBeGreaterThanOrEqual(2)
    for (const loop of loops) {
      expect(loop).toEqual(expect.arrayContaining([first.slice(0, 1), first.slice(0, 2)]))
    }
    await context.close()
  })

  it('keeps the hero as tall whichever phrase is typed, at every width', async () => {
    // One load, widened step by step: the hero's height at a width depends on the width alone.
    const { page, context } = await openPage(browser(), '/', { width: 320, reducedMotion: true })
    for (const width of [320, 375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      const heights = await page.evaluate(() => {
        const h1 = document.querySelector('.hero h1')
        const target = h1?.querySelector('.typed-target')
        const phrases = h1?.querySelector('.typed-text .sr-only')?.textContent?.split(', ') ?? []
        return phrases.flatMap((phrase) =>
          // Every prefix of every phrase: what the page shows while typing and erasing.
          [...phrase].map((_, i) => {
            if (target) target.textContent = phrase.slice(0, i + 1)
            return h1?.getBoundingClientRect().height ?? 0
          }),
        )
      })
      expect(heights.length, `${width}px`).toBeGreaterThan(10)
      expect(new Set(heights), `${width}px`).toEqual(new Set([heights[0]]))
    }
    await context.close()
  })

  it('hydrates islands from their own chunks, and React only once the visitor engages', async () => {
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } })
    const home = await context.newPage()
    await home.goto(`${baseUrl()}/`, { waitUntil: 'load' })
    await home.waitForSelector('[data-island="typed-text"][data-hydrated="true"]')
    const scripts = () =>
      home.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js')),
      )
    const loaded = await scripts()
    expect(loaded).toContain('/assets/client.js')
    expect(loaded.some((p) => /\/assets\/chunks\/TypedText\.mount-[A-Z0-9]+\.js$/.test(p))).toBe(
      true,
    )
    // A page that is only loaded (read, crawled, audited) runs no React at all: not even once it
    // has loaded all it asks for by itself.
    await home.waitForLoadState('networkidle')
    expect((await scripts()).filter((p) => p.includes('/react-root-'))).toEqual([])
    const started = await home.$$eval('[data-island][data-hydrated]', (roots) =>
      roots.map((root) => (root as HTMLElement).dataset.island),
    )
    expect(new Set(started)).toEqual(new Set(['typed-text']))
    // The visitor moves the pointer: the React islands near the viewport hydrate.
    await home.mouse.move(400, 300, { steps: 2 })
    await home.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/react-root-')),
    )
    await context.close()
  })

  it('shows the advantages with their final numbers in the server HTML', async () => {
    const { page, context } = await openPage(browser(), '/', { javaScript: false })
    const figures = await page.locator('.figure').allTextContents()
    expect(figures).toEqual(['250+Satisfied Client', '480+Completed Projects', '320Team Members'])
    await context.close()
  })

  it('counts the advantages up when they come into view, unless motion is reduced', async () => {
    const { page, context } = await openPage(browser(), '/', { reducedMotion: false })
    const first = page.locator('.figure .count-up').first()
    await first.scrollIntoViewIfNeeded()
    await page.waitForSelector('.figure [data-island="count-up"][data-hydrated="true"]')
    await expect.poll(() => first.textContent(), { timeout: 5000 }).toBe('250+')
    await context.close()

    const still = await openPage(browser(), '/', { reducedMotion: true })
    const value = still.page.locator('.figure .count-up').first()
    await value.scrollIntoViewIfNeeded()
    await still.page.waitForSelector('.figure [data-island="count-up"][data-hydrated="true"]')
    // Counting up changes the text every frame: with reduced motion it is final from the start.
    const seen = await value.evaluate(async (el) => {
      const texts = new Set<string>()
      for (let frame = 0; frame < 10; frame++) {
        texts.add(el.textContent ?? '')
        await new Promise((done) => requestAnimationFrame(done))
      }
      return [...texts]
    })
    expect(seen).toEqual(['250+'])
    await still.context.close()
  })

  it("links 'View our work' to the case studies", async () => {
    const { page, context } = await openPage(browser(), '/')
    expect(await page.locator('a', { hasText: 'View our work' }).getAttribute('href')).toBe(
      '/case-studies',
    )
    await context.close()
  })

  // The demo's clients whose case study is published (the rest have none to open).
  const clients = JSON.parse(
    readFileSync(new URL('../../embedded-cms/content/clients.json', import.meta.url), 'utf8'),
  ) as { items: { caseStudy: string | null }[] }
  const withCaseStudy = clients.items.filter((c) => c.caseStudy).length

  it('filters clients by industry; only cards with a case study are links', async () => {
    const { page, context } = await openPage(browser(), '/')
    const section = page.locator('.section-clients')
    await section.scrollIntoViewIfNeeded()
    const select = section.getByLabel('Browse by Industry')
    await page.waitForSelector('.section-clients [data-hydrated="true"]')
    expect(await select.locator('option').first().textContent()).toBe('All Industries')
    const visible = () => section.locator('.client-grid > li:visible').count()
    expect(await visible()).toBe(16)
    await select.selectOption({ label: 'Healthcare' })
    expect(await visible()).toBe(2)
    expect(await section.locator('.client-grid > li:visible').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Healthcare')]),
    )
    await select.selectOption({ label: 'All Industries' })
    expect(await visible()).toBe(16)
    expect(await section.locator('a.client-card').count()).toBe(withCaseStudy)
    expect(await section.locator('div.client-card').count()).toBe(16 - withCaseStudy)
    await context.close()
  })

  it('reaches by keyboard only the client cards that open a case study', async () => {
    const { page, context } = await openPage(browser(), '/')
    const section = page.locator('.section-clients')
    await section.scrollIntoViewIfNeeded()
    await section.getByLabel('Browse by Industry').focus()
    const reached: (string | null)[] = []
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      const inGrid = await page.evaluate(() => {
        const el = document.activeElement
        return el?.closest('.client-grid') ? el.getAttribute('href') : undefined
      })
      if (inGrid === undefined) break
      reached.push(inGrid)
    }
    expect(reached).toHaveLength(withCaseStudy)
    for (const href of reached) expect(href).toMatch(/^\/case-studies\/.+/)
    await context.close()
  })

  it('filters awards by category; arrows are disabled at 1024 px', async () => {
    const { page, context } = await openPage(browser(), '/', VIEWPORTS.desktop)
    const section = page.locator('.section-awards')
    await section.scrollIntoViewIfNeeded()
    await page.waitForSelector('.section-awards .filter-controls[data-hydrated="true"]')
    const chips = await section.locator('.chip').allTextContents()
    expect(chips).toEqual(['All', 'Clutch', 'GoodFirms', 'Industry awards', 'Certifications'])
    await section.locator('.chip', { hasText: 'Certifications' }).click()
    expect(await section.locator('.carousel-slide:visible').count()).toBe(4)
    await context.close()

    const narrow = await openPage(browser(), '/', { width: 1024 })
    const awards = narrow.page.locator('.section-awards')
    await awards.scrollIntoViewIfNeeded()
    await narrow.page.waitForSelector('.section-awards .carousel [data-hydrated="true"]')
    expect(await awards.locator('.carousel-next').isDisabled()).toBe(true)
    expect(await awards.locator('.carousel-prev').isDisabled()).toBe(true)
    await narrow.context.close()
  })

  it("shows 3 reasons and 'Load more' under 600 px, all six on wide screens", async () => {
    const { page, context } = await openPage(browser(), '/', VIEWPORTS.mobile)
    const section = page.locator('.section-features').first()
    await section.scrollIntoViewIfNeeded()
    await page.waitForSelector('.reveal-more[data-hydrated="true"]')
    expect(await section.locator('.feature:visible').count()).toBe(3)
    await section.getByRole('button', { name: 'Load more' }).click()
    expect(await section.locator('.feature:visible').count()).toBe(6)
    expect(await section.getByRole('button', { name: 'Load more' }).count()).toBe(0)
    await context.close()

    const wide = await openPage(browser(), '/', VIEWPORTS.desktop)
    const all = wide.page.locator('.section-features').first()
    expect(await all.locator('.feature:visible').count()).toBe(6)
    expect(await all.getByRole('button', { name: 'Load more' }).isVisible()).toBe(false)
    await wide.context.close()
  })

  it('shows every reason without JavaScript', async () => {
    const { page, context } = await openPage(browser(), '/', {
      ...VIEWPORTS.mobile,
      javaScript: false,
    })
    expect(
      await page.locator('.section-features').first().locator('.feature:visible').count(),
    ).toBe(6)
    await context.close()
  })

  it('expands a service card on hover at desktop width, showing its sub-links', async () => {
    const { page, context } = await openPage(browser(), '/', VIEWPORTS.desktop)
    const card = page.locator('.service-card').first()
    await card.scrollIntoViewIfNeeded()
    expect(await card.locator('.service-links').isVisible()).toBe(false)
    await card.hover()
    expect(await card.locator('.service-links').isVisible()).toBe(true)
    await context.close()
  })

  it('expands a service card on tap at 1200 px and below', async () => {
    const { page, context } = await openPage(browser(), '/', { width: 1200 })
    const card = page.locator('.service-card').first()
    await card.scrollIntoViewIfNeeded()
    await card.hover()
    expect(await card.locator('.service-links').isVisible()).toBe(false)
    await card.click({ position: { x: 10, y: 10 } })
    expect(await card.locator('.service-links').isVisible()).toBe(true)
    await context.close()
  })

  it("sends each of a service card's sub-links to its own place on the service's page", async () => {
    const { page, context } = await openPage(browser(), '/', VIEWPORTS.desktop)
    const cards = await page.locator('.service-card').evaluateAll((list) =>
      list.map((card) => ({
        page: card.querySelector('h3 a')?.getAttribute('href') ?? '',
        links: [...card.querySelectorAll('.service-links a')].map((a) => ({
          label: a.textContent ?? '',
          href: a.getAttribute('href') ?? '',
        })),
      })),
    )
    expect(cards.length).toBe(10)
    const hrefs = cards.flatMap((c) => c.links.map((l) => l.href))
    expect(new Set(hrefs).size).toBe(hrefs.length)
    for (const card of cards) {
      for (const link of card.links) expect(link.href).toMatch(new RegExp(`^${card.page}#.+`))
    }
    // Followed, a sub-link lands on its own item of the service's page.
    const card = page.locator('.service-card').nth(1)
    await card.scrollIntoViewIfNeeded()
    await card.hover()
    const sub = cards[1]?.links[2]
    await card.getByRole('link', { name: sub?.label }).click()
    await page.waitForURL(`**${sub?.href}`)
    const target = page.locator(':target')
    expect(await target.locator('h3').textContent()).toBe(sub?.label)
    expect(await target.evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true)
    await context.close()
  })

  it('toggles FAQ answers independently', async () => {
    const { page, context } = await openPage(browser(), '/')
    const items = page.locator('.faq-item')
    expect(await items.nth(0).getAttribute('open')).toBe('')
    await items.nth(1).locator('summary').click()
    expect(await items.nth(0).getAttribute('open')).toBe('')
    expect(await items.nth(1).getAttribute('open')).toBe('')
    await context.close()
  })
})

describe('about page blocks', () => {
  it("opens a management bio drawer with 'Read Bio', closes it with Escape and returns focus", async () => {
    const { page, context } = await openPage(browser(), '/about')
    const opener = page.getByRole('button', { name: 'Read Bio of Elena Marković' })
    await opener.scrollIntoViewIfNeeded()
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Elena Marković' })
    expect(await dialog.isVisible()).toBe(true)
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    await page.keyboard.press('Escape')
    expect(await dialog.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Read Bio')
    await context.close()
  })

  it('keeps one step of the working process open at a time, the first initially', async () => {
    const { page, context } = await openPage(browser(), '/about')
    const steps = page.locator('.process-step')
    expect(await steps.nth(0).getAttribute('open')).toBe('')
    await steps.nth(2).locator('summary').click()
    expect(await steps.nth(0).getAttribute('open')).toBeNull()
    expect(await steps.nth(2).getAttribute('open')).toBe('')
    await steps.nth(2).locator('summary').click()
    expect(await steps.nth(2).getAttribute('open')).toBeNull()
    await context.close()
  })
})
