import { expect } from 'vitest'
import { query } from './render-fixture'

/** The form posts to the edge endpoint and its island props carry no CMS form id. */
export async function expectEdgeForm(html: string, kind: string, formId: number) {
  expect((await query(html, 'form'))[0]?.attrs).toMatchObject({
    action: `/api/forms/${kind}`,
    method: 'post',
  })
  const [island] = await query(html, '[data-island]')
  expect(island?.attrs['data-props']).not.toContain(String(formId))
}
