import type { MouseEvent } from 'react'
import { Island } from '../Island'
import { useFormUid, type WithUid } from './form-uid'
import { FormFields } from './FormFields'
import { FormHeading, FormShell, SubmitRow } from './FormParts'
import { InlineResult } from './InlineResult'
import { useSiteForm } from './use-site-form'

export interface ServiceFormProps {
  /** The service the request is about (sent as `service`). */
  service: string
  heading?: string
  buttonText?: string
  enabled?: boolean
  referencePage?: string
}

/** The service request form of the services drawer; its result shows inside the drawer. */
export function ServiceForm(props: ServiceFormProps) {
  const uid = useFormUid()
  return (
    <Island name="service-form" props={{ ...props, uid }} className="form-island">
      <ServiceFormView {...props} uid={uid} />
    </Island>
  )
}

/** Closes the drawer (`<dialog>`) the form sits in; the dialog gives focus back to its opener. */
function closeDrawer(event: MouseEvent<HTMLButtonElement>) {
  event.currentTarget.closest('dialog')?.close()
}

export function ServiceFormView({
  uid,
  service,
  heading,
  buttonText = 'Send request',
  enabled = true,
  referencePage,
}: WithUid<ServiceFormProps>) {
  const form = useSiteForm('service')
  const { result } = form
  const headingId = heading ? `${uid}-heading` : undefined
  const resultView = result && (
    <InlineResult ok={result.ok} title={result.title} message={result.message}>
      <div className="form-inline-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={(event) => {
            closeDrawer(event)
            form.dismissResult()
          }}
        >
          Close
        </button>
        {!result.ok && (
          <button type="button" className="btn btn-secondary" onClick={form.dismissResult}>
            Try again
          </button>
        )}
      </div>
    </InlineResult>
  )
  if (result?.ok) return resultView
  // After a failure the form stays mounted, only hidden, so 'Try again' finds the input kept.
  return (
    <>
      {resultView}
      <FormHeading id={headingId} text={result ? undefined : heading} level={3} />
      <FormShell
        kind="service"
        form={form}
        uid={uid}
        referencePage={referencePage}
        labelledBy={headingId}
        hidden={result !== null}
      >
        <input type="hidden" name="service" value={service} />
        <div className="form-grid">
          <FormFields uid={uid} form={form} fields={['fullName', 'email', 'message']} />
        </div>
        <SubmitRow form={form} text={buttonText} enabled={enabled} />
      </FormShell>
    </>
  )
}
