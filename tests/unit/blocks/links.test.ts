import { describe, expect, it } from 'vitest'
import { isSitePath, normalizeHref } from '../../../src/blocks/ui/links'

describe('links as a browser follows them (19.3)', () => {
  it('keeps site paths, anchors and queries on the site', () => {
    for (const href of ['/', '/about', '/our-work?page=2', '#contact', '?page=3', '/%2f%2fhost']) {
      expect(isSitePath(href), href).toBe(true)
      expect(normalizeHref(href), href).toBe(href)
    }
  })

  it('sees that //host, /\\host and a tab after the slash leave the site', () => {
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '\\\\evil.example',
    ]) {
      expect(isSitePath(href), JSON.stringify(href)).toBe(false)
    }
    expect(normalizeHref('//evil.example/x?y=1')).toBe('https://evil.example/x?y=1')
    expect(normalizeHref('/\\evil.example/x')).toBe('https://evil.example/x')
  })

  it('leaves absolute links as they are, and calls them off-site', () => {
    expect(normalizeHref('https://partner.example/a')).toBe('https://partner.example/a')
    expect(normalizeHref('mailto:hello@example.com')).toBe('mailto:hello@example.com')
    expect(isSitePath('https://partner.example/a')).toBe(false)
  })
})
