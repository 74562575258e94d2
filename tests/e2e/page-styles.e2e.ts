import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { beforeAll, describe, it } from 'vitest'
import { baseUrl, openPage, useBrowser, useTab, VIEWPORTS } from './browser'
import { PAGE_TYPES } from '../shared/page-types'
import { pageOfEachType } from './pages'

/**
 * A page carries only the stylesheet rules that can apply to it (worker/render/site-styles.ts). What
 * a visitor sees must not change for it: every element styles exactly as it does with the whole
 * stylesheet, at a phone's and a desktop's width, and in the states scripts switch on.
 */
const browser = useBrowser()
/** The page-type tests visit their pages in the file's one tab (each visit a new document). */
const visit = useTab(browser, { reducedMotion: true })
let pages: Record<string, string> = {}

beforeAll(async () => {
  pages = await pageOfEachType()
})

/**
 * Keeps every element's computed style (and its ::before and ::after when they show) in the page
 * under `key`, or, when `against` names an earlier snapshot, returns how this one differs from it.
 * Every property is read by name from one list: Chromium lists the same CSS properties, in the same
 * order, for every element, then the custom properties the element has, and asking for each name by
 * its index costs twice as much as reading its value.
 */
function snapshot(page: Page, key: string, against?: string): Promise<string[]> {
  return page.evaluate(
    ({ key, against }) => {
      const name = (el: Element): string => {
        const parent = el.parentElement
        const index = parent ? Array.prototype.indexOf.call(parent.children, el) : 0
        const own = `${el.tagName.toLowerCase()}:${index}`
        return parent ? `${name(parent)}>${own}` : own
      }
      const probe = getComputedStyle(document.body)
      const standard: string[] = []
      for (let i = 0; i < probe.length && !probe.item(i).startsWith('--'); i++)
        standard.push(probe.item(i))
      /** Each property as `name: value`, one a line. */
      const valuesOf = (style: CSSStyleDeclaration, at: string): string => {
        if (style.item(standard.length - 1) !== standard.at(-1) || style.item(0) !== standard[0])
          throw new Error(`${at} lists other properties than <body>`)
        let values = ''
        for (const property of standard)
          values += `${property}: ${style.getPropertyValue(property)}\n`
        for (let i = standard.length; i < style.length; i++) {
          const property = style.item(i)
          values += `${property}: ${style.getPropertyValue(property)}\n`
        }
        return values
      }
      const now = new Map<string, string>()
      for (const el of document.querySelectorAll('body, body *')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(el, pseudo)
          if (pseudo && style.content === 'none') continue
          const at = `${name(el)}${pseudo ?? ''}`
          now.set(at, valuesOf(style, at))
        }
      }
      const kept = window as unknown as Record<string, Map<string, string>>
      kept[key] = now
      if (!against) return []
      const before = kept[against] ?? new Map<string, string>()
      const found: string[] = []
      for (const [element, values] of now) {
        const earlier = before.get(element)
        if (earlier === undefined) {
          found.push(`${element}: only with the whole stylesheet`)
          continue
        }
        if (values === earlier) continue
        const [was, is] = [earlier.split('\n'), values.split('\n')]
        is.forEach((value, i) => {
          if (value !== was[i]) found.push(`${element} ${was[i]} → ${value}`)
        })
      }
      for (const element of before.keys())
        if (!now.has(element)) found.push(`${element}: only with the page's rules`)
      return found.slice(0, 5)
    },
    { key, against },
  )
}

/** Once the page has settled at its width: fonts, eager images and scripts' work done. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all(
      [...document.images].map((img) =>
        // A lazy image out of view never loads; its box is sized by its attributes anyway.
        img.complete || img.loading === 'lazy'
          ? null
          : new Promise((done) => img.addEventListener('loadend', done)),
      ),
    )
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
}

/** Where every element lies and what classes it has: cheap to take, unlike a full snapshot. */
const layout = (page: Page): Promise<string> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body, body *'), (el) => {
      const box = el.getBoundingClientRect()
      return `${el.className}@${box.x},${box.y},${box.width},${box.height}`
    }).join('|'),
  )

