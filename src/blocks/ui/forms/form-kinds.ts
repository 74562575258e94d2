import { MESSAGES } from '../../../forms/messages'
import type { FormKind } from '../../../forms/schemas'
import type { FieldName } from './FormFields'

/** Where a form's result shows: a modal dialog, in its drawer, or in place of an email form. */
type ResultStyle = 'modal' | 'drawer' | 'inline'

export type ModalTitle = 'Contact Us' | "Let's talk" | 'Your application'

/** How a form of one kind is laid out and where its result shows. */
interface FormLayout {
  /** The fields in the two-column grid, in order (none: no grid). */
  grid: readonly FieldName[]
  /** The fields between the grid and the submit button. */
  fields: readonly FieldName[]
  result: ResultStyle
  button: string
  /** Email forms sit on one line with their button. */
  inline?: boolean
  modalTitle?: ModalTitle
  /** The title above an inline success ('' for none). */
  successTitle?: string
  headingLevel?: 2 | 3
  /** The attachment's label and whether it is required (the CV of an application). */
  cvLabel?: string
  cvRequired?: boolean
}

const NAMES: readonly FieldName[] = ['firstName', 'lastName', 'email']

/** Every form kind of the site, as the spec describes it. */
export const FORM_LAYOUTS: Record<FormKind, FormLayout> = {
  contact: {
    grid: [...NAMES, 'company', 'interest', 'message', 'cv', 'termsAccepted'],
    fields: ['captcha'],
    result: 'modal',
    button: 'Send message',
    modalTitle: 'Contact Us',
  },
  application: {
    grid: [...NAMES, 'message', 'cv', 'termsAccepted'],
    fields: ['captcha'],
    result: 'modal',
    button: 'Send application',
    // The result is about the application, not a general enquiry.
    modalTitle: 'Your application',
    cvLabel: 'Your CV',
    cvRequired: true,
  },
  landing: {
    grid: [...NAMES, 'termsAccepted'],
    fields: ['captcha'],
    result: 'modal',
    button: 'Book my consultation',
    modalTitle: 'Contact Us',
  },
  'services-contact': {
    grid: [...NAMES, 'company', 'message', 'termsAccepted'],
    fields: [],
    result: 'modal',
    button: 'Send message',
    modalTitle: "Let's talk",
  },
  service: {
    grid: ['fullName', 'email', 'message'],
    fields: [],
    result: 'drawer',
    button: 'Send request',
    headingLevel: 3,
  },
  'email-cta': {
    grid: [],
    fields: ['email'],
    result: 'inline',
    button: 'Send',
    inline: true,
    successTitle: '',
  },
  subscribe: {
    grid: [],
    // The consent comes before the button, in the page and in the tab order.
    fields: ['email', 'termsAccepted'],
    result: 'inline',
    button: 'Subscribe',
    inline: true,
    successTitle: MESSAGES.subscribedTitle,
  },
  unsubscribe: {
    grid: [],
    fields: ['email'],
    result: 'inline',
    button: 'Unsubscribe',
    inline: true,
    successTitle: MESSAGES.unsubscribedTitle,
  },
}
