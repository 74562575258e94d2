import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser } from './browser'
import { cmsAuth } from './content-service'

const browser = useBrowser()
const slug = `terms-under-attack-${Date.now()}`
// A legal page as an attacker with an editor account would save it.
const ATTACK = [
  '<h2>Scope</h2><p>These terms apply to every visit.</p>',
  '<noembed><meta http-equiv="refresh" content="0;url=https://evil.example/"></noembed>',
  '<noframes><meta http-equiv="refresh" content="0;url=https://evil.example/"></noframes>',
  '<p><a id="attack-link" href="javascript&#58;window.__pwned=1">Read the full terms</a></p>',
  '<p><a id="attack-link-2" href="java&#9;script:window.__pwned=2">Cookie settings</a></p>',
  '<xmp><img src=x onerror="window.__pwned=3"></xmp>',
  '<svg><style><img src=x onerror="window.__pwned=4"></style></svg>',
  '<p>Last paragraph of the terms.</p>',
].join('')

const operator = (method: string, body?: unknown) =>
  fetch(`${baseUrl()}/__embedded-cms/wp-json/embedded/v1/test-pages`, {
    method,
    headers: { authorization: cmsAuth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

beforeAll(async () => {
  const res = await operator('PUT', {
    id: 90001,
    slug,
    uri: `/${slug}/`,
    title: 'Terms of use',
    blocks: [{ name: 'core/freeform', html: ATTACK }],
  })
  expect(res.status).toBe(200)
})
afterAll(async () => {
  await operator('DELETE')
})

describe('a legal page carrying attacks from the CMS', () => {
  it('does not redirect the visitor and runs no script, not even when the links are clicked', async () => {
    const { page, context } = await openPage(browser(), `/${slug}`)
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    const requested: string[] = []
    page.on('request', (r) => requested.push(r.url()))
    await expect.poll(() => page.getByText('Last paragraph of the terms.').isVisible()).toBe(true)
    // A zero-second refresh fires as soon as the page has loaded.
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe(`/${slug}`)
    expect(await page.locator('meta[http-equiv]').count()).toBe(0)
    for (const id of ['#attack-link', '#attack-link-2']) {
      expect(await page.locator(id).getAttribute('href')).toBeNull()
      await page.locator(id).click()
    }
    expect(new URL(page.url()).pathname).toBe(`/${slug}`)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(requested.filter((u) => u.includes('evil.example'))).toEqual([])
    await context.close()
  })

  it('stays inert when the page comes from the page cache, and carries no script of the CMS', async () => {
    // The first view stores the page; the second is answered from the cache.
    await (await fetch(`${baseUrl()}/${slug}`)).text()
    const { page, context } = await openPage(browser(), `/${slug}`)
    await expect.poll(() => page.getByText('Last paragraph of the terms.').isVisible()).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe(`/${slug}`)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    const scripts = await page.$$eval(
      'main script, main [onerror], main iframe',
      (els) => els.length,
    )
    expect(scripts).toBe(0)
    await context.close()
  })
})
