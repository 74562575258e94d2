import { parseFragment } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { isSafeId } from '../../../src/blocks/ui/anchor-id'
import { Form } from '../../../src/blocks/ui/forms/Form'
import FormIsland from '../../../src/blocks/ui/forms/Form.island'
import type { FormProps } from '../../../src/blocks/ui/forms/Form'
import type { WithUid } from '../../../src/blocks/ui/forms/form-uid'
import type { ExtraField } from '../../../src/forms/extra-fields'
import type { FormRules } from '../../../src/forms/rules'
import { FORM_KINDS, FORM_SCHEMAS, type FormKind } from '../../../src/forms/schemas'

/** Attributes whose value is an id or a list of ids. */
const ID_ATTRIBUTES = [
  'id',
  'for',
  'aria-describedby',
  'aria-errormessage',
  'aria-labelledby',
  'aria-controls',
]

/** Fields a CF7 form adds beyond the site's own: one of each component the site has for them. */
const EXTRAS: ExtraField[] = [
  { name: 'phone', type: 'tel', label: 'Phone', required: true },
  { name: 'brief', type: 'textarea', label: 'Brief', required: true },
  { name: 'topics', type: 'checkbox', label: 'Topics', required: true, choices: ['Web', 'Data'] },
  { name: 'regions', type: 'select', label: 'Regions', required: true, choices: ['EU', 'US'] },
  { name: 'size', type: 'radio', label: 'Size', required: true, choices: ['S', 'L'] },
  { name: 'nda', type: 'acceptance', label: 'Send an NDA', required: true },
]
const RULES: FormRules = {
  fields: EXTRAS.map((f) => f.name),
  required: EXTRAS.map((f) => f.name),
  choices: {},
  files: {},
  inputs: EXTRAS.map((f) => (f.name === 'regions' ? { ...f, multiple: true } : f)),
}

/** An error on every field of a kind, its extra fields and its captcha. */
const everyError = (kind: FormKind) =>
  Object.fromEntries(
    [...Object.keys(FORM_SCHEMAS[kind].shape), ...EXTRAS.map((f) => f.name), 'captcha'].map(
      (name) => [name, 'Wrong.'],
    ),
  )

/** Every id a fragment writes or points at, with the attribute naming it. */
function idsOf(html: string): { attribute: string; id: string }[] {
  const out: { attribute: string; id: string }[] = []
  const walk = (parent: T.ParentNode) => {
    for (const child of parent.childNodes) {
      if (!('tagName' in child)) continue
      for (const { name, value } of child.attrs)
        if (ID_ATTRIBUTES.includes(name))
          for (const id of value.split(/\s+/).filter(Boolean)) out.push({ attribute: name, id })
      walk(child)
    }
  }
  walk(parseFragment(html))
  return out
}

/** The props the page gives the form's island (its `data-props`), parsed as the browser reads them. */
function islandProps(html: string): WithUid<FormProps> {
  const root = parseFragment(html).childNodes.find(
    (n): n is T.Element => 'tagName' in n && n.attrs.some((a) => a.name === 'data-island'),
  )
  const props = root?.attrs.find((a) => a.name === 'data-props')?.value
  return JSON.parse(props ?? '{}') as WithUid<FormProps>
}

describe("every id a form writes is the form's own", () => {
  it.each(FORM_KINDS)(
    '%s, server-rendered and hydrated, with an error on every field: no id an editor or a heading may take',
    (kind) => {
      const server = renderToString(
        <Form kind={kind} heading="The form" rules={RULES} errors={everyError(kind)} />,
      )
      const props = islandProps(server)
      const island = renderToString(<FormIsland {...props} />)
      const ids = idsOf(server)
      // The island writes the ids the server wrote (the same prefix, from its props).
      expect(idsOf(island)).toEqual(ids)
      // Fields, errors, hints, the form, its heading; for, aria-describedby, aria-labelledby.
      expect(new Set(ids.map((i) => i.attribute))).toEqual(
        new Set(['id', 'for', 'aria-describedby', 'aria-labelledby']),
      )
      const open = ids.filter(({ id }) => isSafeId(id)).map((i) => `${i.attribute}="${i.id}"`)
      expect(open).toEqual([])
    },
  )
})
