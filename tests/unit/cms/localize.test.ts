import { describe, expect, it } from 'vitest'
import { localizeUrls } from '../../../src/cms/localize'

const CMS = 'https://cms.example.com'

describe('localizeUrls', () => {
  it('serves CMS media and links from the site', () => {
    expect(
      localizeUrls(
        {
          src: `${CMS}/wp-content/uploads/a.png`,
          json: `{"url":"https:\\/\\/cms.example.com\\/wp-content\\/uploads\\/b.png"}`,
        },
        CMS,
      ),
    ).toEqual({
      src: '/wp-content/uploads/a.png',
      json: '{"url":"\\/wp-content\\/uploads\\/b.png"}',
    })
  })

  it('never turns a CMS URL into a link to another host (`//host`, `/\\host`)', () => {
    const out = localizeUrls(
      [
        `${CMS}//evil.example/x`,
        `${CMS}/\\evil.example/x`,
        `{"href":"https:\\/\\/cms.example.com\\/\\/evil.example"}`,
        `{"href":"https:\\/\\/cms.example.com\\/\\\\evil.example"}`,
      ],
      CMS,
    )
    for (const value of out) expect(value).not.toMatch(/^\/[/\\]|"\\\/(\\\/|\\\\)/)
    // Nor keeps the CMS's address: the slashes collapse into one site path.
    expect(out.slice(0, 2)).toEqual(['/evil.example/x', '/evil.example/x'])
    for (const value of out) expect(value).not.toContain('cms.example.com')
  })
})
