import type { ExtraField } from '../../../forms/extra-fields'
import type { FieldName } from './FormFields'

/** The site's fields that take a whole row of a form's grid: they are never paired. */
const WIDE_FIELDS: readonly FieldName[] = ['message', 'cv', 'termsAccepted', 'captcha']

/** The CF7 form's own fields that take a whole row: lists of choices, consents, long text. */
const WIDE_EXTRAS: readonly ExtraField['type'][] = ['checkbox', 'radio', 'acceptance', 'textarea']

/** A field of a form's grid, in the grid's order: its name, and whether it takes a whole row. */
export interface GridField {
  name: string
  wide: boolean
}

export const siteGridField = (name: FieldName): GridField => ({
  name,
  wide: WIDE_FIELDS.includes(name),
})

export const extraGridField = (field: ExtraField): GridField => ({
  name: field.name,
  wide: WIDE_EXTRAS.includes(field.type),
})

/**
 * The half-width fields that would stand alone on a row of a two-column grid (the last of an odd
 * run of them, before a wide field or the end): they span the row instead, so every row is full
 * ('Email' after the two names, before the message, on a vacancy's form).
 */
export function loneHalfFields(fields: readonly GridField[]): Set<string> {
  const lone = new Set<string>()
  let run = 0
  fields.forEach((field, i) => {
    run = field.wide ? 0 : run + 1
    const endsRun = !field.wide && (fields[i + 1]?.wide ?? true)
    if (endsRun && run % 2 === 1) lone.add(field.name)
  })
  return lone
}
