import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser, useSharedPages } from './browser'
import { pageOfEachType } from './pages'

const browser = useBrowser()
/**
 * Every test here only reads its page, but the first (it scrolls and follows the Apply link). What
 * they read is laid out by the stylesheet, and by carousels that measure themselves again on a
 * resize: one load of an address serves every width.
 */
const readPage = useSharedPages(browser, { anyWidth: true })

/** Left edges (px, rounded) of the page title and of each top-level block of `main` after it. */
function leftEdges(page: Page) {
  return page.evaluate(() => {
    const left = (el: Element | null) => (el ? Math.round(el.getBoundingClientRect().left) : -1)
    const title = document.querySelector('main h1')
    const blocks = Array.from(document.querySelectorAll('main > *'))
      .filter((el) => !el.contains(title) && el.getBoundingClientRect().height > 0)
      // Full-bleed blocks run edge to edge; their content is not a column. The contents sidebar
      // is a column of its own (page-contents.e2e.ts).
      .filter((el) => !el.matches('.alignfull, .section, .hero, .page-contents'))
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
    const page = await readPage((await pageOfEachType()).vacancy ?? '/careers', {
      width: 375,
    })
    const [head, facts, description] = await Promise.all([
      page.locator('.vacancy-head').boundingBox(),
      page.locator('.vacancy-facts').boundingBox(),
      page.locator('.vacancy-description').boundingBox(),
    ])
    if (!head || !facts || !description) throw new Error('missing part of the vacancy')
    expect(facts.y).toBeGreaterThanOrEqual(head.y + head.height)
    expect(facts.y + facts.height).toBeLessThanOrEqual(description.y)
  })

  it('a technology tile shows its name once: in its logo, not again as a caption', async () => {
    const page = await readPage('/services', { width: 1440 })
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
  })

  for (const path of ['/privacy-policy', '/terms-of-use', '/how-we-work']) {
    for (const width of [375, 1440, 1920]) {
      it(`every block of ${path} starts at the title's left edge (${width} px)`, async () => {
        const page = await readPage(path, { width })
        const edges = await leftEdges(page)
        expect(edges.blocks.length).toBeGreaterThan(0)
        const ragged = edges.blocks.filter((b) => b.left !== edges.title)
        expect(ragged, `title at ${edges.title}`).toEqual([])
      })
    }
  }

  it('the home FAQ and contact form use the container: their right edge is the heading row’s', async () => {
    const page = await readPage('/', { width: 1440 })
    const edges = await page.evaluate(() => {
      const right = (selector: string) =>
        Math.round(document.querySelector(selector)?.getBoundingClientRect().right ?? -1)
      return {
        container: right('.section-faq > .container'),
        faq: right('.section-faq .faq'),
        form: right('.section-contact .site-form'),
      }
    })
    expect(edges.faq).toBe(edges.container)
    expect(edges.form).toBe(edges.container)
  })

  for (const path of ['/free-consultation', '/services/data']) {
    it(`${path}: no two neighbouring blocks, nor the last block and the footer, share one colour`, async () => {
      const page = await readPage(path, { width: 1440 })
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
      expect(bands.filter((b) => !b.separated)).toEqual([])
    })
  }

  it('the share button of a case study sits in a slim bar, not alone in a section', async () => {
    const caseStudy = (await pageOfEachType())['case study'] ?? '/case-studies'
    const page = await readPage(caseStudy, { width: 1440 })
    const bar = await page.locator('section.share .share-inner').evaluate((el) => {
      const style = getComputedStyle(el)
      return {
        height: el.getBoundingClientRect().height,
        section: el.parentElement?.getBoundingClientRect().height ?? 0,
        rules: [style.borderTopWidth, style.borderBottomWidth],
      }
    })
    expect(bar.rules).toEqual(['1px', '1px'])
    expect(bar.section).toBe(bar.height)
    expect(bar.height).toBeLessThan(120)
  })

  it('a heading after a media-text block (How we work) has a section step above it, not a paragraph gap', async () => {
    const page = await readPage('/how-we-work', { width: 1440 })
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
    // The demo page has a media-text block followed by a heading ("Our engineering principles").
    expect(gaps.some((g) => g.gap >= 0)).toBe(true)
    for (const { gap, step } of gaps.filter((g) => g.gap >= 0)) expect(gap).toBe(step)
  })

  for (const width of [768, 1440])
    it(`the Subscribe button is as far below the consent as the consent is below the email (${width} px)`, async () => {
      const page = await readPage('/services/data', { width })
      const form = page.locator('form.form-subscribe')
      const [email, terms, button] = await Promise.all(
        ['.field-email input', '.field-terms .terms-row', 'button[type="submit"]'].map((s) =>
          form.locator(s).boundingBox(),
        ),
      )
      if (!email || !terms || !button) throw new Error('no subscribe form')
      const emailToTerms = terms.y - (email.y + email.height)
      const termsToButton = button.y - (terms.y + terms.height)
      expect(Math.abs(termsToButton - emailToTerms)).toBeLessThan(2)
      expect(button.x).toBe(email.x)
    })

  it('a vacancy in the careers list is one row: the department sits at its right edge (1440 px)', async () => {
    const page = await readPage('/careers', { width: 1440 })
    const card = page.locator('.vacancy-card').first()
    const [box, title, chip] = await Promise.all([
      card.boundingBox(),
      card.locator('h3').boundingBox(),
      card.locator('.vacancy-chip').boundingBox(),
    ])
    if (!box || !title || !chip) throw new Error('no vacancy card')
    expect(chip.x).toBeGreaterThan(title.x + title.width)
    expect(box.x + box.width - (chip.x + chip.width)).toBeLessThan(40)
    expect(chip.y).toBeLessThan(title.y + title.height)
  })

  for (const width of [768, 1440])
    it(`the careers filter fields line up and each select shows its whole label (${width} px)`, async () => {
      const page = await readPage('/careers', { width })
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
      expect(fields).toHaveLength(3)
      expect(fields.every((f) => f.fits)).toBe(true)
      expect(new Set(fields.map((f) => `${f.top} ${f.height}`)).size).toBe(1)
    })

  it('a case study section starts its text right under its heading, beside the top of its picture', async () => {
    const caseStudy = (await pageOfEachType())['case study'] ?? '/case-studies'
    const page = await readPage(caseStudy, { width: 1440 })
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
    expect(sections.length).toBeGreaterThan(0)
    for (const section of sections) {
      expect(section).not.toBeNull()
      expect(section?.offset).toBe(0)
      expect(section?.gap).toBeLessThan(40)
    }
  })

  for (const width of [320, 768])
    it(`no phone number on /contact is broken across two lines (${width} px)`, async () => {
      const page = await readPage('/contact', { width })
      const lines = await page
        .locator('main a[href^="tel:"]:visible')
        .evaluateAll((links) => links.map((a) => `${a.textContent} ${a.getClientRects().length}`))
      expect(lines.length).toBeGreaterThan(0)
      expect(lines.filter((line) => !line.endsWith(' 1'))).toEqual([])
    })
})

