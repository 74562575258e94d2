import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { publishedContent } from '../shared/demo-content'
import { baseUrl, useBrowser } from './browser'

const browser = useBrowser()
const [study] = publishedContent<{ slug: string; title: string }>('case-studies.json')
const path = `/case-studies/${study?.slug}`

/**
 * A visitor on the case study, arrived through a tracked link with a fragment, with the share
 * drawer open and its island live. `clipboard` decides whether the browser lets the page write.
 */
async function openShare(clipboard: 'allowed' | 'refused') {
  const context = await browser().newContext()
  if (clipboard === 'allowed') {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
  } else {
    await context.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      })
    })
  }
  const page = await context.newPage()
  await page.goto(`${baseUrl()}${path}?utm_source=newsletter&fbclid=AbC123#the-outcome`)
  await page.getByRole('button', { name: 'Share this case study' }).click()
  await page.waitForSelector('[data-island="copy-link"][data-hydrated="true"]')
  const drawer = page.getByRole('dialog', { name: 'Share this case study' })
  return { context, page, drawer }
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent)

describe("the share drawer's 'Copy link'", () => {
  it("copies the clean canonical address, says 'Copied', announces it and keeps focus", async () => {
    const { context, page, drawer } = await openShare('allowed')
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toBe(`${baseUrl()}${path}`)
    const copy = drawer.getByRole('button', { name: 'Copy link' })
    await copy.focus()
    await page.keyboard.press('Enter')
    const copied = drawer.getByRole('button', { name: 'Copied' })
    await copied.waitFor()
    expect(await copied.isDisabled()).toBe(true)
    expect(await drawer.getByRole('status').textContent()).toBe('Link copied to the clipboard.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
    expect(await focusedText(page)).toBe('Copied')
    // A second press copies nothing new and keeps everything as it is.
    await page.keyboard.press('Enter')
    expect(await focusedText(page)).toBe('Copied')
    await context.close()
  })

  it('says so when the browser refuses the clipboard, and never claims it copied', async () => {
    const { context, page, drawer } = await openShare('refused')
    const copy = drawer.getByRole('button', { name: 'Copy link' })
    await copy.focus()
    await page.keyboard.press('Enter')
    const status = drawer.getByRole('status')
    await status
      .getByText('The link could not be copied. Please copy it from the field above.')
      .waitFor()
    expect(await drawer.getByRole('button', { name: 'Copied' }).count()).toBe(0)
    expect(await copy.isEnabled()).toBe(true)
    expect(await focusedText(page)).toBe('Copy link')
    await context.close()
  })
})

describe('the share links', () => {
  it("the e-mail's subject is the case study's title, its body the clean address", async () => {
    const { context, drawer } = await openShare('allowed')
    const href =
      (await drawer.getByRole('link', { name: 'Share on Email' }).getAttribute('href')) ?? ''
    const mail = new URL(href)
    expect(mail.protocol).toBe('mailto:')
    expect(mail.searchParams.get('subject')).toBe(study?.title)
    expect(mail.searchParams.get('body')).toBe(`${baseUrl()}${path}`)
    await context.close()
  })
})
