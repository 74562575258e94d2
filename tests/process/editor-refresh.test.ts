import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'
import { cmsAuth } from '../shared/content-service'

/**
 * An edit through the embedded content service purges the running site, as the WordPress plugin
 * does after a save: the site shows it within 2 s, long before its caches would expire (a missing
 * path is remembered 30 s, a cached answer is fresh 60 s).
 */
const slug = `refresh-check-${Date.now()}`
const page = (title: string, text: string) => ({
  id: 90200,
  slug,
  uri: `/${slug}/`,
  title,
  blocks: [{ name: 'core/paragraph', html: `<p>${text}</p>` }],
})

const operator = (path: string, method: string, body?: unknown) =>
  fetch(`${baseUrl()}/__embedded-cms/wp-json/embedded/v1/${path}`, {
    method,
    headers: { authorization: cmsAuth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** The page as a visitor gets it: its status and its text. */
async function visit(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${baseUrl()}${path}`)
  return { status: res.status, html: await res.text() }
}

/** Whether a visitor of `path` sees `text` (a boolean keeps a failure's message short). */
const shows = async (path: string, text: string) => (await visit(path)).html.includes(text)

/** Polls what a visitor gets for 2 s at most: the behaviour is "visible within 2 s". */
const within2s = { timeout: 2000, interval: 50 }

afterAll(async () => {
  await operator('test-pages', 'DELETE')
  await operator('reset', 'POST')
})

describe('an edit reaches the running site within 2 s', () => {
  it('a page published, changed and removed', async () => {
    // Seen as missing first: without a purge the site keeps answering 404 for 30 s.
    expect((await visit(`/${slug}`)).status).toBe(404)
    expect(
      (await operator('test-pages', 'PUT', page('Refresh check', 'First words.'))).status,
    ).toBe(200)
    await expect.poll(() => shows(`/${slug}`, 'First words.'), within2s).toBe(true)

    // Now cached: without a purge the old text stays for 60 s.
    expect(await shows(`/${slug}`, 'First words.')).toBe(true)
    await operator('test-pages', 'PUT', page('Refresh check', 'Second words.'))
    await expect.poll(() => shows(`/${slug}`, 'Second words.'), within2s).toBe(true)

    await operator('test-pages', 'DELETE')
    await expect.poll(async () => (await visit(`/${slug}`)).status, within2s).toBe(404)
  })

  it("Settings → General: the company's new name in the header", async () => {
    expect(await shows('/about', 'Refresh Check Robotics')).toBe(false)
    const res = await operator('settings', 'POST', { blogname: 'Refresh Check Robotics' })
    expect(res.status).toBe(200)
    await expect.poll(() => shows('/about', 'Refresh Check Robotics'), within2s).toBe(true)
  })

  it('a renamed parent page: the pages below it answer at their new address, and 404 at the old', async () => {
    const renamed = `company-${Date.now()}`
    const child = (id: number, slug: string, uri: string) =>
      operator('test-pages', 'PUT', { ...page(slug, `${slug} words.`), id, slug, uri })
    expect((await child(90201, 'team', '/about/team/')).status).toBe(200)
    expect((await child(90202, 'lead', '/about/team/lead/')).status).toBe(200)
    await expect.poll(() => shows('/about/team/lead', 'lead words.'), within2s).toBe(true)
    // Cached at both places: the old addresses answered, the new ones missing.
    for (const path of ['/about/team', '/about/team/lead']) {
      expect(await shows(path, 'words.')).toBe(true)
    }
    for (const path of [`/${renamed}/team`, `/${renamed}/team/lead`]) {
      expect((await visit(path)).status).toBe(404)
    }

    const res = await operator('post-edits', 'POST', {
      type: 'page',
      slug: 'about',
      newSlug: renamed,
    })
    expect(res.status).toBe(200)
    await expect.poll(() => shows(`/${renamed}/team`, 'team words.'), within2s).toBe(true)
    await expect.poll(() => shows(`/${renamed}/team/lead`, 'lead words.'), within2s).toBe(true)
    await expect.poll(async () => (await visit('/about/team')).status, within2s).toBe(404)
    await expect.poll(async () => (await visit('/about/team/lead')).status, within2s).toBe(404)
  })
})