describe('layout rhythm: findings of the six-width review', () => {
  for (const path of ['/case-studies?page=3', '/case-studies?category=Cloud&page=2'])
    for (const width of [320, 375, 480, 599, 768])
      it(`the case-studies pager is one row inside the content column (${path}, ${width} px)`, async () => {
        const page = await readPage(path, { width })
        const pager = await page.locator('nav.pagination').evaluate((nav) => {
          const controls = Array.from(nav.querySelectorAll('a, span.page-arrow, select'))
            .map((el) => el.getBoundingClientRect())
            .filter((box) => box.width > 0)
          return {
            count: controls.length,
            pages: nav.querySelectorAll('option').length,
            rows: new Set(controls.map((box) => Math.round(box.top))).size,
            left: Math.min(...controls.map((box) => box.left)),
            right: Math.max(...controls.map((box) => box.right)),
            narrowest: Math.min(...controls.map((box) => Math.min(box.width, box.height))),
            viewport: document.documentElement.clientWidth,
          }
        })
        // Both arrows, a window of 3 page numbers under 480 px (5 from it), and the page dropdown.
        const dropdown = page.getByLabel('Go to page')
        expect(await dropdown.isVisible()).toBe(true)
        expect(pager.count).toBe(3 + Math.min(width < 480 ? 3 : 5, pager.pages))
        expect(pager.rows).toBe(1)
        expect(pager.left).toBeGreaterThanOrEqual(20)
        expect(pager.right).toBeLessThanOrEqual(pager.viewport - 20)
        expect(pager.narrowest).toBeGreaterThanOrEqual(40)
      })

  for (const width of [375, 1440])
    it(`home: every service card ends on its foot line, level with its neighbours, on the content edges (${width} px)`, async () => {
      const page = await readPage('/', { width })
      const cards = await page.locator('.carousel:has(.service-card)').evaluate((carousel) => {
        const heading = carousel.closest('section')?.querySelector('h2')?.getBoundingClientRect()
        const slides = Array.from(carousel.querySelectorAll('.carousel-slide'))
        return {
          headingLeft: Math.round(heading?.left ?? -1),
          firstLeft: Math.round(slides[0]?.getBoundingClientRect().left ?? -2),
          // Empty space at the foot of each card: from its last visible child to its inner edge.
          foot: Array.from(carousel.querySelectorAll('.service-card')).map((card) => {
            const box = card.getBoundingClientRect()
            const padding = parseFloat(getComputedStyle(card).paddingBottom)
            const shown = Array.from(card.children).filter(
              (child) => child.getBoundingClientRect().height > 0,
            )
            const bottom = Math.max(...shown.map((child) => child.getBoundingClientRect().bottom))
            return Math.round(box.bottom - padding - 1 - bottom)
          }),
        }
      })
      expect(cards.foot).toHaveLength(10)
      expect(cards.foot.filter((space) => space > 1)).toEqual([])
      expect(cards.firstLeft).toBe(cards.headingLeft)
    })

  it('a vacancy names its locations once, in its facts', async () => {
    const vacancy = (await pageOfEachType()).vacancy ?? '/careers'
    for (const width of [375, 1440]) {
      const page = await readPage(vacancy, { width })
      const shown = await page.evaluate(() => {
        const facts = document.querySelector('.vacancy-facts')
        const location = Array.from(facts?.querySelectorAll('dt') ?? []).find(
          (dt) => dt.textContent === 'Location',
        )?.nextElementSibling?.textContent
        const places = (location ?? '').split(' · ').filter(Boolean)
        // Outside the description and the form, which may mention a place in their own words.
        const article = document.querySelector('main .vacancy')
        const outside = Array.from(article?.querySelectorAll('*') ?? []).filter(
          (el) =>
            el.children.length === 0 &&
            !el.closest('.vacancy-description, .vacancy-apply') &&
            el.getBoundingClientRect().height > 0,
        )
        return places.map(
          (place) => `${place}: ${outside.filter((el) => el.textContent?.includes(place)).length}`,
        )
      })
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.filter((line) => !line.endsWith(': 1'))).toEqual([])
    }
  })

  for (const width of [375, 1440])
    it(`careers: the people carousel starts and ends on the content edges (${width} px)`, async () => {
      const page = await readPage('/careers', { width })
      const edges = await page
        .locator('section:has(h2:text("Hear it from our people"))')
        .evaluate((section) => {
          const heading = section.querySelector('h2')?.getBoundingClientRect()
          const container = section.querySelector('.container')?.getBoundingClientRect()
          const track = section.querySelector('.carousel-track')?.getBoundingClientRect()
          const slides = Array.from(section.querySelectorAll('.carousel-slide'))
            .map((slide) => slide.getBoundingClientRect())
            .filter((box) => track && box.left >= track.left && box.right <= track.right)
          return {
            heading: Math.round(heading?.left ?? -1),
            right: Math.round(container?.right ?? -1),
            first: Math.round(slides[0]?.left ?? -2),
            last: Math.round(slides.at(-1)?.right ?? -2),
          }
        })
      expect(edges.first).toBe(edges.heading)
      expect(edges.last).toBe(edges.right)
    })

  for (const width of [375, 1440])
    it(`/how-we-work: the closing box has even padding, and a space above the footer (${width} px)`, async () => {
      const page = await readPage('/how-we-work', { width })
      const box = await page.evaluate(() => {
        const panel = Array.from(document.querySelectorAll('main > *')).at(-1)
        const kids = Array.from(panel?.children ?? []).map((el) => el.getBoundingClientRect())
        const outer = panel?.getBoundingClientRect()
        const footer = document.querySelector('body > footer')?.getBoundingClientRect()
        if (!outer || !footer || kids.length === 0) return null
        return {
          panel: panel?.className,
          top: Math.round((kids[0]?.top ?? 0) - outer.top),
          left: Math.round(Math.min(...kids.map((k) => k.left)) - outer.left),
          bottom: Math.round(outer.bottom - Math.max(...kids.map((k) => k.bottom))),
          footer: Math.round(footer.top - outer.bottom),
        }
      })
      expect(box?.panel).toContain('has-background')
      expect(box?.bottom).toBe(box?.top)
      expect(box?.left).toBe(box?.top)
      expect(box?.footer).toBeGreaterThanOrEqual(32)
    })
})

