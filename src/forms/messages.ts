/** Every text the forms show (spec sections 4, 5 and 8), in one place for the browser and the edge. */
export const MESSAGES = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  fullNameRequired: 'Full Name is required',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  emailInvalidShort: 'Please enter valid Email.',
  interestRequired: 'Please select an option.',
  termsRequired: 'Accept terms and conditions.',
  captchaRequired: 'Verify',
  messageTooLong: 'Message can be at most 1000 characters.',
  singleLine: 'Please keep this to one line, without line breaks.',
  vacancyRequired: 'Please choose the position you are applying for.',
  cvRequired: 'Please attach your CV.',
  oneFileOnly: 'Please attach one file only.',
  fileTooLargeTitle: 'File is too large',
  fileTooLarge: "File can't be larger than 2MB.",
  fileInvalid: 'Invalid file format. Please upload a file with the correct extension.',
  checkFields: 'Please check the highlighted fields.',
  fixAndResend: 'Please correct the following and send the form again.',
  captchaNeedsScript: 'The captcha check needs JavaScript. You can also write to us at',
  formNeedsScript:
    'This form needs JavaScript for its spam check: please turn JavaScript on to send it. You can also write to us at',
  fileChooseAgain: 'If you attached a file, please choose it again.',
  formUnavailable: 'This form is not available at the moment.',
  vacancyClosed:
    'This position is no longer open, so we cannot accept applications for it. Please see our open positions on the careers page.',
  rateLimited: 'You have sent several forms in a short time. Please wait a minute and try again.',
  successTitle: 'Thank you for contacting us!',
  successText: 'Thank you for your message. It has been sent.',
  failureTitle: 'Form submission failed',
  requestFailed: 'Request failed. Please try again later.',
  subscribedTitle: 'Thank You!',
  subscribedText: 'You have been subscribed to our blog.',
  alreadySubscribed: 'This email is already subscribed.',
  unknownSubscriber: 'There is no subscribed user with this email.',
  unsubscribeFailed: 'An error occurred. Please try again later.',
  unsubscribedTitle: 'Blog Unsubscribed',
  unsubscribedText:
    'You will no longer receive emails from our blog. If you change your mind, you can subscribe again at any time by entering your email again.',
  bodyTooLarge: 'The form is too large to send.',
  unsupportedBody:
    'The form must be sent as multipart/form-data or application/x-www-form-urlencoded.',
  unreadableBody: 'The form could not be read.',
} as const

/** The spec's text for a request that failed (network, server): unsubscribing has its own. */
export const requestFailedText = (kind: string) =>
  kind === 'unsubscribe' ? MESSAGES.unsubscribeFailed : MESSAGES.requestFailed

/** A text field over its length cap (names, company, service: far above anything real). */
export const tooLong = (max: number) => `Please use at most ${max} characters.`

/** A field CF7 requires that the site's own rules do not ('Company is required.'). */
export const requiredFor = (label: string) => `${label} is required.`

/** The text for CF7's site-specific `duplicated_email` status, with the address to write to. */
export function duplicatedEmailMessage(contactEmail: string): string {
  const applied = 'You have already applied for this position.'
  return contactEmail
    ? `${applied} If you have any questions, contact us at ${contactEmail}.`
    : applied
}
