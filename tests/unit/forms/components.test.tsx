import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Form } from '../../../src/blocks/ui/forms/Form'

const doc = (html: string) => {
  const props = [...html.matchAll(/data-props="([^"]*)"/g)].map((m) =>
    JSON.parse(
      (m[1] ?? '').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
    ),
  )
  return { html, props }
}

describe('form components, rendered on the server', () => {
  it('the contact form is a plain multipart form posting to its edge endpoint', () => {
    const { html, props } = doc(renderToString(<Form kind="contact" modalTitle="Let's talk" />))
    expect(html).toContain('data-island="form"')
    const form = html.match(/<form[^>]*>/)?.[0] ?? ''
    expect(form).toContain('method="post"')
    expect(form).toContain('action="/api/forms/contact"')
    expect(form).toContain('encType="multipart/form-data"')
    for (const name of [
      'firstName',
      'lastName',
      'email',
      'company',
      'interest',
      'message',
      'cv',
      'termsAccepted',
      'captcha',
    ]) {
      expect(html, name).toContain(`name="${name}"`)
    }
    expect(html).toContain('maxLength="1000"')
    expect(html).toContain('href="/privacy-policy" target="_blank"')
    expect(html).toContain('href="/terms-of-use" target="_blank"')
    expect(html).toContain('I&#x27;m not a robot')
    expect(props[0]).toMatchObject({ kind: 'contact', modalTitle: "Let's talk" })
    expect(typeof props[0].uid).toBe('string')
  })

  it('labels every control and ties ids to the id prefix the island receives', () => {
    const { html, props } = doc(
      renderToString(<Form kind="landing" heading="Get a free consultation" />),
    )
    const uid = String(props[0].uid)
    for (const name of ['firstName', 'lastName', 'email', 'termsAccepted']) {
      expect(html).toContain(`for="${uid}-${name}"`)
      expect(html).toContain(`id="${uid}-${name}"`)
    }
    expect(html).toContain('>Get a free consultation</h2>')
  })

  it('two forms on one page get different ids', () => {
    const html = renderToString(
      <>
        <Form kind="email-cta" />
        <Form kind="email-cta" />
      </>,
    )
    const ids = [...html.matchAll(/id="([^"]+-email)"/g)].map((m) => m[1])
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
  })

  it('the vacancy application posts the vacancy reference and needs a CV', () => {
    const html = renderToString(
      <Form kind="application" vacancy="data-engineer" referencePage="Data Engineer" />,
    )
    expect(html).toContain('action="/api/forms/application"')
    expect(html).toContain('name="vacancy" value="data-engineer"')
    expect(html).toContain('name="reference_page" value="Data Engineer"')
    expect(html).not.toContain('name="interest"')
    expect(html).toContain('Your CV')
  })

  it('a form whose CMS id is 0 renders with its submit disabled', () => {
    const html = renderToString(<Form kind="services-contact" enabled={false} />)
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/)
    expect(html).not.toContain('name="captcha"')
  })

  it('service, subscribe and unsubscribe forms', () => {
    const service = renderToString(<Form kind="service" service="Data & Analytics" />)
    expect(service).toContain('name="service" value="Data &amp; Analytics"')
    expect(service).toContain('name="fullName"')
    const subscribe = renderToString(<Form kind="subscribe" placeholder="you@company.com" />)
    expect(subscribe).toContain('placeholder="you@company.com"')
    expect(subscribe).toContain('name="termsAccepted"')
    const unsubscribe = renderToString(<Form kind="unsubscribe" defaultEmail="ada@example.com" />)
    expect(unsubscribe).toContain('value="ada@example.com"')
    expect(unsubscribe).toContain('>Unsubscribe</span>')
  })

  it('never puts a form id, the CMS or a credential into the page', () => {
    const html = renderToString(
      <>
        <Form kind="contact" enabled />
        <Form kind="landing" enabled />
        <Form kind="subscribe" enabled confirmMessage="Welcome aboard." />
        <Form kind="application" vacancy="qa" referencePage="QA" />
      </>,
    )
    expect(html).not.toMatch(/formId|_wpcf7|contact-forms|wp-json|Basic /)
    expect(html).not.toMatch(/\b10[1-7]\b/)
  })

  it('a form with a proof-of-work captcha says at its top, without JavaScript, that it needs it', () => {
    for (const kind of ['contact', 'landing', 'application'] as const) {
      const html = renderToString(<Form kind={kind} vacancy="qa" />)
      const notice = html.indexOf('<noscript><p class="form-notice">This form needs JavaScript')
      expect(notice, kind).toBeGreaterThan(0)
      expect(notice, kind).toBeLessThan(html.search(/<input(?![^>]*type="hidden")/))
    }
    expect(renderToString(<Form kind="services-contact" />)).not.toContain('form-notice')
  })

  it('subscribe: the consent comes before the button', () => {
    const html = renderToString(<Form kind="subscribe" />)
    expect(html.indexOf('name="termsAccepted"')).toBeLessThan(html.indexOf('type="submit"'))
  })

  it('a result page shows the form again with what was typed and its errors', () => {
    const html = renderToString(
      <Form
        kind="contact"
        values={{ firstName: 'Ada', interest: 'Quantum', message: 'Hi', termsAccepted: '1' }}
        errors={{ email: 'Please enter valid Email.' }}
      />,
    )
    expect(html).toMatch(/name="firstName"[^>]*value="Ada"/)
    expect(html).toContain('<option selected="">Quantum</option>')
    expect(html).toMatch(/<textarea[^>]*>Hi<\/textarea>/)
    expect(html).toMatch(/name="termsAccepted"[^>]*checked=""/)
    expect(html).toMatch(
      /<p class="field-error" id="[^"]+-email-error">Please enter valid Email\.<\/p>/,
    )
  })

  it('an email form posts its confirm message for the page shown without JavaScript', () => {
    const html = renderToString(<Form kind="email-cta" confirmMessage="On its way." />)
    expect(html).toContain('name="confirm_message" value="On its way."')
  })
})
