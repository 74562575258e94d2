import { toJSONSchema, type $ZodType, type JSONSchema } from 'zod/v4/core'
import { imageAttr } from '../blocks/ui/attrs'

/**
 * A zod schema written for people, like TypeScript: `{ url: string, alt?: string = "" }[]`.
 * What it describes is the input the schema accepts (what WordPress must send), not what the site
 * makes of it. Used by the README's generated tables (src/docs/readme.ts).
 */

type Json = JSONSchema.JSONSchema

const OPTIONS = { io: 'input', unrepresentable: 'any' } as const

/** A JSON Schema (`true`/`false` are "anything"/"nothing") as an object. */
const asSchema = (s: JSONSchema._JSONSchema | undefined): Json => (typeof s === 'object' ? s : {})

const literal = (value: unknown) => JSON.stringify(value)

/** A bound worth writing: zod's `int()` bounds every integer by ±(2^53 − 1). */
const bound = (n: unknown): n is number =>
  typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER

/** ` ≥ 1`, ` > 0.5`, ` 1 to 6`: a number's bounds, when it has any (an integer's as inclusive). */
function bounds(s: Json): string {
  const step = s.type === 'integer' ? 1 : 0
  const min = bound(s.minimum) ? s.minimum : undefined
  const max = bound(s.maximum) ? s.maximum : undefined
  const lo = min ?? (bound(s.exclusiveMinimum) && step ? s.exclusiveMinimum + step : undefined)
  const hi = max ?? (bound(s.exclusiveMaximum) && step ? s.exclusiveMaximum - step : undefined)
  if (lo !== undefined && hi !== undefined) return ` ${lo} to ${hi}`
  const parts = [
    lo !== undefined ? `≥ ${lo}` : bound(s.exclusiveMinimum) ? `> ${s.exclusiveMinimum}` : '',
    hi !== undefined ? `≤ ${hi}` : bound(s.exclusiveMaximum) ? `< ${s.exclusiveMaximum}` : '',
  ]
  return parts
    .filter(Boolean)
    .map((b) => ` ${b}`)
    .join('')
}

/** A schema's JSON without the dialect line only the outermost one carries. */
const withoutDialect = (s: Json) => JSON.stringify({ ...s, $schema: undefined })

/** Shapes with a name of their own: written once, under the table that uses them. */
export const NAMED_SHAPES: ReadonlyMap<string, { name: string; schema: $ZodType; about: string }> =
  new Map([
    [
      withoutDialect(toJSONSchema(imageAttr, OPTIONS)),
      {
        name: 'Image',
        schema: imageAttr,
        about: 'a media library image as WordPress stores it in a block',
      },
    ],
  ])

function typeOf(s: Json): string {
  const named = NAMED_SHAPES.get(withoutDialect(s))
  if (named) return named.name
  if (Array.isArray(s.type)) return s.type.join(' or ')
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives) return [...new Set(alternatives.map((a) => typeOf(asSchema(a))))].join(' or ')
  if (s.enum) return s.enum.map(literal).join(' or ')
  if (s.const !== undefined) return literal(s.const)
  switch (s.type) {
    case 'array': {
      const item = typeOf(asSchema(s.items as JSONSchema._JSONSchema | undefined))
      return item.includes(' or ') ? `(${item})[]` : `${item}[]`
    }
    case 'object':
      return s.properties && Object.keys(s.properties).length > 0
        ? `{ ${fields(s).join(', ')} }`
        : 'object'
    case 'integer':
    case 'number':
      return `${s.type}${bounds(s)}`
    case undefined:
      return 'any'
    default:
      return s.type
  }
}

/** `name: type`, `name?: type`, `name?: type = default` for each property of an object schema. */
function fields(s: Json): string[] {
  const required = new Set(s.required ?? [])
  return Object.entries(s.properties ?? {}).map(([name, raw]) => {
    const prop = asSchema(raw)
    const fallback = prop.default === undefined ? '' : ` = ${literal(prop.default)}`
    return `${name}${required.has(name) ? '' : '?'}: ${typeOf(prop)}${fallback}`
  })
}

/** Each property of an object schema, one per line. */
export const propertyLines = (schema: $ZodType): string[] => fields(toJSONSchema(schema, OPTIONS))

/** The whole schema as one type. */
export const typeText = (schema: $ZodType): string => typeOf(toJSONSchema(schema, OPTIONS))

/** A named shape's definition, for the line under a table: `Image` is `{ … }`. */
export const namedShapeText = (name: string): string => {
  const shape = [...NAMED_SHAPES.values()].find((s) => s.name === name)
  if (!shape) throw new Error(`no named shape ${name}`)
  return `\`${name}\` (${shape.about}): \`{ ${propertyLines(shape.schema).join(', ')} }\``
}
