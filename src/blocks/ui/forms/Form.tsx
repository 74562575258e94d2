import type { MouseEvent } from 'react'
import type { PostedValue } from '../../../forms/extra-checks'
import { extraFieldsFor } from '../../../forms/extra-fields'
import { MESSAGES } from '../../../forms/messages'
import { fileRuleFor, withChoices, type FormRules } from '../../../forms/rules'
import { CAPTCHA_FORMS, type FieldErrors, type FormKind } from '../../../forms/schemas'
import { Island } from '../Island'
import { usePageInfo } from '../page-info'
import { useSite } from '../shell/site'
import { FORM_LAYOUTS, type ModalTitle } from './form-kinds'
import { useFormUid, type WithUid } from './form-uid'
import { useFormRules } from './form-rules-context'
import { ExtraFields } from './ExtraFields'
import { FormFields, type FieldName, type FieldOptions } from './FormFields'
import { FormHeading, FormShell, SubmitRow } from './FormParts'
import { extraGridField, loneHalfFields, siteGridField } from './grid-rows'
import { InlineResult } from './InlineResult'
import { ResultModal } from './ResultModal'
import { useSiteForm, type SiteForm } from './use-site-form'

/** What a block sets on one of the site's forms (all optional but the kind). */
export interface FormProps {
  kind: FormKind
  /** The form's own heading (none by default: blocks title their sections). */
  heading?: string
  buttonText?: string
  /** Title of the result modal. */
  modalTitle?: ModalTitle
  /** The company's address named where a form cannot be sent (set from the site's profile). */
  contactEmail?: string
  /** False when the CMS form id is 0: the form shows but cannot be sent. */
  enabled?: boolean
  /** CF7's `reference_page`: the page's title unless the block names another (a vacancy). */
  referencePage?: string
  /** The vacancy (slug) an application is for. */
  vacancy?: string
  /** The service a service request is about. */
  service?: string
  placeholder?: string
  /** Shown on an email form's success (the server's message when empty). */
  confirmMessage?: string
  /** Prefills the email (the unsubscribe link). */
  defaultEmail?: string
  /** The options of the contact form's interest select: overrides the CF7 form's own. */
  interests?: readonly string[]
  /** The CF7 form's rules (choices, required fields, file rules), read on the server. */
  rules?: FormRules
  /** What the visitor typed: a result page without JavaScript shows the form again with it. */
  values?: Record<string, PostedValue>
  /** The problems to show from the start, with `values`. */
  errors?: FieldErrors
}

/**
 * The rules a form's island carries: of the CF7 form's fields, only those the form shows beyond the
 * site's own (none: no list at all, so a form without extra fields is what it always was).
 */
function forIsland(kind: FormKind, rules: FormRules | undefined): FormRules | undefined {
  if (!rules) return rules
  const extras = extraFieldsFor(kind, rules)
  const copy = { ...rules }
  delete copy.inputs
  return extras.length ? { ...copy, inputs: extras } : copy
}

/** One of the site's forms: server-rendered, posting without JavaScript, hydrated as an island. */
export function Form(props: FormProps) {
  const uid = useFormUid()
  const page = usePageInfo()
  const site = useSite()
  const cf7Rules = useFormRules(props.kind)
  const island = {
    ...props,
    rules: forIsland(props.kind, props.rules ?? cf7Rules),
    referencePage: props.referencePage ?? (page.title || undefined),
    contactEmail: props.contactEmail ?? site.email,
  }
  return (
    <Island name="form" props={{ ...island, uid }} className="form-island">
      <FormView {...island} uid={uid} />
    </Island>
  )
}

/**
 * Said at the top of a form whose captcha is a proof of work run by JavaScript: without it the form
 * cannot be sent, and the visitor learns so before typing a word or choosing a file.
 */
function NeedsScriptNotice({ email }: { email: string }) {
  return (
    <noscript>
      <p className="form-notice">
        {email ? (
          <>
            {MESSAGES.formNeedsScript} <a href={`mailto:${email}`}>{email}</a>.
          </>
        ) : (
          MESSAGES.formNeedsScript.replace(/ You can also write to us at$/, '')
        )}
      </p>
    </noscript>
  )
}

/** Closes the drawer (`<dialog>`) the form sits in; the dialog gives focus back to its opener. */
function closeDrawer(event: MouseEvent<HTMLButtonElement>) {
  event.currentTarget.closest('dialog')?.close()
}

