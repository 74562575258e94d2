import { describe, expect, it } from 'vitest'
import { countCodeUnits, isEmailAddress, isSingleLine } from '../../../src/forms/text'

describe('text rules shared by the browser and the edge', () => {
  it('counts as the browser and CF7 do: UTF-16 code units, a CRLF line break as one', () => {
    expect(countCodeUnits('abc')).toBe(3)
    expect(countCodeUnits('a\r\nb')).toBe(3)
    expect(countCodeUnits('a\nb')).toBe(3)
    expect(countCodeUnits('a\rb')).toBe(3)
    expect(countCodeUnits('😀')).toBe(2)
    expect(countCodeUnits('é')).toBe(1)
  })

  it('one line: no line break of any kind, no control character', () => {
    expect(isSingleLine('Ada Lovelace')).toBe(true)
    expect(isSingleLine('Åsa Ñúñez-O’Brien')).toBe(true)
    for (const bad of [
      'a\nb',
      'a\rb',
      'a\u2028b',
      'a\u2029b',
      'a\u0085b',
      'a\u000bb',
      'a\u0000b',
    ]) {
      expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false)
    }
  })

  it('email: a standard address, with no stray dots or hyphens', () => {
    for (const ok of [
      'ada@example.com',
      'ada.lovelace+cv@mail.example.co.uk',
      "o'neil@example-labs.io",
      'ada@xn--80ak6aa92e.com',
      'zoe@xn--exmple-cua.de',
    ]) {
      expect(isEmailAddress(ok), ok).toBe(true)
    }
    for (const bad of [
      'ada',
      'ada@example',
      '@example.com',
      'ada..lovelace@example.com',
      '.ada@example.com',
      'ada.@example.com',
      'ada@-example.com',
      'ada@example-.com',
      'ada@mail.-example.com',
      'ada@example..com',
      'ada@.example.com',
      'ada@example.com.',
      'ada@example.c',
      'ada@example.123',
      'ada lovelace@example.com',
      'ada@exa mple.com',
      '"ada"@example.com',
      `${'a'.repeat(65)}@example.com`,
      // Not ASCII: CF7 (WordPress's is_email()) refuses them, look-alikes of real addresses too.
      'zoë@exämple.de',
      'ａｄａ@example.com',
      'ada@exаmple.com',
      'adа@example.com',
      'ada@例え.jp',
      'ada\u200b@example.com',
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false)
    }
  })
})
