import { describe, expect, it } from 'vitest'
import { purgeRequestSchema } from '../../../worker/cache/purge'

/** What `/__cache/purge` makes of a body, or null when it refuses it. */
const read = (body: unknown) => {
  const parsed = purgeRequestSchema.safeParse(body)
  return parsed.success ? parsed.data : null
}

describe('a purge request body', () => {
  it('takes the post URL under each name webhook plugins use', () => {
    const link = 'https://cms.example.com/careers/data-engineer/'
    for (const body of [
      { post_url: link },
      { url: link },
      { permalink: link },
      { post: { permalink: link } },
      { post: { url: link } },
    ]) {
      expect(read(body), JSON.stringify(body)).toEqual({ paths: [link] })
    }
  })

  it('prefers the top-level post_url, then url, then permalink, then the post’s own', () => {
    expect(read({ url: '/a', permalink: '/b', post: { permalink: '/c' } })).toEqual({
      paths: ['/a'],
    })
    expect(read({ permalink: '/b', post: { permalink: '/c', url: '/d' } })).toEqual({
      paths: ['/b'],
    })
    expect(read({ post: { permalink: '/c', url: '/d' } })).toEqual({ paths: ['/c'] })
  })

  it('refuses a webhook without a post URL, an empty one and one longer than 2,048 characters', () => {
    expect(read({ post: {} })).toBeNull()
    expect(read({ url: '   ' })).toBeNull()
    expect(read({ permalink: `/${'a'.repeat(2048)}` })).toBeNull()
    expect(read({ post: { url: 42 } })).toBeNull()
  })

  it('keeps the explicit forms: everything, paths and content types', () => {
    expect(read({ all: true })).toEqual({ all: true })
    expect(read({ paths: ['/about'] })).toEqual({ paths: ['/about'] })
    expect(read({ paths: [] })).toBeNull()
    expect(read({ types: ['no-such-type'] })).toBeNull()
  })
})
