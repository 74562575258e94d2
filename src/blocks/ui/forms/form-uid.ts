import { useId } from 'react'

/**
 * A DOM-safe id prefix for one form. Made once on the server and passed to the island as a prop, so
 * the ids the server rendered and the ones the hydrated island uses are the same.
 */
export function useFormUid(): string {
  return `f${useId().replace(/[^a-zA-Z0-9]/g, '')}`
}

/** Props of a form view: the component's own props and the id prefix. */
export type WithUid<P> = P & { uid: string }
