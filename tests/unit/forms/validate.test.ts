import { describe, expect, it } from 'vitest'
import { validateSubmission } from '../../../src/forms/validate'
import { BYTES, fileOf } from '../../fixtures/forms'

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  interest: 'Cloud',
  termsAccepted: '1',
  captcha: 'token',
}

describe('validateSubmission', () => {
  it('passes a valid contact form with or without its optional file', async () => {
    expect((await validateSubmission('contact', contact, null)).ok).toBe(true)
    const pdf = fileOf(BYTES.pdf, 'brief.pdf')
    const checked = await validateSubmission('contact', contact, pdf)
    expect(checked.ok && checked.file).toBe(pdf)
  })

  it('reports field and file problems together', async () => {
    const checked = await validateSubmission(
      'contact',
      { ...contact, firstName: '' },
      fileOf('%PDX', 'brief.pdf'),
    )
    expect(checked).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'First Name is required.',
        cv: 'Invalid file format. Please upload a file with the correct extension.',
      },
    })
  })

  it('requires the CV on the vacancy application', async () => {
    const application = { ...contact, vacancy: 'data-engineer' }
    expect(await validateSubmission('application', application, null)).toEqual({
      ok: false,
      fieldErrors: { cv: 'Please attach your CV.' },
    })
    expect(
      (await validateSubmission('application', application, fileOf(BYTES.doc, 'cv.doc'))).ok,
    ).toBe(true)
  })

  it('drops a file sent to a form without an attachment', async () => {
    const checked = await validateSubmission(
      'email-cta',
      { email: 'ada@example.com' },
      fileOf(BYTES.exe, 'x.exe'),
    )
    expect(checked).toEqual({
      ok: true,
      fields: { email: 'ada@example.com', reference_page: '' },
      file: null,
      extra: {},
    })
  })
})
