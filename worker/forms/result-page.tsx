import type { Context } from 'hono'
import { Form } from '../../src/blocks/ui/forms/Form'
import { useSite } from '../../src/blocks/ui/shell/site'
import { useFormRules } from '../../src/blocks/ui/forms/form-rules-context'
import type { PostedValue } from '../../src/forms/extra-checks'
import { extraFieldsFor, type ExtraField } from '../../src/forms/extra-fields'
import { FIELD_LABELS } from '../../src/forms/labels'
import { MESSAGES } from '../../src/forms/messages'
import type { FormResult } from '../../src/forms/result'
import { FILE_FORMS, type FormKind } from '../../src/forms/schemas'
import type { AppEnv } from '../app-env'
import { pageResponse } from '../render/page-response'
import { headingText } from '../../src/blocks/ui/HeadingText'
import { FORM_ID_PREFIX } from '../../src/blocks/ui/anchor-id'

/** A same-site path to go back to, from the Referer header ('/' when there is none). */
function backPath(c: Context<AppEnv>): string {
  const raw = c.req.header('referer')
  if (!raw) return '/'
  try {
    const url = new URL(raw)
    if (url.host !== new URL(c.req.url).host) return '/'
    const path = url.pathname + url.search
    // Never back to a result: a post's own answer (`/api/forms/…`) or a result page.
    const result = path.startsWith('/form-result') || path.startsWith('/api/')
    return path.startsWith('/') && !path.startsWith('//') && !result ? path : '/'
  } catch {
    return '/'
  }
}

/**
 * A field's label in the list of problems (a field the CF7 form adds: its own label): a field
 * with a problem to fix is not 'optional' here.
 */
function problemLabel(field: string, extras: readonly ExtraField[]): string {
  const label = FIELD_LABELS[field] ?? extras.find((f) => f.name === field)?.label ?? field
  return label.replace(/ \(optional\)$/, '')
}

const textOf = (value: PostedValue | undefined) => (typeof value === 'string' ? value : value?.[0])

/** A form to show again on its result page, with what the visitor typed. */
interface FormAgain {
  kind: FormKind
  values: Record<string, PostedValue>
}

/** The page's ids are the forms' own kind (`form-…`): no id from the CMS can take them. */
const FORM_AGAIN_ID = `${FORM_ID_PREFIX}again`
const RESULT_TITLE_ID = `${FORM_ID_PREFIX}result-title`

/**
 * The form again, below the problems, holding what the visitor typed and the errors beside the
 * fields ('Back to the form' leads here). A chosen file cannot be put back by a page.
 */
function FormAgainSection({
  form,
  result,
  back,
}: {
  form: FormAgain
  result: FormResult
  back: string
}) {
  const { kind, values } = form
  return (
    <section id={FORM_AGAIN_ID} className="form-again" aria-labelledby={`${FORM_AGAIN_ID}-title`}>
      <h2 id={`${FORM_AGAIN_ID}-title`}>Your form</h2>
      {FILE_FORMS[kind] && <p className="field-hint">{MESSAGES.fileChooseAgain}</p>}
      <Form
        kind={kind}
        values={values}
        errors={result.fieldErrors}
        referencePage={textOf(values.reference_page) ?? ''}
        vacancy={textOf(values.vacancy)}
        service={textOf(values.service)}
      />
      <p className="form-result-actions">
        <a className="btn btn-secondary" href={back}>
          Back to the page
        </a>
      </p>
    </section>
  )
}

/** The content of a form's result page (posts without JavaScript): title, text, the problems. */
function FormResultView({
  result,
  back,
  homeButton,
  form,
}: {
  result: FormResult
  back: string
  homeButton: boolean
  /** After a failure: the form again, with what the visitor typed. */
  form?: FormAgain
}) {
  const site = useSite()
  const extras = extraFieldsFor(
    form?.kind ?? 'unsubscribe',
    useFormRules(form?.kind ?? 'unsubscribe'),
  )
  const problems = Object.entries(result.fieldErrors)
  return (
    <section
      className={`container form-result-page ${result.ok ? 'is-success' : 'is-failure'}`}
      aria-labelledby={RESULT_TITLE_ID}
    >
      <h1 id={RESULT_TITLE_ID}>{headingText(result.title)}</h1>
      <p className="form-result-message">
        {/* Nothing is highlighted on this page: the list below says what to fix. */}
        {result.message === MESSAGES.checkFields ? MESSAGES.fixAndResend : result.message}
      </p>
      {problems.length > 0 && (
        <ul className="form-problems">
          {problems.map(([field, message]) => (
            <li key={field}>
              <strong>{problemLabel(field, extras)}:</strong> {message}
            </li>
          ))}
        </ul>
      )}
      {result.fieldErrors.captcha && (
        <p className="field-hint">
          {MESSAGES.captchaNeedsScript} <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      )}
      <p className="form-result-actions">
        {homeButton ? (
          <a className="btn btn-primary" href="/">
            Homepage
          </a>
        ) : (
          <a className="btn btn-primary" href={form ? `#${FORM_AGAIN_ID}` : back}>
            {result.ok ? 'Back to the page' : 'Back to the form'}
          </a>
        )}
      </p>
      {form && <FormAgainSection form={form} result={result} back={back} />}
    </section>
  )
}

/** The branded result page: never cached, never indexed. */
export async function resultPageResponse(
  c: Context<AppEnv>,
  result: FormResult,
  opts: { status: number; homeButton?: boolean; form?: FormAgain },
): Promise<Response> {
  const res = await pageResponse(
    c,
    {
      title: result.title,
      blocks: [],
      seo: null,
      preludeHasH1: true,
      formKinds: opts.form ? [opts.form.kind] : [],
      prelude: (
        <FormResultView
          result={result}
          back={backPath(c)}
          homeButton={opts.homeButton ?? false}
          form={opts.form}
        />
      ),
    },
    opts.status,
  )
  res.headers.set('cache-control', 'no-store')
  res.headers.set('x-robots-tag', 'noindex')
  return res
}
