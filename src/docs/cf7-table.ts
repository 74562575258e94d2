import { fieldsSent } from '../forms/cf7-fields'
import { FORM_KINDS } from '../forms/schemas'

/**
 * The README's table of Contact Form 7 tags per form kind: the tags of exactly the fields the site
 * sends (src/forms/cf7-fields.ts, the list `npm run cms:check` compares each form with).
 */
export function cf7Table(): string {
  const rows = FORM_KINDS.flatMap((kind) => {
    const tags = fieldsSent(kind).map((field) => `\`${field.tag.replaceAll('|', '\\|')}\``)
    if (!tags.length) return []
    const after = kind === 'subscribe' ? ' (then `custom/v1/subscribe/{email}`)' : ''
    return [`| \`${kind}\` | ${tags.join(' ')}${after} |`]
  })
  return [
    '| Form kind (`CF7_FORM_IDS` key) | Tags the form must have |',
    '| --- | --- |',
    ...rows,
  ].join('\n')
}
