import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkPages, type CheckFetch } from '../../../src/cms/site-check'
import { CMS_ORIGIN, useEmbeddedCms, type EmbeddedCms } from '../../fixtures/embedded-cms'

let cms: EmbeddedCms
beforeEach(async () => {
  cms = await useEmbeddedCms()
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** The check's requests, sent to the embedded content service as cms:check sends them. */
const send: CheckFetch = async (path, req = {}) => {
  const res = await fetch(`${CMS_ORIGIN}${path}`, {
    method: req.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    ...(req.body ? { body: req.body } : {}),
  })
  return { status: res.status, text: await res.text() }
}

describe("cms:check's pages", () => {
  it('says / answers 404 when Settings → Reading shows the latest posts, as the site does', async () => {
    expect((await cms.operator('/settings', { pageOnFront: 0 })).status).toBe(200)
    const [front] = await checkPages(send)
    expect(front).toEqual({
      name: 'front page (/)',
      level: 'fail',
      details: ['WordPress has no static front page: / answers 404 and npm start stops'],
      fix: 'Settings → Reading → "Your homepage displays": A static page, and choose the page',
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await SELF.fetch('https://www.example.test/')).status).toBe(404)
  })

  it('passes the demo front page', async () => {
    const [front] = await checkPages(send)
    expect(front).toMatchObject({ name: 'front page (/)', level: 'ok' })
  })
})