/**
 * Once settled, waits until two layouts in a row agree (a layout still catching up with a new
 * width, a carousel measuring itself, is not taken for a difference), then snapshots the page
 * under `key`, comparing with `against` when given.
 */
async function steady(page: Page, key: string, against?: string): Promise<string[]> {
  await settled(page)
  let before = await layout(page)
  for (let tries = 0; tries < 10; tries++) {
    await settled(page)
    const now = await layout(page)
    if (now === before) break
    before = now
  }
  return snapshot(page, key, against)
}

/** Adds (or takes away) the whole stylesheet after the page's own rules. */
async function wholeStylesheet(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    (add) =>
      new Promise<void>((resolve, reject) => {
        document.getElementById('whole-stylesheet')?.remove()
        if (!add) return resolve()
        const link = document.createElement('link')
        link.id = 'whole-stylesheet'
        link.rel = 'stylesheet'
        link.href = '/assets/site.css'
        link.onload = () => resolve()
        link.onerror = () => reject(new Error('the stylesheet did not load'))
        document.head.append(link)
      }),
    on,
  )
}

/**
 * What differs, at one width, between the page's own rules and the whole stylesheet. A difference
 * counts when a second pair of snapshots shows it again: a missing rule differs every time, while
 * a layout that caught up between two snapshots on a busy machine (a container's auto margins,
 * 0 then 100 px at 1440 px) does not.
 */
async function differencesAt(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  let found: string[] = []
  for (let pair = 0; pair < 2; pair++) {
    await steady(page, 'carried')
    await wholeStylesheet(page, true)
    found = await steady(page, 'whole', 'carried')
    await wholeStylesheet(page, false)
    if (!found.length) break
  }
  return found.map((line) => `${viewport.width}px ${line}`)
}

async function differences(page: Page): Promise<string[]> {
  return [
    ...(await differencesAt(page, VIEWPORTS.mobile)),
    ...(await differencesAt(page, VIEWPORTS.desktop)),
  ]
}

/** One after another: the page-type tests take turns in the file's one tab. */
describe('the stylesheet a page carries', () => {
  it('is the part of the whole stylesheet the page uses, in its order', async ({ expect }) => {
    const html = await (await fetch(`${baseUrl()}/privacy-policy`)).text()
    // With the nonce of the response it was rendered for, or none when it comes from the cache.
    const carried = /<style(?: nonce="[^"]+")?>([^<]*)<\/style>/.exec(html)?.[1] ?? ''
    const whole = await readFile(new URL('../../static/assets/site.css', import.meta.url), 'utf8')
    expect(carried.length).toBeGreaterThan(1000)
    expect(carried.length).toBeLessThan(whole.length * 0.75)
    // A page without a form carries no form rules; its own parts are styled.
    expect(html).not.toContain('class="site-form')
    expect(carried).not.toContain('.captcha-box{')
    expect(html).toContain('class="site-header"')
    expect(carried).toContain('.site-header{')
  })

  for (const type of PAGE_TYPES) {
    it(`styles every element of the ${type} page as the whole stylesheet does`, async ({
      expect,
    }) => {
      const path = pages[type] ?? ''
      const page = await visit(path)
      expect(await differences(page), path).toEqual([])
    })
  }

  it('styles what scripts show: the mobile menu, and a form with its errors', async ({
    expect,
  }) => {
    const { page, context } = await openPage(browser(), '/contact', {
      ...VIEWPORTS.mobile,
      reducedMotion: true,
    })
    await page.locator('form.site-form button[type="submit"]').first().click()
    await expect.poll(() => page.locator('.field-error:not(:empty)').count()).toBeGreaterThan(0)
    await page.getByRole('button', { name: /menu/i }).click()
    const diff = await differences(page)
    expect(diff).toEqual([])
    await context.close()
  })
})
