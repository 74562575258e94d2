import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ORIGIN } from './helpers'

// Both tests subscribe the same address: whichever runs second is refused ("already subscribed")
// if test/setup.ts stops emptying the tables between tests.
const subscribe = () => SELF.fetch(`${ORIGIN}/wp-json/custom/v1/subscribe/fresh%40example.com`)

describe('the shared test runtime', () => {
  it('starts a test with empty tables', async () => {
    expect((await subscribe()).status).toBe(200)
  })

  it('starts the next test with empty tables too', async () => {
    expect((await subscribe()).status).toBe(200)
  })
})
