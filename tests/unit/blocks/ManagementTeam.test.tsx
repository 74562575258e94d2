import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/ManagementTeam.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const team = fixture(json)

describe('custom/management-team', () => {
  it("shows each member with a 'Read Bio' button that opens their bio drawer", async () => {
    const { html, island } = await renderFixture(team)
    const names = await texts(html, '.person > h3')
    expect(names).toHaveLength(7)
    expect(names[0]).toBe('Elena Marković')
    const buttons = await query(html, '.person > button')
    expect(buttons[0]?.text).toBe('Read Bio of Elena Marković')
    const dialogId = buttons[0]?.attrs.commandfor ?? ''
    const [dialog] = await query(html, `dialog#${dialogId}`)
    expect(dialog?.text).toContain('Elena founded Northwind Labs in 2012')
    expect(island).toBe(true)
  })

  it('keeps the order of the configured ids', async () => {
    const { html } = await renderFixture(team, { attributes: { ids: [1301, 1300] } })
    expect(await texts(html, '.person > h3')).toEqual(['Daniel Okafor', 'Elena Marković'])
  })
})
