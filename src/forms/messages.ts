/** Every text the forms show (spec sections 4, 5 and 8), in one place. */
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
  fileTooLargeTitle: 'File is too large',
  fileTooLarge: "File can't be larger than 2MB.",
  fileInvalid: 'Invalid file format. Please upload a file with the correct extension.',
  successTitle: 'Thank you for contacting us!',
  failureTitle: 'Form submission failed',
  requestFailed: 'Request failed. Please try again later.',
  subscribedTitle: 'Thank You!',
  alreadySubscribed: 'This email is already subscribed.',
  unknownSubscriber: 'There is no subscribed user with this email.',
  unsubscribeFailed: 'An error occurred. Please try again later.',
  unsubscribedTitle: 'Blog Unsubscribed',
  unsubscribedText:
    'You will no longer receive emails from our blog. You can subscribe again at any time by entering your email again.',
} as const

/** The text for CF7's site-specific `duplicated_email` status. */
export function duplicatedEmailMessage(contactEmail: string): string {
  return `You have already applied for this position. If you have any questions, contact us at ${contactEmail}.`
}
