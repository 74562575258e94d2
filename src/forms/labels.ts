/** The visible label of each form field (forms, and the no-JavaScript result page's list). */
export const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  email: 'Email',
  company: 'Company (optional)',
  interest: 'I am interested in',
  message: 'Message',
  cv: 'Attach a file (optional)',
  termsAccepted: 'Terms and conditions',
  captcha: 'Captcha',
  vacancy: 'Position',
  service: 'Service',
}
