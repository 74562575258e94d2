import { describe, expect, it } from 'vitest'
import { registry } from '../../../src/blocks/registry'
import { fixture, renderFixture } from './render-fixture'

// Vite inlines every fixture file at build time, so a new fixture needs no list to be edited.
const files = (
  import.meta as ImportMeta & {
    glob: (pattern: string, opts: { eager: true; import: 'default' }) => Record<string, unknown>
  }
).glob('../../fixtures/blocks/*.json', { eager: true, import: 'default' })
const fixtures = Object.entries(files).map(([path, json]) => ({ path, fx: fixture(json) }))

describe('block fixtures', () => {
  it('exist for every registry entry', () => {
    const covered = new Set(fixtures.flatMap(({ fx }) => fx.blocks))
    const missing = Object.keys(registry).filter((name) => !covered.has(name))
    expect(missing).toEqual([])
    expect(fixtures.length).toBeGreaterThan(40)
  })

  it('name only blocks the registry knows', () => {
    const unknown = fixtures.flatMap(({ fx }) => fx.blocks).filter((n) => !(n in registry))
    expect(unknown).toEqual([])
  })

  it('render every block they name, none dropped and none logging', async () => {
    for (const { path, fx } of fixtures) {
      for (const name of fx.blocks) {
        const { html, log } = await renderFixture(fx, { name })
        expect(log, `${name} (${path})`).toEqual([])
        expect(html.length, `${name} (${path})`).toBeGreaterThan(0)
      }
    }
  })
})
