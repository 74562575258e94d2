import { describe, expect, it } from 'vitest'
import { createRateLimiter, POSTS_PER_MINUTE } from '../../../worker/forms/rate-limit'

describe('rate limit per client IP', () => {
  it('allows a few posts a minute, then refuses until the window moves on', () => {
    const limiter = createRateLimiter()
    const t0 = 1_000_000
    for (let i = 0; i < POSTS_PER_MINUTE; i++)
      expect(limiter.allow('198.51.100.1', t0 + i)).toBe(true)
    expect(limiter.allow('198.51.100.1', t0 + 10)).toBe(false)
    expect(limiter.allow('198.51.100.2', t0 + 10)).toBe(true)
    expect(limiter.allow('198.51.100.1', t0 + 59_999)).toBe(false)
    expect(limiter.allow('198.51.100.1', t0 + 60_001)).toBe(true)
  })

  it('keeps refused posts out of the count', () => {
    const limiter = createRateLimiter(2, 1000)
    expect(limiter.allow('a', 0)).toBe(true)
    expect(limiter.allow('a', 1)).toBe(true)
    for (let t = 2; t < 50; t++) expect(limiter.allow('a', t)).toBe(false)
    expect(limiter.allow('a', 1001)).toBe(true)
  })
})
