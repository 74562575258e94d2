import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { PAGE_TYPES, pageOfEachType } from '../shared/page-types'
import { waitUntil, type Driver } from './driver'

const DESKTOP = { width: 1440, height: 900 }
const MOBILE = { width: 375, height: 812 }

/** What a run covered, printed at its end so the report says it. */
interface Covered {
  pages: string[]
  drawers: string[]
  forms: string[]
  carousels: string[]
  menus: string[]
}

const NO_SIDEWAYS_SCROLL = 'return document.documentElement.scrollWidth <= window.innerWidth + 1'

/**
 * Opens the page and moves the pointer over it, as a visitor does: React islands and the animation
 * start only once someone engages with the page (src/client/schedule.ts).
 */
async function visit(driver: Driver, path: string): Promise<void> {
  await driver.open(path)
  // Two points: a pointer already resting where it is sent does not move, and fires nothing.
  await driver.moveTo(40, 40)
  await driver.moveTo(60, 50)
}

/** Scrolls through the page so that every island near the viewport starts, then back up. */
async function scrollThrough(driver: Driver): Promise<void> {
  const height = await driver.run<number>('return document.documentElement.scrollHeight')
  for (let y = 0; y < height; y += 600) {
    await driver.run(`window.scrollTo(0, ${y}); return true`)
  }
  await driver.run('window.scrollTo(0, 0); return true')
}

/**
 * Brings each island of the page (outside closed drawers, which start when opened) into view in turn
 * and waits until it has hydrated: an island that fails or never starts in this engine fails the test.
 */
async function hydrateEveryIsland(driver: Driver, type: string): Promise<void> {
  const islands = await mark(driver, '[data-island]', 'island')
  for (const [i, name] of islands.entries()) {
    const island = `[data-smoke="island-${i}"]`
    const inDrawer = await driver.run<boolean>(
      `return Boolean(document.querySelector('${island}').closest('dialog:not([open])'))`,
    )
    const shown = await driver.run<boolean>(
      `return document.querySelector('${island}').checkVisibility()`,
    )
    // An island in a closed drawer starts when it opens; one hidden at this width never needs to.
    if (inDrawer || !shown) continue
    await driver.run(
      `document.querySelector('${island}').scrollIntoView({ block: 'center' }); return true`,
    )
    await waitUntil(
      driver,
      `return document.querySelector('${island}').dataset.hydrated === 'true'`,
      `island ${name} of ${type} hydrates`,
      10_000,
    )
  }
}

/** Scrolls the element to the middle of the viewport and clicks its centre, as a visitor would. */
async function clickElement(driver: Driver, selector: string): Promise<void> {
  await driver.run(`
    const el = document.querySelector(${JSON.stringify(selector)})
    if (!el) throw new Error('no element ' + ${JSON.stringify(selector)})
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
    window.__smokeLastBox = null
    return true`)
  // Scroll snapping may move the element a little after the scroll: measure once it has settled
  // (the same box in two reads in a row).
  await waitUntil(
    driver,
    `const box = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect()
    const at = box.left + ',' + box.top
    const settled = window.__smokeLastBox === at
    window.__smokeLastBox = at
    return settled`,
    `${selector} stops moving after the scroll`,
  )
  const { x, y } = await driver.run<{ x: number; y: number }>(`
    const box = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }`)
  await driver.clickAt(x, y)
}

/** Sends a form from the keyboard: focus on its send button, then Enter. */
async function pressSend(driver: Driver, form: string): Promise<void> {
  await driver.run(
    `document.querySelector(${JSON.stringify(`${form} button[type="submit"]`)}).focus(); return true`,
  )
  await driver.press('Enter')
}

/** Marks the elements matching a selector with `data-smoke="<prefix>-<n>"` and counts them. */
const mark = (driver: Driver, selector: string, prefix: string) =>
  driver.run<string[]>(`
    return Array.from(document.querySelectorAll(${JSON.stringify(selector)})).map((el, i) => {
      el.setAttribute('data-smoke', '${prefix}-' + i)
      return el.dataset.island || el.id || el.className || '${prefix}-' + i
    })`)

/** The dialog opened by an opener button is open as a modal. */
const isModalOpen = (id: string) =>
  `const d = document.getElementById(${JSON.stringify(id)})
   if (!d || !d.open || !d.matches(':modal')) return false
   const box = d.getBoundingClientRect() // settled: slid fully into the viewport
   return box.left >= -1 && box.right <= window.innerWidth + 1`
const isClosed = (id: string) =>
  `const d = document.getElementById(${JSON.stringify(id)}); return Boolean(d && !d.open)`

