import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/CareerHero.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const hero = fixture(json)

describe('custom/career', () => {
  it('renders the h1 and a GET filter form with keyword, location and department', async () => {
    const { html, island } = await renderFixture(hero)
    expect(await texts(html, 'h1')).toEqual(['Build your career with us'])
    expect((await query(html, 'form.vacancy-filters'))[0]?.attrs).toMatchObject({
      action: '/careers',
      method: 'get',
    })
    expect((await query(html, 'form [name]')).map((f) => f.attrs.name)).toEqual([
      'keyword',
      'location',
      'department',
    ])
    expect((await texts(html, 'select[name="location"] option'))[0]).toBe('All locations')
    expect(island).toBe(true)
  })

  it('prefills the filters from the URL', async () => {
    const { html } = await renderFixture(hero, {
      url: 'https://www.example.test/careers?keyword=react&department=Engineering',
    })
    expect((await query(html, 'input[name="keyword"]'))[0]?.attrs.value).toBe('react')
    expect(await texts(html, 'select[name="department"] option[selected]')).toEqual(['Engineering'])
  })
})
