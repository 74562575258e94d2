import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { typeDefs } from '../../../embedded-cms/src/graphql/sdl'
import type { Operation } from '../../../src/cms/graphql'
import { CaseStudies, CaseStudyBySlug } from '../../../src/cms/operations/case-studies'
import { LIST_OPERATIONS } from '../../../src/cms/operations/lists'
import { PageByUri } from '../../../src/cms/operations/pages'
import { ServiceBySlug, Services } from '../../../src/cms/operations/services'

const schema = buildSchema(typeDefs)
const operations: Operation<never, unknown>[] = [
  PageByUri,
  CaseStudies,
  CaseStudyBySlug,
  Services,
  ServiceBySlug,
  ...Object.values(LIST_OPERATIONS),
] as Operation<never, unknown>[]

describe('every GraphQL operation the site sends', () => {
  for (const op of operations) {
    it(`${op.name} is valid against the content service schema`, () => {
      const errors = validate(schema, parse(op.query)).map((e) => e.message)
      expect(errors).toEqual([])
    })
  }

  it('names each operation after its query', () => {
    for (const op of operations) expect(op.query).toContain(`query ${op.name}`)
  })
})
