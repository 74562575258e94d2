/**
 * The options of the contact form's 'I am interested in' select when its block names none. They
 * must be the options of the CF7 form's select tag exactly (CF7 refuses any other value): a site
 * whose CF7 form differs sets `interests` on its contact blocks.
 */
export const DEFAULT_INTERESTS: readonly string[] = [
  'Software development',
  'Data & AI',
  'Mobile & web apps',
  'IT consulting',
  'E-commerce',
  'Dedicated team',
  'UI/UX design',
  'Automation',
  'Cloud',
  'BPO',
  'Careers',
  'Other',
]
