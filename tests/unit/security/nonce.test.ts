import { describe, expect, it } from 'vitest'
import { newNonce } from '../../../worker/nonce'

describe("a response's nonce", () => {
  it('is 16 bytes in base64, as btoa writes them, and never the same twice', () => {
    const seen = new Set<string>()
    // Past several draws of the random source, whose bytes each serve one nonce.
    for (let i = 0; i < 2000; i++) {
      const nonce = newNonce()
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      const bytes = Uint8Array.from(atob(nonce), (ch) => ch.charCodeAt(0))
      expect(bytes).toHaveLength(16)
      expect(btoa(String.fromCharCode(...bytes))).toBe(nonce)
      seen.add(nonce)
    }
    expect(seen.size).toBe(2000)
  })

  it('uses every character of base64 over many nonces (all its bits are random)', () => {
    const chars = new Set<string>()
    for (let i = 0; i < 500; i++) for (const ch of newNonce().slice(0, 21)) chars.add(ch)
    expect(chars.size).toBe(64)
  })
})
