import { LOTTIE_READ } from '../cms/rest'
import { VACANCIES_READ, vacancySchema } from '../cms/vacancies'
import { cf7TagSchema, FORM_DEFINITION_READ, formDefinitionPath } from '../forms/cf7-definition'
import { feedbackAnswerSchema } from '../forms/cf7-feedback'
import { cell } from './block-table'
import { propertyLines, typeText } from './schema-text'

/**
 * The README's table of the REST routes the site calls on WordPress and the plugin's own routes:
 * what is sent, and the part of the answer the site reads. Where the site reads an answer through a
 * zod schema, the shape is written from that schema; the rest is the code's behaviour, in words.
 */
interface RestRoute {
  route: string
  request: string
  answer: string[]
  source: string
}

const code = (text: string) => `\`${text}\``

const ROUTES: RestRoute[] = [
  {
    route: `POST ${feedbackPathPattern()}`,
    request:
      'multipart/form-data: `_wpcf7` (the id), `_wpcf7_unit_tag` (`YYYY-MM-DD_{id}`), the form kind\'s fields (see "Contact Form 7 forms"), the file as `cv`; with `CMS_AUTH`, never retried',
    answer: [
      `HTTP 200 for every outcome, JSON ${code(typeText(feedbackAnswerSchema))}`,
      "`status` `mail_sent` is success; `duplicated_email` shows the site's own text; any other shows `message`, with each `invalid_fields` message on its input",
      'any other HTTP status or body: "Form submission failed"',
    ],
    source: '`src/forms/cf7-feedback.ts`, `worker/forms/cf7-response.ts`',
  },
  {
    route: FORM_DEFINITION_READ.route,
    request: 'with `CMS_AUTH` (a user who may edit the form; anonymous callers get 403)',
    answer: [
      `JSON; the site reads ${code('properties.form.fields')}, each ${code(typeText(cf7TagSchema))} (a malformed tag is skipped)`,
      "401, 403, 404: the form keeps the site's own rules (logged); a timeout or 5xx: the last good copy",
    ],
    source: '`src/forms/cf7-definition.ts`',
  },
  {
    route: VACANCIES_READ.route,
    request: 'with `CMS_AUTH`; read like a list (`CMS_LIST_TIMEOUT_MS`, cached)',
    answer: [
      'a JSON list of vacancies (open positions only), each:',
      ...propertyLines(vacancySchema).map(code),
      'a vacancy of another shape is left out; `0` (WordPress without the action: HTTP 400), HTML or a body that is not a list is a failure',
    ],
    source: '`src/cms/vacancies.ts`',
  },
  {
    route: LOTTIE_READ.route,
    request:
      "`{id}`: the media item id of a service's `lottieAnimation` (ACF); with `CMS_AUTH`, cached",
    answer: [
      'any JSON: the lottie animation, sent to browsers as it is (`/api/lottie/{id}`); an error status or a body that is not JSON answers that address with 404 or 502',
    ],
    source: '`src/cms/rest.ts`',
  },
  {
    route: 'GET /wp-json/custom/v1/subscribe/{email}',
    request: '`{email}` URL-encoded; with `CMS_AUTH`, never retried',
    answer: [
      '2xx: subscribed',
      'otherwise the endpoint\'s own message is shown under the field: a JSON string, `{ message }`, or the raw text, if one line of at most 300 characters; no such message: "This email is already subscribed."',
      'WordPress\'s own errors (`rest_…`, `internal_server_error`, `wp_die`, an HTML page) are logged, never shown: "Form submission failed"',
    ],
    source: '`worker/forms/subscriptions.ts`',
  },
  {
    route: 'GET /wp-json/custom/v1/unsubscribe/{email}',
    request: '`{email}` URL-encoded; with `CMS_AUTH`, never retried',
    answer: [
      '2xx: unsubscribed',
      'the body `There is no user with this email.` (raw, a JSON string or `{ message }`): "There is no subscribed user with this email."',
      'anything else: "An error occurred. Please try again later." (logged)',
    ],
    source: '`worker/forms/subscriptions.ts`',
  },
  {
    route: 'POST /wp-json/custom/v1/frtposts',
    request: 'never called by the site',
    answer: [
      'a blog list (JSON `{ offset, size, onlySticky, categoryId, author, search, after, before }`) this site does not show; the embedded content service still answers it',
    ],
    source: '`embedded-cms/src/rest/posts.ts`',
  },
  {
    route: 'GET /wp-json/headless-site/v1/outcome?after={seq}',
    request:
      "the site's WordPress plugin, from the block editor (a user who may `edit_posts`); the site never calls it",
    answer: [
      '`{ outcome: null }` or `{ outcome: { seq, ok, code, message, addresses: string[], canRetry } }`: the latest refresh newer than `after`',
    ],
    source: '`wordpress/headless-site/includes/rest.php`',
  },
  {
    route: 'POST /wp-json/headless-site/v1/retry and /refresh',
    request:
      "the plugin's **Retry** and **Refresh** buttons (`edit_posts`; `/refresh` takes `post`, a post id, or 0: the whole site); they call the site's `POST /__cache/purge`",
    answer: [
      '`{ outcome: { seq, ok, code, message, addresses, canRetry } }`; a refresh the user may not do: 403',
    ],
    source: '`wordpress/headless-site/includes/rest.php`',
  },
]

/** CF7's feedback path with `{id}` in place of a form id. */
function feedbackPathPattern(): string {
  return `${formDefinitionPath(0).replace('/0', '/{id}')}/feedback`
}

export function restTable(): string {
  return [
    '| Route (on `CMS_URL`) | Request | What the site reads from the answer | Source of truth |',
    '| --- | --- | --- | --- |',
    ...ROUTES.map(
      (r) => `| ${code(r.route)} | ${cell([r.request])} | ${cell(r.answer)} | ${r.source} |`,
    ),
  ].join('\n')
}
