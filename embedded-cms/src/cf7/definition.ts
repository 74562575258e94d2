import type { Viewer } from '../content/status'
import { userCan } from '../users/roles'
import { wpError } from '../wp-error'
import { contactForm } from './forms'
import { formMessages } from './validate'

/** CF7 maps `wpcf7_edit_contact_form` to this capability (WPCF7_ADMIN_READ_WRITE_CAPABILITY). */
const EDIT_CAPABILITY = 'publish_pages'

/**
 * `GET /wp-json/contact-form-7/v1/contact-forms/{id}`, answered as CF7 6.x's REST controller does:
 * only for a user who may edit the form (else 403 `wpcf7_forbidden`), 404 `wpcf7_not_found` for no
 * such form; the template as `properties.form.content` and its scanned tags as `.fields`.
 */
export async function handleFormDefinition(id: string, viewer: Viewer, db: D1Database) {
  if (!userCan(viewer, EDIT_CAPABILITY)) {
    return wpError(
      'wpcf7_forbidden',
      'You are not allowed to access the requested contact form.',
      403,
    )
  }
  const form = await contactForm(db, Number(id))
  if (!form) return wpError('wpcf7_not_found', 'The requested contact form was not found.', 404)
  return Response.json({
    id: form.id,
    slug: form.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title: form.title,
    locale: 'en_US',
    properties: {
      form: { content: form.form, fields: form.tags },
      mail: {
        active: true,
        subject: `[_site_title] "${form.title}"`,
        recipient: '[_site_admin_email]',
      },
      mail_2: { active: false },
      messages: formMessages(form.messages),
      additional_settings: { content: '', settings: [] },
    },
  })
}
