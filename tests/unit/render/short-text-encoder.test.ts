import { describe, expect, it } from 'vitest'
import { installShortTextEncoder } from '../../../worker/short-text-encoder'

/** The runtime's own bytes for a string (encodeInto is never replaced). */
function runtimeBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 3)
  const { written } = new TextEncoder().encodeInto(text, out)
  return out.slice(0, written)
}

const CASES = [
  '',
  '<div class="hero">',
  ' ',
  'a'.repeat(256),
  'b'.repeat(257),
  'x'.repeat(5000),
  '\u0000\u007f control',
  'Ünïcödé',
  'Каријера у Србији',
  'emoji 🚀 and 👩‍💻',
  'lone \ud800 surrogate',
  'trailing \udfff',
  `${'a'.repeat(200)}é`,
]

describe('the short-string TextEncoder path (23.2)', () => {
  it('gives exactly the runtime’s bytes for ASCII, non-ASCII, surrogates, short and long strings', () => {
    class Probe extends TextEncoder {}
    installShortTextEncoder(Probe.prototype)
    const probe = new Probe()
    for (const text of CASES) {
      const bytes = probe.encode(text)
      expect(bytes, JSON.stringify(text.slice(0, 20))).toBeInstanceOf(Uint8Array)
      expect([...bytes], JSON.stringify(text.slice(0, 20))).toEqual([...runtimeBytes(text)])
    }
    expect([...probe.encode()]).toEqual([])
  })

  it('wraps the runtime encoder once, however often it is installed', () => {
    class Probe extends TextEncoder {}
    installShortTextEncoder(Probe.prototype)
    const first = Probe.prototype.encode
    installShortTextEncoder(Probe.prototype)
    expect(Probe.prototype.encode).toBe(first)
  })
})
