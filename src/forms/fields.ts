import { INTERESTS, type FormKind } from './schemas'

export interface FieldSpec {
  name: string
  label: string
  type: 'text' | 'email' | 'textarea' | 'select' | 'file' | 'terms' | 'captcha' | 'hidden'
  autoComplete?: string
  options?: readonly string[]
  required?: boolean
  maxLength?: number
}

const first: FieldSpec = {
  name: 'firstName',
  label: 'First name',
  type: 'text',
  autoComplete: 'given-name',
  required: true,
}
const last: FieldSpec = {
  name: 'lastName',
  label: 'Last name',
  type: 'text',
  autoComplete: 'family-name',
  required: true,
}
const email: FieldSpec = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  required: true,
}
const company: FieldSpec = {
  name: 'company',
  label: 'Company (optional)',
  type: 'text',
  autoComplete: 'organization',
}
const message: FieldSpec = { name: 'message', label: 'Message', type: 'textarea', maxLength: 1000 }
const terms: FieldSpec = { name: 'termsAccepted', label: 'terms', type: 'terms', required: true }
const captcha: FieldSpec = { name: 'captcha', label: 'Captcha', type: 'captcha', required: true }
const cv: FieldSpec = { name: 'cv', label: 'Attach a file (optional)', type: 'file' }

/** The visible fields of each form, in order. */
export const FORM_FIELDS: Record<FormKind, FieldSpec[]> = {
  contact: [
    first,
    last,
    email,
    company,
    {
      name: 'interest',
      label: 'I am interested in',
      type: 'select',
      options: INTERESTS,
      required: true,
    },
    message,
    cv,
    terms,
    captcha,
  ],
  application: [
    first,
    last,
    email,
    message,
    { ...cv, label: 'Your CV', required: true },
    { name: 'vacancy', label: 'Vacancy', type: 'hidden' },
    terms,
    captcha,
  ],
  landing: [first, last, email, terms, captcha],
  'services-contact': [first, last, email, company, message, terms],
  service: [
    { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name', required: true },
    email,
    message,
    { name: 'service', label: 'Service', type: 'hidden' },
  ],
  'email-cta': [email],
  subscribe: [email, terms],
  unsubscribe: [email],
}
