import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEmbeddedCms } from '../fixtures/embedded-cms'

const SITE = 'https://www.example.test'
/** WordPress's spelling of the slug `каријера`: lower-case escapes. */
const WP = '/%d0%ba%d0%b0%d1%80%d0%b8%d1%98%d0%b5%d1%80%d0%b0'

beforeEach(async () => {
  await useEmbeddedCms()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('a non-ASCII slug', () => {
  it("has one canonical, WordPress's spelling, whichever spelling the request used", async () => {
    for (const path of [WP, WP.toUpperCase(), '/каријера']) {
      const res = await SELF.fetch(`${SITE}${path}`)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toContain(`<link rel="canonical" href="${SITE}${WP}"/>`)
    }
  })
})
