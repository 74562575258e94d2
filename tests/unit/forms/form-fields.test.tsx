import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Form } from '../../../src/blocks/ui/forms/Form'
import { FILE_FORMS, FORM_KINDS, FORM_SCHEMAS } from '../../../src/forms/schemas'

/** The names of the controls a form posts, as the server renders them. */
const postedNames = (html: string) =>
  [...new Set([...html.matchAll(/ name="([^"]+)"/g)].map((m) => m[1]))].sort()

describe('each form posts exactly the fields its schema checks at the edge', () => {
  it.each(FORM_KINDS)('%s', (kind) => {
    const html = renderToString(
      <Form
        kind={kind}
        vacancy="data-engineer"
        service="Data platform build"
        referencePage="Home"
      />,
    )
    const checked = Object.keys(FORM_SCHEMAS[kind].shape)
    const expected = FILE_FORMS[kind] ? [...checked, 'cv'] : checked
    expect(postedNames(html)).toEqual(expected.sort())
  })
})
