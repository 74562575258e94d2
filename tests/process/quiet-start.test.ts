import { describe, expect, it, inject } from 'vitest'

describe('a first start offline is quiet', () => {
  it('prints no warning and no stack trace while the site starts (request.cf is committed)', () => {
    const printed = inject('startOutput')
    expect(printed).not.toContain('Request.cf')
    expect(printed).not.toContain('ENOTFOUND')
    expect(printed).not.toMatch(/\n\s+at /)
  })
})
