import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl } from './browser'

const devVars = readFileSync(new URL('../../.dev.vars', import.meta.url), 'utf8')
const auth = /CMS_AUTH="?(Basic [^"\n]+)/.exec(devVars)?.[1] ?? ''

/** Switches the embedded content service's simulated outage (its operator route). */
async function outage(on: boolean) {
  const res = await fetch(`${baseUrl()}/__embedded-cms/wp-json/embedded/v1/outage`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ on }),
  })
  expect(res.status).toBe(200)
}

afterAll(async () => {
  await outage(false)
})

describe('when the content service is down', () => {
  it('still serves a page viewed before (200) and the branded 503 for a never-viewed one', async () => {
    const viewed = await fetch(`${baseUrl()}/terms-of-use`)
    expect(viewed.status).toBe(200)
    const before = await viewed.text()
    expect(before).toContain('Terms of Use')

    await outage(true)
    const again = await fetch(`${baseUrl()}/terms-of-use`)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('Terms of Use')

    const never = await fetch(`${baseUrl()}/case-studies/a-page-nobody-viewed`)
    expect(never.status).toBe(503)
    expect(never.headers.get('retry-after')).toBe('120')
    expect(await never.text()).toContain('We will be right back')
  })

  it('serves the page fresh again once the service is back', async () => {
    await outage(false)
    const res = await fetch(`${baseUrl()}/careers`)
    expect(res.status).toBe(200)
  })

  it('refuses the operator route without the credential', async () => {
    const res = await fetch(`${baseUrl()}/__embedded-cms/wp-json/embedded/v1/outage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    })
    expect(res.status).toBe(401)
  })
})
