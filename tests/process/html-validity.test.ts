import { HtmlValidate } from 'html-validate'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'
import { pageOfEachType } from '../shared/page-types'

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // React writes void elements as `<meta/>`, which HTML allows.
    'void-style': 'off',
    'no-self-closing': 'off',
  },
})
let pages: Record<string, string> = {}
beforeAll(async () => {
  pages = await pageOfEachType(baseUrl())
})

describe('HTML validity', () => {
  it('every page type has 0 validator errors', async () => {
    const errors: string[] = []
    // Every page is fetched before any is validated: validating blocks the event loop for seconds
    // on a busy machine, long enough for the site to close the idle keep-alive connection before
    // undici's own timer can retire it, and the next fetch on it failed ("other side closed").
    const fetched: { name: string; path: string; html: string }[] = []
    for (const [name, path] of Object.entries(pages))
      fetched.push({ name, path, html: await (await fetch(`${baseUrl()}${path}`)).text() })
    for (const { name, path, html } of fetched) {
      const report = await validator.validateString(html)
      for (const result of report.results) {
        for (const m of result.messages) {
          errors.push(`${name} ${path}: ${m.ruleId} ${m.message} (line ${m.line}:${m.column})`)
        }
      }
    }
    expect(errors).toEqual([])
  })
})
