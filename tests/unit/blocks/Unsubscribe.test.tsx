import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Unsubscribe.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const unsubscribe = fixture(json)

describe('custom/unsubscribe', () => {
  it("is titled 'We're sorry to see you go!' and prefills ?email=", async () => {
    const { html } = await renderFixture(unsubscribe, {
      url: 'https://www.example.test/unsubscribe?email=ana%40example.com',
    })
    expect(await texts(html, 'h1')).toEqual(["We're sorry to see you go!"])
    expect((await query(html, 'form'))[0]?.attrs.action).toBe('/api/forms/unsubscribe')
    expect((await query(html, 'input[type="email"]'))[0]?.attrs.value).toBe('ana@example.com')
  })
})
