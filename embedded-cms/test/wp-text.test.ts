import { describe, expect, it } from 'vitest'
import { STORED_TITLE, testPage } from './fixtures/test-pages'
import { gql, operator } from './helpers'

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) })

describe('titles and names as WordPress sends them', () => {
  it('a post title is texturized (the_title) and decoded by WPGraphQL: typographic characters, no entities', async () => {
    const page = testPage(90200, 'texturized', 'Design - Build &amp; "Ship" -- it\'s done...')
    expect(
      (await operator('/test-pages', { method: 'PUT', body: JSON.stringify(page) })).status,
    ).toBe(200)
    const { body } = await gql(
      '{ page(id: "/texturized/", idType: URI) { title raw: title(format: RAW) } }',
    )
    expect(body.data?.page).toEqual({
      title: 'Design \u2013 Build & \u201cShip\u201d \u2014 it\u2019s done\u2026',
      raw: 'Design - Build &amp; "Ship" -- it\'s done...',
    })
    await operator('/test-pages', { method: 'DELETE' })
  })

  it("Yoast's title is the stored title with the site's name, decoded", async () => {
    const page = testPage(90201, 'stored-entities', STORED_TITLE)
    await operator('/test-pages', { method: 'PUT', body: JSON.stringify(page) })
    const { body } = await gql(
      '{ page(id: "/stored-entities/", idType: URI) { title seo { title } } }',
      {},
      { anonymous: true },
    )
    expect(body.data?.page).toEqual({
      title: 'Design \u2013 Build & \u201cShip\u201d',
      seo: { title: 'Design \u2013 Build & \u201cShip\u201d | Northwind Labs' },
    })
    await operator('/test-pages', { method: 'DELETE' })
  })

  it('Settings → General title and tagline arrive as WordPress stores them: escaped by esc_html()', async () => {
    await operator(
      '/settings',
      json({ blogname: "Design & Build's <Co>", blogdescription: 'We "ship" & run' }),
    )
    const { body } = await gql('{ generalSettings { title description } }', {}, { anonymous: true })
    expect(body.data?.generalSettings).toEqual({
      title: 'Design &amp; Build&#039;s &lt;Co&gt;',
      description: 'We &quot;ship&quot; &amp; run',
    })
  })
})
