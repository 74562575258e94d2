import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, useBrowser, VIEWPORTS } from './browser'
import { pageOfEachType } from './pages'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const browser = useBrowser()
let pages: Record<string, string> = {}

beforeAll(async () => {
  pages = await pageOfEachType()
})

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core (WCAG 2.2 A/AA and best practices) on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })
    return result.violations
  })
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
}

describe('accessibility (axe-core): 0 violations', () => {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    it(`on every page type at ${width} width`, async () => {
      const context = await browser().newContext({ viewport, reducedMotion: 'reduce' })
      const found: string[] = []
      for (const [name, path] of Object.entries(pages)) {
        const page = await context.newPage()
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
        for (const v of await axeViolations(page)) found.push(`${name} ${path}: ${v}`)
        await page.close()
      }
      await context.close()
      expect(found).toEqual([])
    })
  }

  it('with the mobile menu open', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.mobile })
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/`, { waitUntil: 'load' })
    await page.locator('.mobile-menu-toggle').click()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})
