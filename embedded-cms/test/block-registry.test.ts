import { describe, expect, it } from 'vitest'
import app from '../src/index'
import { cmsEnv } from './cms-env'
import { AUTH, ORIGIN } from './helpers'

/**
 * wp-graphql-gutenberg 0.4.1 with an empty block registry, as seen on WordPress 6.1 with
 * WPGraphQL 2.20 (graphql-php 15): every GraphQL request dies with a PHP fatal error, and
 * WordPress answers its "critical error" JSON, introspection by an administrator included.
 */
describe('an empty block registry (BLOCK_REGISTRY=empty)', () => {
  const ask = (query: string, auth: boolean) =>
    app.fetch(
      new Request(`${ORIGIN}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: AUTH } : {}) },
        body: JSON.stringify({ query }),
      }),
      { ...cmsEnv, BLOCK_REGISTRY: 'empty' },
      { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} },
    )

  for (const [what, query, auth] of [
    ['a content query', '{ page(id: "/", idType: URI) { title } }', false],
    ['introspection by the administrator', '{ __schema { queryType { name } } }', true],
    ['the smallest query', '{ __typename }', false],
  ] as const) {
    it(`answers ${what} with HTTP 500 and WordPress's critical error, naming no cause`, async () => {
      const res = await ask(query, auth)
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({
        code: 'internal_server_error',
        message:
          '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/support/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>',
        data: { status: 500 },
        additional_errors: [],
      })
    })
  }

  it('answers as usual when the registry is filled', async () => {
    const res = await app.fetch(
      new Request(`${ORIGIN}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      cmsEnv,
      { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} },
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ data: { __typename: 'RootQuery' } })
  })
})
