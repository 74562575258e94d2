import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientKey, platformLimiter } from '../../../worker/forms/rate-limit'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the key a client is counted under', () => {
  it('an IPv6 address counts as its /64, however it is written', () => {
    const key = '2001:db8:85a3:42::/64'
    expect(clientKey('2001:db8:85a3:42::1')).toBe(key)
    expect(clientKey('2001:0db8:85a3:0042:ffff:ffff:ffff:fffe')).toBe(key)
    expect(clientKey('2001:DB8:85A3:42:1:2:3:4')).toBe(key)
    expect(clientKey('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
  })

  it('an IPv4 address counts as itself, also when written as IPv6', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7')
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(clientKey('::ffff:c633:6407')).toBe('198.51.100.7')
    expect(clientKey('')).toBe('unknown')
  })
})

describe('the platform limiter', () => {
  it('asks the binding with the network key', async () => {
    const limit = vi.fn(async ({ key }: { key: string }) => ({ success: !key.includes('db8') }))
    const limiter = platformLimiter({ limit })
    expect(await limiter.allow('2001:db8::1')).toBe(false)
    expect(await limiter.allow('198.51.100.7')).toBe(true)
    expect(limit.mock.calls.map(([o]) => o.key)).toEqual([
      'form:2001:db8:0:0::/64',
      'form:198.51.100.7',
    ])
  })

  it('lets posts through, and says so, when the binding is missing or fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await platformLimiter(undefined).allow('198.51.100.7')).toBe(true)
    const broken = platformLimiter({ limit: () => Promise.reject(new Error('down')) })
    expect(await broken.allow('198.51.100.7')).toBe(true)
    expect(log).toHaveBeenCalledTimes(2)
  })
})
