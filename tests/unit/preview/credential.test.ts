import { describe, expect, it } from 'vitest'
import { basicCredential } from '../../../worker/preview/credential'

describe('the editor credential of a preview request', () => {
  it('passes a Basic user:password on as the browser sent it', () => {
    const token = btoa('elena:EdPv 7kQ2 mN4x Rt8w Lz3c Hy6b')
    expect(basicCredential(`Basic ${token}`)).toBe(`Basic ${token}`)
    expect(basicCredential(`basic ${token}`)).toBe(`Basic ${token}`)
    // A user name in UTF-8 (what browsers send) stays byte for byte.
    const utf8 = btoa(String.fromCharCode(...new TextEncoder().encode('jovana.š:pw')))
    expect(basicCredential(`Basic ${utf8}`)).toBe(`Basic ${utf8}`)
  })

  it('finds none in a missing, foreign or malformed header', () => {
    for (const header of [
      undefined,
      '',
      'Bearer abc',
      'Basic',
      'Basic !!!',
      `Basic ${btoa('no-colon')}`,
      `Basic ${btoa(':password-only')}`,
      `Basic ${btoa('user-only:')}`,
      `Basic ${btoa('a:b')} extra`,
      `Basic ${btoa(`elena:${'x'.repeat(1200)}`)}`,
    ]) {
      expect(basicCredential(header), String(header)).toBeNull()
    }
  })
})