/** The result shown in place (drawer and email forms); null while there is none to show there. */
function ResultInPlace({ form, props }: { form: SiteForm; props: WithUid<FormProps> }) {
  const { result } = form
  const layout = FORM_LAYOUTS[props.kind]
  if (!result) return null
  if (layout.result === 'drawer') {
    return (
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
  }
  if (layout.result !== 'inline' || !result.ok) return null
  return (
    <InlineResult
      ok
      title={layout.successTitle ?? ''}
      message={props.confirmMessage || result.message}
    >
      {props.kind === 'unsubscribe' && (
        <a className="btn btn-primary" href="/">
          Homepage
        </a>
      )}
    </InlineResult>
  )
}

/** The form of a kind, laid out as FORM_LAYOUTS says, with its result view. */
export function FormView(props: WithUid<FormProps>) {
  const { uid, kind } = props
  const layout = FORM_LAYOUTS[kind]
  // What the form shows is what it checks: the CF7 form's rules, the block's options first.
  const rules = withChoices(props.rules, 'interest', props.interests)
  const form = useSiteForm(kind, {
    failureOnEmail: layout.result === 'inline',
    initialErrors: props.errors,
    rules,
  })
  const { result } = form
  const inPlace = <ResultInPlace form={form} props={props} />
  // A success in place replaces the form; after a failure in the drawer the form stays mounted,
  // only hidden, so 'Try again' finds the input kept.
  if (result?.ok && layout.result !== 'modal') return inPlace
  const hidden = layout.result === 'drawer' && result !== null
  const headingId = props.heading ? `${uid}-heading` : undefined
  // The CF7 form's fields beyond the site's own come after the site's, before the consent.
  const extras = extraFieldsFor(kind, rules)
  const inGrid =
    layout.grid.includes('termsAccepted') ||
    (layout.grid.length > 0 && !layout.fields.includes('termsAccepted'))
  const cutOf = (names: readonly FieldName[]) =>
    names.includes('termsAccepted') ? names.indexOf('termsAccepted') : names.length
  const gridCut = cutOf(layout.grid)
  const span = loneHalfFields([
    ...layout.grid.slice(0, gridCut).map(siteGridField),
    ...(inGrid ? extras.map(extraGridField) : []),
    ...layout.grid.slice(gridCut).map(siteGridField),
  ])
  const options: FieldOptions = {
    emailPlaceholder: props.placeholder,
    defaultEmail: props.defaultEmail,
    cvLabel: layout.cvLabel,
    file: fileRuleFor(kind, rules) ?? undefined,
    interests: rules?.choices.interest,
    required: rules?.required,
    values: props.values,
    span,
  }
  const confirmMessage = layout.result === 'inline' ? props.confirmMessage : undefined
  const fields = (names: readonly FieldName[]) =>
    names.length > 0 && <FormFields uid={uid} form={form} fields={names} options={options} />
  const withExtras = (names: readonly FieldName[], here: boolean) => {
    if (!here || extras.length === 0) return fields(names)
    const cut = cutOf(names)
    return (
      <>
        {fields(names.slice(0, cut))}
        <ExtraFields uid={uid} form={form} fields={extras} values={props.values} span={span} />
        {fields(names.slice(cut))}
      </>
    )
  }
  return (
    <>
      {layout.result === 'drawer' && inPlace}
      <FormHeading
        id={headingId}
        text={hidden ? undefined : props.heading}
        level={layout.headingLevel}
      />
      <FormShell
        kind={kind}
        form={form}
        uid={uid}
        referencePage={kind === 'unsubscribe' ? undefined : props.referencePage}
        labelledBy={headingId}
        className={layout.inline ? 'form-inline' : undefined}
        hidden={hidden}
      >
        {CAPTCHA_FORMS.includes(kind) && <NeedsScriptNotice email={props.contactEmail ?? ''} />}
        {/* A form switched off in the CMS says so to the edge too, which refuses it. */}
        {props.enabled === false && <input type="hidden" name="form" value="off" />}
        {/* Shown by the result page of a post without JavaScript. */}
        {confirmMessage && <input type="hidden" name="confirm_message" value={confirmMessage} />}
        {kind === 'application' && (
          <input type="hidden" name="vacancy" value={props.vacancy ?? ''} />
        )}
        {kind === 'service' && <input type="hidden" name="service" value={props.service ?? ''} />}
        {layout.grid.length > 0 && (
          <div className="form-grid">{withExtras(layout.grid, inGrid)}</div>
        )}
        {withExtras(layout.fields, !inGrid)}
        <SubmitRow
          form={form}
          text={props.buttonText ?? layout.button}
          enabled={props.enabled ?? true}
        />
      </FormShell>
      {layout.result === 'modal' && result && (
        <ResultModal
          uid={uid}
          title={props.modalTitle ?? layout.modalTitle ?? 'Contact Us'}
          result={result}
          onClose={form.dismissResult}
        />
      )}
    </>
  )
}
