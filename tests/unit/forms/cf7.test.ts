import { describe, expect, it } from 'vitest'
import { feedbackBody, feedbackPath, unitTag } from '../../../worker/forms/cf7-request'
import { mapFeedback } from '../../../worker/forms/cf7-response'
import { BYTES, fileOf } from '../../fixtures/forms'

const CONTACT_EMAIL = 'careers@northwindlabs.dev'
const answer = (status: string, message: string, invalid_fields: unknown = []) => ({
  contact_form_id: 101,
  status,
  message,
  invalid_fields,
  posted_data_hash: 'abc',
  into: '#x',
})

describe('CF7 request', () => {
  it('unit tag is YYYY-MM-DD_{formId} with the UTC date', () => {
    expect(unitTag(101, new Date('2026-03-07T10:00:00Z'))).toBe('2026-03-07_101')
    expect(unitTag(7, new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31_7')
    expect(unitTag(101)).toMatch(/^\d{4}-\d{2}-\d{2}_101$/)
  })

  it('feedback path of a numeric form id', () => {
    expect(feedbackPath(104)).toBe('/wp-json/contact-form-7/v1/contact-forms/104/feedback')
  })

  it('multipart body with the hidden CF7 fields, the form fields and the file', async () => {
    const file = fileOf(BYTES.pdf, 'cv.pdf')
    const body = feedbackBody(
      101,
      { firstName: 'Ada', reference_page: 'Home' },
      file,
      new Date('2026-03-07T00:00:00Z'),
    )
    expect(body.get('_wpcf7')).toBe('101')
    expect(body.get('_wpcf7_unit_tag')).toBe('2026-03-07_101')
    expect(body.get('firstName')).toBe('Ada')
    expect(body.get('reference_page')).toBe('Home')
    const sent = body.get('cv')
    expect(sent instanceof File && sent.name).toBe('cv.pdf')
    expect(sent instanceof File && new Uint8Array(await sent.arrayBuffer())).toEqual(
      new Uint8Array(BYTES.pdf),
    )
  })
})

describe('CF7 answer mapping (only mail_sent succeeds)', () => {
  it('mail_sent → ok with the server message', () => {
    expect(mapFeedback(200, answer('mail_sent', 'Sent!'), CONTACT_EMAIL)).toEqual({
      ok: true,
      outcome: 'sent',
      title: 'Thank you for contacting us!',
      message: 'Sent!',
      fieldErrors: {},
    })
  })

  it('validation_failed → the server message and invalid_fields on the inputs', () => {
    const result = mapFeedback(
      200,
      answer('validation_failed', 'One or more fields have an error.', [
        { field: 'email', message: 'Please enter an email address.', idref: null, error_id: 'x' },
        { field: 'cv', message: 'The uploaded file is too large.', idref: null, error_id: 'y' },
      ]),
      CONTACT_EMAIL,
    )
    expect(result).toEqual({
      ok: false,
      outcome: 'cms-invalid',
      title: 'Form submission failed',
      message: 'One or more fields have an error.',
      fieldErrors: {
        email: 'Please enter an email address.',
        cv: 'The uploaded file is too large.',
      },
    })
  })

  it('acceptance_missing, spam, mail_failed and aborted are failures with the server message', () => {
    for (const status of ['acceptance_missing', 'spam', 'mail_failed', 'aborted', 'other']) {
      const result = mapFeedback(200, answer(status, `msg ${status}`), CONTACT_EMAIL)
      expect(result.ok, status).toBe(false)
      expect(result.title).toBe('Form submission failed')
      expect(result.message).toBe(`msg ${status}`)
    }
    expect(mapFeedback(200, answer('acceptance_missing', 'x'), CONTACT_EMAIL).fieldErrors).toEqual({
      termsAccepted: 'Accept terms and conditions.',
    })
  })

  it('duplicated_email → already applied, with the contact address', () => {
    expect(mapFeedback(200, answer('duplicated_email', 'dup'), CONTACT_EMAIL).message).toBe(
      'You have already applied for this position. If you have any questions, contact us at careers@northwindlabs.dev.',
    )
  })

  it('a REST error, a non-JSON body or a body without status → request failed', () => {
    const failed = {
      ok: false,
      outcome: 'failed',
      title: 'Form submission failed',
      message: 'Request failed. Please try again later.',
      fieldErrors: {},
    }
    expect(
      mapFeedback(
        404,
        { code: 'wpcf7_not_found', message: 'The requested contact form was not found.' },
        CONTACT_EMAIL,
      ),
    ).toEqual(failed)
    expect(mapFeedback(200, null, CONTACT_EMAIL)).toEqual(failed)
    expect(mapFeedback(200, { message: 'hello' }, CONTACT_EMAIL)).toEqual(failed)
    expect(mapFeedback(502, answer('mail_sent', 'Sent!'), CONTACT_EMAIL)).toEqual(failed)
  })

  it('an empty server message falls back to the generic texts', () => {
    expect(mapFeedback(200, answer('mail_sent', ''), CONTACT_EMAIL).message).toBe(
      'Thank you for your message. It has been sent.',
    )
    expect(mapFeedback(200, answer('spam', ''), CONTACT_EMAIL).message).toBe(
      'Request failed. Please try again later.',
    )
  })
})
