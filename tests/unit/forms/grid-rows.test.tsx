import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Form } from '../../../src/blocks/ui/forms/Form'
import { loneHalfFields, type GridField } from '../../../src/blocks/ui/forms/grid-rows'

const half = (name: string): GridField => ({ name, wide: false })
const wide = (name: string): GridField => ({ name, wide: true })

describe('a half-width field never stands alone on a row of a two-column form', () => {
  it('the last of an odd run before a wide field spans the row; an even run pairs', () => {
    const vacancy = [half('first'), half('last'), half('email'), wide('message'), wide('cv')]
    expect([...loneHalfFields(vacancy)]).toEqual(['email'])
    const extras = [...vacancy, half('phone'), half('portfolio'), wide('terms')]
    expect([...loneHalfFields(extras)]).toEqual(['email'])
    expect([...loneHalfFields([half('a'), half('b'), wide('c'), half('d')])]).toEqual(['d'])
    expect([...loneHalfFields([wide('a'), half('b'), wide('c')])]).toEqual(['b'])
    expect([...loneHalfFields([half('a'), half('b'), half('c'), half('d')])]).toEqual([])
  })

  it('marks the lone field of the site forms: the interest of a contact form, the email of an application', () => {
    const spanning = (html: string) =>
      [...html.matchAll(/class="field ([^"]*field-span[^"]*)".*?name="([^"]+)"/g)].map((m) => m[2])
    expect(spanning(renderToString(<Form kind="contact" referencePage="Home" />))).toEqual([
      'interest',
    ])
    expect(
      spanning(renderToString(<Form kind="application" vacancy="x" referencePage="Home" />)),
    ).toEqual(['email'])
    expect(spanning(renderToString(<Form kind="services-contact" referencePage="Home" />))).toEqual(
      [],
    )
  })
})
