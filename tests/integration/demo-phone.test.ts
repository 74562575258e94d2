import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../worker/app'
import { useEmbeddedCms } from '../fixtures/embedded-cms'

const wranglerToml =
  Object.values(
    import.meta.glob('../../wrangler.toml', { query: '?raw', import: 'default', eager: true }),
  )[0] ?? ''

/** The demo's SITE_CONFIG, as `npm start` and a deployment read it: the first one in wrangler.toml. */
const DEMO_SITE_CONFIG = /^SITE_CONFIG = '''([\s\S]*?)'''/m.exec(wranglerToml)?.[1] ?? ''

/** The Belgrade office's number, the company's phone in the demo. */
const PHONE = '+381 11 405 1200'

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the demo company's phone", () => {
  it('is the Belgrade office number in wrangler.toml', () => {
    const config = JSON.parse(DEMO_SITE_CONFIG) as { phone?: string }
    expect(config.phone).toBe(PHONE)
  })

  it('shows in the footer as a tel: link and in the structured data', async () => {
    await useEmbeddedCms()
    const ctx = createExecutionContext()
    const res = await createApp().fetch(
      new Request('https://www.example.test/'),
      { ...env, SITE_CONFIG: DEMO_SITE_CONFIG },
      ctx,
    )
    const html = await res.text()
    await waitOnExecutionContext(ctx)
    expect(res.status).toBe(200)
    const footer = /<footer class="site-footer"[^>]*>[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''
    expect(footer).toContain(`<a href="tel:+381114051200">${PHONE}</a>`)
    const organizations = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
    ]
      .map((m) => JSON.parse(m[1] ?? '{}') as { '@type'?: string; telephone?: string })
      .filter((data) => data['@type'] === 'Organization')
    expect(organizations.map((org) => org.telephone)).toEqual([PHONE])
  })
})