/** A point of the viewport outside the open dialog (its backdrop). */
async function backdropPoint(driver: Driver, id: string): Promise<{ x: number; y: number }> {
  return driver.run(`
    const box = document.getElementById(${JSON.stringify(id)}).getBoundingClientRect()
    const x = box.left > 40 ? box.left / 2 : (box.right + window.innerWidth) / 2
    return { x, y: window.innerHeight / 2 }`)
}

async function checkDrawer(driver: Driver, id: string): Promise<void> {
  const opener = `button[command="show-modal"][commandfor="${id}"]`
  await clickElement(driver, opener)
  await waitUntil(driver, isModalOpen(id), `drawer #${id} opens`)
  expect(
    await driver.run<boolean>(
      `return document.getElementById(${JSON.stringify(id)}).contains(document.activeElement)`,
    ),
  ).toBe(true)
  const form = `#${id} form`
  if (await driver.run<boolean>(`return Boolean(document.querySelector('${form}'))`)) {
    await waitUntil(
      driver,
      `return document.querySelector('${form}').closest('[data-island]')?.dataset.hydrated !== 'pending'`,
      `the form in drawer #${id} is ready`,
      15_000,
    )
    await pressSend(driver, form)
    await waitUntil(
      driver,
      `return Array.from(document.querySelectorAll('${form} .field-error')).some((e) => e.textContent.trim().length > 0)`,
      `the form in drawer #${id} shows what is missing`,
    )
  }
  await driver.press('Escape')
  await waitUntil(driver, isClosed(id), `Escape closes drawer #${id}`)

  await clickElement(driver, opener)
  await waitUntil(driver, isModalOpen(id), `drawer #${id} opens again`)
  await clickElement(driver, `#${id} button[command="close"]`)
  await waitUntil(driver, isClosed(id), `the close button closes drawer #${id}`)

  await clickElement(driver, opener)
  await waitUntil(driver, isModalOpen(id), `drawer #${id} opens a third time`)
  const { x, y } = await backdropPoint(driver, id)
  await driver.clickAt(x, y)
  await waitUntil(driver, isClosed(id), `a click outside closes drawer #${id}`)
}

/** Sends each form of the page's main content empty: its messages appear where the visitor looks. */
async function checkForms(driver: Driver, page: string, covered: Covered): Promise<void> {
  // Forms a visitor fills in (required fields, a visible send button); list filters are not.
  const forms = await mark(
    driver,
    'main form:not(dialog *):has([required], [aria-required="true"]):has(button[type="submit"])',
    'form',
  )
  for (const [i, name] of forms.entries()) {
    const form = `[data-smoke="form-${i}"]`
    await driver.run(
      `document.querySelector('${form}').scrollIntoView({ block: 'center' }); return true`,
    )
    await waitUntil(
      driver,
      `const f = document.querySelector('${form}'); const island = f && f.closest('[data-island]'); return !island || island.dataset.hydrated === 'true'`,
      `form ${name} is ready`,
      15_000,
    )
    await pressSend(driver, form)
    await waitUntil(
      driver,
      `return Array.from(document.querySelectorAll('${form} .field-error')).some((e) => e.textContent.trim().length > 0)`,
      `form ${name} on ${page} shows what is missing`,
    )
    covered.forms.push(`${page}: ${name}`)
  }
}

/** Each carousel whose next arrow is enabled moves on by one slide. */
async function checkCarousels(driver: Driver, page: string, covered: Covered): Promise<void> {
  const nexts = await mark(driver, '.carousel-next', 'next')
  for (const i of nexts.keys()) {
    const next = `[data-smoke="next-${i}"]`
    const track = await driver.run<string | null>(
      `return document.querySelector('${next}').getAttribute('aria-controls')`,
    )
    if (!track) continue
    await driver.run(
      `document.querySelector('${next}').scrollIntoView({ block: 'center' }); return true`,
    )
    const ready = await driver
      .run<boolean>(`return !document.querySelector('${next}').disabled`)
      .catch(() => false)
    if (!ready) {
      await waitUntil(
        driver,
        `return !document.querySelector('${next}').disabled`,
        `carousel ${track} is ready`,
        15_000,
      ).catch(() => undefined)
    }
    if (await driver.run<boolean>(`return document.querySelector('${next}').disabled`)) continue
    const before = await driver.run<number>(`return document.getElementById('${track}').scrollLeft`)
    await clickElement(driver, next)
    await waitUntil(
      driver,
      `return document.getElementById('${track}').scrollLeft > ${before + 10}`,
      `carousel ${track} on ${page} moves on`,
    )
    covered.carousels.push(`${page}: ${track}`)
  }
}

