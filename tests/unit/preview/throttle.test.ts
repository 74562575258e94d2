import { describe, expect, it, vi } from 'vitest'
import {
  answerNoEarlierThan,
  createSignInThrottle,
  signInKeys,
  SIGN_IN_BLOCK_S,
} from '../../../worker/preview/throttle'
import { SAME_NETWORK, SAME_USER } from '../../fixtures/preview-guessing'

const basic = (user: string, password: string) =>
  `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${user}:${password}`)))}`

/** A limiter like the platform's: `limit` tries per key, then refusals. */
function fakeBinding(limit: number) {
  const counts = new Map<string, number>()
  return {
    counts,
    limit: vi.fn(async ({ key }: { key: string }) => {
      const n = (counts.get(key) ?? 0) + 1
      counts.set(key, n)
      return { success: n <= limit }
    }),
  }
}

describe('preview sign-in keys', () => {
  it('counts every address of one network under one key', async () => {
    for (const { name, addresses } of SAME_NETWORK) {
      const keys = await Promise.all(addresses.map((ip) => signInKeys(ip, basic('a', 'b'))))
      expect(new Set(keys.map((k) => k[0])).size, name).toBe(1)
    }
    const [v6] = await signInKeys('2001:db8:77:2::1', basic('a', 'b'))
    expect(v6).toBe('preview-ip:2001:db8:77:2::/64')
  })

  it('counts every spelling of one user name under one key, and never sends the name', async () => {
    const keys = await Promise.all(
      SAME_USER.map((user) => signInKeys('192.0.2.1', basic(user, 'x'))),
    )
    expect(new Set(keys.map((k) => k[1])).size).toBe(1)
    expect(keys[0]?.[1]).toMatch(/^preview-user:[0-9a-f]{32}$/)
    const [, other] = await signInKeys('192.0.2.1', basic('mallory.targets', 'x'))
    expect(other).not.toBe(keys[0]?.[1])
  })
})

describe('the sign-in throttle', () => {
  it('blocks a key once the platform limiter refuses it, for its period, without counting more', async () => {
    let now = 1_000_000
    const binding = fakeBinding(5)
    const throttle = createSignInThrottle(binding, new Map(), () => now)
    const keys = ['preview-ip:a', 'preview-user:b']
    for (let i = 0; i < 5; i++) expect(await throttle.failed(keys)).toBe(0)
    expect(throttle.retryAfter(keys)).toBe(0)
    expect(await throttle.failed(keys)).toBe(SIGN_IN_BLOCK_S)
    expect(throttle.retryAfter(keys)).toBe(60)
    expect(throttle.retryAfter(['preview-ip:a'])).toBe(60)
    expect(throttle.retryAfter(['preview-ip:other'])).toBe(0)
    now += 59_500
    expect(throttle.retryAfter(keys)).toBe(1)
    now += 500
    expect(throttle.retryAfter(keys)).toBe(0)
    expect(binding.limit).toHaveBeenCalledTimes(12)
  })

  it('lets sign-ins through, and says so, when the binding is missing or fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const none = createSignInThrottle(undefined, new Map())
    expect(await none.failed(['k'])).toBe(0)
    const broken = createSignInThrottle(
      { limit: () => Promise.reject(new Error('down')) },
      new Map(),
    )
    expect(await broken.failed(['k'])).toBe(0)
    expect(broken.retryAfter(['k'])).toBe(0)
    expect(log.mock.calls.map(([m]) => String(m))).toEqual([
      'preview: no PREVIEW_SIGN_IN_LIMIT binding, sign-ins are not throttled',
      'preview: rate limit failed: down',
    ])
  })

  it('remembers at most 10,000 blocked keys, dropping the oldest', async () => {
    const blocked = new Map<string, number>()
    const throttle = createSignInThrottle({ limit: async () => ({ success: false }) }, blocked)
    for (let i = 0; i < 10_050; i++) await throttle.failed([`k${i}`])
    expect(blocked.size).toBe(10_000)
    expect(throttle.retryAfter(['k0'])).toBe(0)
    expect(throttle.retryAfter(['k10049'])).toBe(60)
  })
})

describe('refusals at one time', () => {
  it('waits out the rest of the floor, however quickly WordPress refused', async () => {
    for (const [elapsed, expected] of [
      [20, 980],
      [450, 550],
      [999, 1],
    ]) {
      const sleep = vi.fn(async () => undefined)
      await answerNoEarlierThan(5000, 1000, () => 5000 + (elapsed ?? 0), sleep)
      expect(sleep).toHaveBeenCalledWith(expected)
    }
    const sleep = vi.fn(async () => undefined)
    await answerNoEarlierThan(5000, 1000, () => 6200, sleep)
    expect(sleep).not.toHaveBeenCalled()
  })
})
