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
    for (const [name, path] of Object.entries(pages)) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
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
