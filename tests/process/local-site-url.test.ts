import { describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'

describe('the local site names the port it runs on (18.10)', () => {
  it('uses it in canonical links, the sitemap and robots.txt (PORT sets SITE_URL)', async () => {
    // The e2e run starts the site on its own port, not wrangler.toml's 8787.
    expect(new URL(baseUrl()).port).not.toBe('8787')
    const about = await (await fetch(`${baseUrl()}/about`)).text()
    expect(about).toContain(`<link rel="canonical" href="${baseUrl()}/about"/>`)
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${baseUrl()}/about</loc>`)
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`)
  })
})
