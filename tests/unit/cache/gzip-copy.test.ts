import { describe, expect, it } from 'vitest'
import { acceptsGzip, gzipCopy } from '../../../worker/cache/gzip-copy'

describe('which clients take gzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['*, gzip;q=0', false],
    ['*;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
  ])('%j: %s', (value, taken) => {
    expect(acceptsGzip(value)).toBe(taken)
  })

  it('takes none when the client said nothing', () => {
    expect(acceptsGzip(undefined)).toBe(false)
  })
})

describe('a gzip copy', () => {
  it('decompresses to the same bytes, and is smaller for a page', async () => {
    const text = '<p>Plans for teams</p>'.repeat(200)
    const page = new Blob([text])
    const copy = await gzipCopy(page)
    expect(copy.size).toBeLessThan(page.size / 10)
    const back = copy.stream().pipeThrough(new DecompressionStream('gzip'))
    expect(await new Response(back).text()).toBe(text)
  })
})
