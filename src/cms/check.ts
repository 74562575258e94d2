import { parse, validate, type GraphQLSchema } from 'graphql'
import { SITE_OPERATIONS, type SiteOperation } from './operations'

/** One problem of an operation against a schema: the field (or type, argument) and the message. */
interface OperationProblem {
  /** `Type.field`, `Type.field(argument)` or a type name, when the message names one. */
  field: string | null
  message: string
}

interface OperationReport extends SiteOperation {
  problems: OperationProblem[]
}

/** Reads the field a graphql-js validation message is about. */
function fieldOf(message: string): string | null {
  const field = /Cannot query field "([^"]+)" on type "([^"]+)"/.exec(message)
  if (field) return `${field[2]}.${field[1]}`
  const argument = /Unknown argument "([^"]+)" on field "([^"]+)"/.exec(message)
  if (argument) return `${argument[2]}(${argument[1]})`
  const type = /Unknown type "([^"]+)"/.exec(message)
  if (type) return type[1] ?? null
  const value = /Value "([^"]+)" does not exist in "([^"]+)" enum/.exec(message)
  if (value) return `${value[2]}.${value[1]}`
  return null
}

/** Validates every operation of the site against a schema (introspected from a WordPress). */
export function checkOperations(
  schema: GraphQLSchema,
  operations: readonly SiteOperation[] = SITE_OPERATIONS,
): OperationReport[] {
  return operations.map((op) => ({
    ...op,
    problems: validate(schema, parse(op.query)).map((e) => ({
      field: fieldOf(e.message),
      message: e.message,
    })),
  }))
}

/** The report an owner reads: one line per operation, the failing fields under it. */
export function formatReport(reports: readonly OperationReport[]): string {
  const lines = reports.map((r) => {
    // A failing optional operation is a warning: its block or SEO head is left out.
    const mark = !r.problems.length ? '✓' : r.required ? '✗' : '!'
    const kind = r.required ? 'required' : 'optional'
    const head = `${mark} ${r.name} (${kind}: ${r.usedFor})`
    const problems = r.problems.map((p) => `    ${p.field ?? 'query'}: ${p.message}`)
    return [head, ...problems].join('\n')
  })
  const failing = reports.filter((r) => r.problems.length)
  const required = failing.filter((r) => r.required).length
  const summary = failing.length
    ? `${failing.length} of ${reports.length} operations fail against this schema` +
      (required ? ` (${required} required: those pages answer 503)` : '') +
      ' — optional ones leave their block or SEO head out.'
    : `All ${reports.length} operations are valid against this schema.`
  return [...lines, '', summary].join('\n')
}