/**
 * For each padded section of `main`: how much further its content stops from its bottom edge than
 * its padding says (px). What counts as content: text, media, fields, and boxes with a border or a
 * background; not the closed part of an accordion nor screen-reader text.
 */
function sectionFeet(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main > section.section'))
      .filter((section) => parseFloat(getComputedStyle(section).paddingBottom) > 0)
      .map((section) => {
        const seen = Array.from(section.querySelectorAll('*')).filter((el) => {
          const box = el.getBoundingClientRect()
          if (box.width === 0 || box.height === 0) return false
          if (el.closest('.sr-only, details:not([open]) > :not(summary)')) return false
          const style = getComputedStyle(el)
          if (style.position === 'absolute') return false
          const boxed =
            style.borderBottomWidth !== '0px' || style.backgroundColor !== 'rgba(0, 0, 0, 0)'
          return boxed || el.children.length === 0
        })
        const bottom = Math.max(...seen.map((el) => el.getBoundingClientRect().bottom))
        const edge =
          section.getBoundingClientRect().bottom -
          parseFloat(getComputedStyle(section).paddingBottom)
        return { section: section.className, extra: Math.round(edge - bottom) }
      }),
  )
}

describe('layout rhythm: a section is as deep below its content as its padding', () => {
  for (const path of ['/', '/careers', '/about', '/free-consultation', '/services/data'])
    for (const width of [375, 1440])
      it(`${path} (${width} px): no trailing margin deepens a section`, async () => {
        const page = await readPage(path, { width })
        const feet = await sectionFeet(page)
        expect(feet.length).toBeGreaterThan(0)
        // A few px are the line height around the last line of text.
        expect(feet.filter((foot) => foot.extra > 8)).toEqual([])
      })
})

