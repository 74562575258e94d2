import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { Suspense, use } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../../worker/app-env'
import { requestContext } from '../../../worker/context'
import { pageResponse } from '../../../worker/render/page-response'
import { stubCms } from '../../fixtures/cms-stub'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FALLBACK = 'Loading the team…'

/** A page part that waits for data the test releases; until then its fallback stands in. */
function lateSite() {
  let release: () => void = () => undefined
  const data = new Promise<string>((resolve) => (release = () => resolve('Our team of 120')))
  function Team() {
    return <p>{use(data)}</p>
  }
  const app = new Hono<AppEnv>()
  app.use('*', requestContext)
  app.use('*', async (c, next) => {
    c.set('nonce', 'test-nonce')
    await next()
  })
  app.get('/team', (c) =>
    pageResponse(c, {
      title: 'Team',
      blocks: [],
      seo: null,
      prelude: (
        <Suspense fallback={<p>{FALLBACK}</p>}>
          <Team />
        </Suspense>
      ),
    }),
  )
  // The page's background work (the shell's CMS loads), awaited before its test ends.
  const ctx = createExecutionContext()
  const get = async (userAgent: string) =>
    app.fetch(
      new Request('https://www.example.test/team', { headers: { 'user-agent': userAgent } }),
      env,
      ctx,
    )
  return { get, release, settled: () => waitOnExecutionContext(ctx) }
}

// The page shell asks the CMS for its menus and settings: the stub answers them as unset.
beforeEach(() => {
  stubCms()
})

/** 'answered' if the response came within 100 ms; a crawler's cannot come before its data. */
const answeredSoon = (p: Promise<unknown>) =>
  Promise.race([
    p.then(() => 'answered'),
    new Promise((resolve) => setTimeout(() => resolve('waiting'), 100)),
  ])

describe('rendering for crawlers and for people', () => {
  it('answers a crawler only when the whole document is rendered, with no fallback in it', async () => {
    const { get, release, settled } = lateSite()
    const pending = get(GOOGLEBOT)
    expect(await answeredSoon(pending)).toBe('waiting')
    release()
    const html = await (await pending).text()
    expect(html).toContain('<p>Our team of 120</p>')
    expect(html).not.toContain(FALLBACK)
    // No streamed completion script: the content is in place for a crawler that runs no script.
    expect(html).not.toContain('$RC')
    expect(html).toMatch(/^<!DOCTYPE html>/)
    expect(html.trimEnd()).toMatch(/<\/html>$/)
    await settled()
  })

  it('streams to people: the page starts with the fallback before the data is there', async () => {
    const { get, release, settled } = lateSite()
    const res = await get(CHROME)
    if (!res.body) throw new Error('a page response has a body')
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    let shell = ''
    while (!shell.includes(FALLBACK) && !shell.includes('Our team of 120')) {
      const chunk = await reader.read()
      if (chunk.done) break
      shell += chunk.value
    }
    expect(shell).toContain(FALLBACK)
    expect(shell).not.toContain('Our team of 120')
    release()
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += chunk.value
    }
    expect(rest).toContain('Our team of 120')
    await settled()
  })
})
