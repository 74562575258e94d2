import { useId } from 'react'
import { FORM_ID_PREFIX } from '../anchor-id'

/**
 * A DOM-safe id prefix for one form. Made once on the server and passed to the island as a prop, so
 * the ids the server rendered and the ones the hydrated island uses are the same. It starts with
 * FORM_ID_PREFIX, which no id from the CMS may have: every id of the form is the form's own.
 */
export function useFormUid(): string {
  return `${FORM_ID_PREFIX}${useId().replace(/[^a-zA-Z0-9]/g, '')}`
}

/** Props of a form view: the component's own props and the id prefix. */
export type WithUid<P> = P & { uid: string }