describe('layout rhythm: heroes', () => {
  for (const path of ['/', '/services', '/services/data', '/careers', '/about'])
    it(`${path}: a white section after the hero is one space below it, not two (1440 px)`, async () => {
      const page = await readPage(path, { width: 1440 })
      const gap = await page.evaluate(() => {
        const hero = document.querySelector('main > .hero')
        const next = hero?.nextElementSibling
        const columns = Array.from(hero?.querySelectorAll('.hero-grid > *, .container > *') ?? [])
        const bottom = Math.max(...columns.map((el) => el.getBoundingClientRect().bottom))
        // Its heading, or its first card where the hero is its heading (/services), or the row of
        // a picture beside a text that the heading heads (a split section, /services/data).
        const first =
          next?.querySelector(':scope > .container > .split') ?? next?.querySelector('h2, li')
        const heading = first?.getBoundingClientRect().top ?? -1
        return {
          between: Math.round(heading - bottom),
          heroPadding: hero ? parseFloat(getComputedStyle(hero).paddingBottom) : -1,
        }
      })
      expect(gap.between).toBeGreaterThan(0)
      expect(gap.between).toBeLessThanOrEqual(gap.heroPadding + 8)
    })

  for (const path of ['/services/data', 'case study'])
    it(`${path}: the hero's picture starts where the sections' pictures do (1440 px)`, async () => {
      const target = path === 'case study' ? (await pageOfEachType())['case study'] : path
      const page = await readPage(target ?? '/', { width: 1440 })
      const lefts = await page.evaluate(() => {
        const second = (grid: Element | null) =>
          Math.round(
            grid?.querySelector(':scope > :not(script) ~ :not(script)')?.getBoundingClientRect()
              .left ?? -1,
          )
        return {
          hero: second(document.querySelector('main > .hero .hero-grid')),
          split: second(document.querySelector('main .split')),
        }
      })
      expect(lefts.hero).toBeGreaterThan(0)
      expect(lefts.hero).toBe(lefts.split)
    })
})

describe('layout rhythm: open card grids', () => {
  for (const [path, list, width] of [
    ['/contact', '.office-list', 1440],
    ['/case-studies', '.case-grid', 375],
    ['/case-studies', '.case-grid', 1440],
  ] as const)
    it(`${list} on ${path}: rows stand at least twice as far apart as a picture from its text (${width} px)`, async () => {
      const page = await readPage(path, { width })
      const gaps = await page.locator(list).evaluate((ul) => {
        const cards = Array.from(ul.children)
        const first = cards[0]
        const below = cards.find(
          (card) => card.getBoundingClientRect().top > (first?.getBoundingClientRect().bottom ?? 0),
        )
        const picture = first?.querySelector('img')?.getBoundingClientRect()
        // The first line of text under the picture (a case study's tags, an office's name).
        const textTop = Math.min(
          ...Array.from(first?.querySelectorAll('*') ?? [])
            .filter((el) => el.children.length === 0 && el.textContent?.trim())
            .map((el) => el.getBoundingClientRect().top)
            .filter((top) => top >= (picture?.bottom ?? 0)),
        )
        return {
          inCard: Math.round(textTop - (picture?.bottom ?? 0)),
          rows: Math.round(
            (below?.getBoundingClientRect().top ?? 0) -
              (first?.getBoundingClientRect().bottom ?? 0),
          ),
        }
      })
      expect(gaps.inCard).toBeGreaterThan(0)
      expect(gaps.rows).toBeGreaterThanOrEqual(2 * gaps.inCard)
    })
})
