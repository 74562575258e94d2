import { describe, expect, it } from 'vitest'
import { schemaWithout } from '../../../embedded-cms/src/graphql/plugins'
import { checkOperations, formatReport } from '../../../src/cms/check'
import { SITE_OPERATIONS } from '../../../src/cms/operations'

describe('every GraphQL operation the site sends', () => {
  const reports = checkOperations(schemaWithout([]))
  for (const report of reports) {
    it(`${report.name} is valid against the content service schema`, () => {
      expect(report.problems).toEqual([])
    })
  }

  it('names each operation after its query, once', () => {
    for (const op of SITE_OPERATIONS) expect(op.query).toMatch(new RegExp(`query ${op.name}[ (]`))
    expect(new Set(SITE_OPERATIONS.map((o) => o.name)).size).toBe(SITE_OPERATIONS.length)
  })

  it('keeps plugin fields out of the operations that decide whether a page exists', () => {
    for (const plugins of [['acf'], ['yoast'], ['acf', 'yoast']]) {
      const failing = checkOperations(schemaWithout(plugins)).filter((r) => r.problems.length)
      expect(failing.length, plugins.join()).toBeGreaterThan(0)
      expect(failing.filter((r) => r.required).map((r) => r.name)).toEqual([])
    }
  })

  it('reports the operation and the field a WordPress without ACF lacks', () => {
    const failing = checkOperations(schemaWithout(['acf'])).filter((r) => r.problems.length)
    const lottie = failing.find((r) => r.name === 'ServiceLottieBySlug')
    expect(lottie?.problems).toEqual([
      {
        field: 'Service.lottieAnimation',
        message: 'Cannot query field "lottieAnimation" on type "Service".',
      },
    ])
    const text = formatReport(checkOperations(schemaWithout(['yoast'])))
    // A failing optional operation is a warning (!), a failing required one a failure (✗).
    expect(text).toContain('! PageSeoByUri (optional: the SEO head of pages (Yoast SEO))')
    expect(text).toContain('    Page.seo: Cannot query field "seo" on type "Page".')
    expect(text).toContain('✓ PageByUri (required')
    expect(formatReport(reports)).toContain(
      `All ${SITE_OPERATIONS.length} operations are valid against this schema.`,
    )
  })
})
