import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/WorkingProcess.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const process = fixture(json)

describe('custom/working-process', () => {
  it('opens the first step only, all steps sharing one exclusive group', async () => {
    const { html, island } = await renderFixture(process)
    expect(await texts(html, 'summary')).toEqual(['01Discover', '02Design', '03Build', '04Run'])
    const steps = await query(html, 'details')
    expect(steps.map((s) => 'open' in s.attrs)).toEqual([true, false, false, false])
    expect(new Set(steps.map((s) => s.attrs.name)).size).toBe(1)
    expect(island).toBe(false)
  })
})
