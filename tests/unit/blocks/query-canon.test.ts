import { describe, expect, it } from 'vitest'
import { QUERY_CANONS } from '../../../src/blocks/query-canon'
import { isPersonalParam, PAGE_QUERY, PAGE_QUERY_NAMES } from '../../../src/routes/route-map'
import { QUERY_PARAM_CLASSES } from '../../fixtures/query-vectors'

describe('every declared query parameter is bounded (37.1)', () => {
  it('is either sent to its canonical value or free text, and the fixtures know which', () => {
    const shared = PAGE_QUERY_NAMES.filter(
      (name) => !(name in PAGE_QUERY && isPersonalParam(name as keyof typeof PAGE_QUERY)),
    )
    expect(Object.keys(QUERY_PARAM_CLASSES).sort()).toEqual([...shared].sort())
    const canonical = new Set(QUERY_CANONS.flatMap((canon) => canon.names))
    for (const [name, kind] of Object.entries(QUERY_PARAM_CLASSES))
      expect([name, canonical.has(name)]).toEqual([name, kind === 'canonical'])
  })
})
