import { Island } from '../Island'
import { useFormUid, type WithUid } from './form-uid'
import { FormFields, type FieldName } from './FormFields'
import { FormHeading, FormShell, SubmitRow } from './FormParts'
import { ResultModal } from './ResultModal'
import { useSiteForm } from './use-site-form'

export interface ContactFormProps {
  /** Optional heading above the form. */
  heading?: string
  buttonText?: string
  /** Title of the result modal. */
  modalTitle?: 'Contact Us' | "Let's talk"
  /** False when the CMS form id is 0: the form shows but cannot be sent. */
  enabled?: boolean
  /** The page title sent as `reference_page` (the edge falls back to the page path). */
  referencePage?: string
  /** A vacancy reference (slug): the form becomes the application for that vacancy, CV required. */
  vacancy?: string
}

const CONTACT_FIELDS: readonly FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'company',
  'interest',
  'message',
  'cv',
  'termsAccepted',
]
const APPLICATION_FIELDS: readonly FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'message',
  'cv',
  'termsAccepted',
]

/** The contact form (and the vacancy application): server-rendered, hydrated as an island. */
export function ContactForm(props: ContactFormProps) {
  const uid = useFormUid()
  return (
    <Island name="contact-form" props={{ ...props, uid }} className="form-island">
      <ContactFormView {...props} uid={uid} />
    </Island>
  )
}

export function ContactFormView({
  uid,
  heading,
  buttonText = 'Send message',
  modalTitle = 'Contact Us',
  enabled = true,
  referencePage,
  vacancy,
}: WithUid<ContactFormProps>) {
  const kind = vacancy ? 'application' : 'contact'
  const form = useSiteForm(kind)
  const headingId = heading ? `${uid}-heading` : undefined
  return (
    <>
      <FormHeading id={headingId} text={heading} />
      <FormShell
        kind={kind}
        form={form}
        uid={uid}
        referencePage={referencePage}
        labelledBy={headingId}
      >
        {vacancy && <input type="hidden" name="vacancy" value={vacancy} />}
        <div className="form-grid">
          <FormFields
            uid={uid}
            form={form}
            fields={vacancy ? APPLICATION_FIELDS : CONTACT_FIELDS}
            options={vacancy ? { cvLabel: 'Your CV', cvRequired: true } : {}}
          />
        </div>
        <FormFields uid={uid} form={form} fields={['captcha']} />
        <SubmitRow form={form} text={buttonText} enabled={enabled} />
      </FormShell>
      {form.result && (
        <ResultModal
          uid={uid}
          title={modalTitle}
          result={form.result}
          onClose={form.dismissResult}
        />
      )}
    </>
  )
}