/** The smoke run of one engine; `start` launches its driver. */
export function smokeSuite(start: () => Promise<Driver>): void {
  let driver: Driver | undefined
  let paths: Record<string, string> = {}
  const covered: Covered = { pages: [], drawers: [], forms: [], carousels: [], menus: [] }
  const use = () => {
    if (!driver) throw new Error('browser not started')
    return driver
  }

  beforeAll(async () => {
    paths = await pageOfEachType(inject('baseUrl'))
    driver = await start()
    await driver.resize(DESKTOP.width, DESKTOP.height)
  })
  afterAll(async () => {
    if (driver) {
      console.log(
        [
          `${driver.name} covered:`,
          `  ${covered.pages.length} page types: ${covered.pages.join(', ')}`,
          `  ${covered.menus.length} menus: ${covered.menus.join(', ')}`,
          `  ${covered.drawers.length} drawers: ${covered.drawers.join(', ')}`,
          `  ${covered.forms.length} forms: ${covered.forms.join(', ')}`,
          `  ${covered.carousels.length} carousels: ${covered.carousels.join(', ')}`,
        ].join('\n'),
      )
    }
    await driver?.quit()
  })

  /** Opens the page of a type at desktop width. */
  const openType = async (type: string) => {
    const d = use()
    await d.resize(DESKTOP.width, DESKTOP.height)
    await visit(d, paths[type] ?? '/')
    return d
  }

  describe.each(PAGE_TYPES)('%s', (type) => {
    it('renders, starts every island, and nothing scrolls sideways at 1440 and 375 px', async () => {
      const d = await openType(type)
      expect(
        await d.run<string>("return document.querySelector('h1')?.textContent ?? ''"),
      ).not.toBe('')
      await hydrateEveryIsland(d, type)
      expect(await d.run<boolean>(NO_SIDEWAYS_SCROLL)).toBe(true)
      await d.resize(MOBILE.width, MOBILE.height)
      await visit(d, paths[type] ?? '/')
      await scrollThrough(d)
      expect(await d.run<boolean>(NO_SIDEWAYS_SCROLL)).toBe(true)
      covered.pages.push(type)
    })

    it('every drawer opens, and closes by Escape, its close button and a click outside', async () => {
      const d = await openType(type)
      const ids = await d.run<string[]>(`
        return [...new Set(Array.from(document.querySelectorAll('button[command="show-modal"][commandfor]'))
          .filter((b) => b.getBoundingClientRect().width > 0)
          .map((b) => b.getAttribute('commandfor')))]`)
      for (const id of ids) {
        await checkDrawer(d, id)
        covered.drawers.push(`${type}: #${id}`)
      }
    })

    it('every form shows what is missing when sent empty', async () => {
      await checkForms(await openType(type), type, covered)
    })

    it('every carousel moves on with its next arrow', async () => {
      const d = await openType(type)
      await scrollThrough(d)
      await checkCarousels(d, type, covered)
    })
  })

  it('the services menu opens from the header and closes with Escape (1440 px)', async () => {
    const d = use()
    await d.resize(DESKTOP.width, DESKTOP.height)
    await visit(d, '/')
    await clickElement(d, 'button[popovertarget="services-menu"]')
    await waitUntil(
      d,
      "return document.getElementById('services-menu').matches(':popover-open')",
      'the services menu opens',
    )
    expect(
      await d.run<number>("return document.querySelectorAll('#services-menu a').length"),
    ).toBeGreaterThan(0)
    await d.press('Escape')
    await waitUntil(
      d,
      "return !document.getElementById('services-menu').matches(':popover-open')",
      'Escape closes the services menu',
    )
    covered.menus.push('services menu')
  })

  it('the mobile menu opens, shows the navigation and closes with Escape (375 px)', async () => {
    const d = use()
    await d.resize(MOBILE.width, MOBILE.height)
    await visit(d, '/')
    expect(await d.run<boolean>(NO_SIDEWAYS_SCROLL)).toBe(true)
    await clickElement(d, 'button[popovertarget="mobile-menu"]')
    await waitUntil(
      d,
      "return document.getElementById('mobile-menu').matches(':popover-open')",
      'the mobile menu opens',
    )
    expect(
      await d.run<boolean>(
        "return Array.from(document.querySelectorAll('#mobile-menu a')).some((a) => a.getBoundingClientRect().height > 0)",
      ),
    ).toBe(true)
    await d.press('Escape')
    await waitUntil(
      d,
      "return !document.getElementById('mobile-menu').matches(':popover-open')",
      'Escape closes the mobile menu',
    )
    await d.resize(DESKTOP.width, DESKTOP.height)
    covered.menus.push('mobile menu')
  })
}
