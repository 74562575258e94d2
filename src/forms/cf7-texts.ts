/**
 * CF7 6.x's default texts of the Messages tab keys the extra fields use (modules/text.php,
 * number.php, date.php; includes/contact-form-template.php). A form whose editor left a text at
 * its default gets the site's clearer text instead; one the editor changed is the form's own.
 */
const CF7_DEFAULTS: Record<string, string> = {
  invalid_required: 'Please fill out this field.',
  invalid_too_long: 'This field has a too long input.',
  invalid_too_short: 'This field has a too short input.',
  invalid_email: 'Please enter an email address.',
  invalid_url: 'Please enter a URL.',
  invalid_tel: 'Please enter a telephone number.',
  invalid_number: 'Please enter a number.',
  number_too_small: 'This field has a too small number.',
  number_too_large: 'This field has a too large number.',
  invalid_date: 'Please enter a date in YYYY-MM-DD format.',
  date_too_early: 'This field has a too early date.',
  date_too_late: 'This field has a too late date.',
  accept_terms: 'You must accept the terms and conditions before sending your message.',
}

/** The texts of those keys that differ from CF7's defaults (an empty one is CF7's default). */
export function changedTexts(messages: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, text] of Object.entries(CF7_DEFAULTS)) {
    const own = messages[key]?.trim()
    if (own && own !== text) out[key] = own
  }
  return out
}
