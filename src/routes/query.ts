/**
 * A query parameter a page may read: how its raw value becomes what a block uses, and how a link
 * writes that value back. Two raw values that read alike show the same page, and a link written
 * from what a page read (`queryString`) shows that page again.
 */
export interface QueryParam<T> {
  /** Older names it is also read under (`?filter=` for `?category=`), when its own is absent. */
  readonly aliases?: readonly string[]
  /** A value names one visitor (an e-mail address): a page that reads it is never kept. */
  readonly personal?: boolean
  /** The value a block uses, from the request's raw value (null: absent). */
  read(raw: string | null): T
  /** The value as a link writes it; '' leaves the parameter out of the link. */
  write(value: T): string
}

/** What a parameter is read from: a request's query, read one name at a time. */
export type QueryReader = Pick<URLSearchParams, 'get'>

/** A set of parameters by name, in the order links write them. */
export type QuerySpec = Readonly<Record<string, QueryParam<unknown>>>

/** The values a spec's parameters read to. */
export type QueryValues<S extends QuerySpec> = {
  [K in keyof S]: S[K] extends QueryParam<infer T> ? T : never
}

/** Free text, cut to `max` characters, kept as written (a form shows it back). */
export function textParam(max: number, options: { personal?: boolean } = {}): QueryParam<string> {
  return { ...options, read: (raw) => (raw ?? '').slice(0, max), write: (value) => value }
}

/**
 * A name matched against a list without regard to case or surrounding space (a tag, a category):
 * it reads trimmed and lower-cased; a link writes the name as the list spells it.
 */
export function nameParam(max: number, aliases?: readonly string[]): QueryParam<string> {
  return {
    ...(aliases ? { aliases } : {}),
    read: (raw) => (raw ?? '').slice(0, max).trim().toLowerCase(),
    write: (value) => value,
  }
}

/**
 * An on/off switch (`?map=1`): on for `1`, `true`, `yes` or `on` in any case, off for anything else;
 * a link writes `1`, or leaves it out.
 */
export const flagParam: QueryParam<boolean> = {
  read: (raw) => ['1', 'true', 'yes', 'on'].includes((raw ?? '').trim().toLowerCase()),
  write: (value) => (value ? '1' : ''),
}

/** A page number: a whole number from 1 (anything else reads as 1); page 1 is left out of links. */
export const pageNumberParam: QueryParam<number> = {
  read: (raw) => {
    const asked = Number.parseInt(raw ?? '', 10)
    return Number.isFinite(asked) && asked >= 1 ? asked : 1
  },
  write: (value) => (value > 1 ? String(Math.floor(value)) : ''),
}

/** A parameter's name as a GET form's field writes it; naming one the spec lacks fails to compile. */
export const paramName = <S extends QuerySpec>(_spec: S, name: keyof S & string): string => name

/** Every name a spec's parameters are read under, aliases included (`filter` for `category`). */
export const namesOf = (spec: QuerySpec): string[] =>
  Object.entries(spec).flatMap(([name, param]) => [name, ...(param.aliases ?? [])])

/** The raw value a request gives a parameter: its own name first, then its aliases. */
function rawValue(params: QueryReader, name: string, param: QueryParam<unknown>) {
  for (const key of [name, ...(param.aliases ?? [])]) {
    // `get`, one name at a time: the page cache records which names a page read.
    const value = params.get(key)
    if (value !== null) return value
  }
  return null
}

/** Whether a request gives a parameter at all (under its own name or an alias). */
export const hasParam = <S extends QuerySpec>(
  params: QueryReader,
  spec: S,
  name: keyof S & string,
): boolean => spec[name] !== undefined && rawValue(params, name, spec[name]) !== null

/** The values of a spec's parameters in a request's query. */
export function readQuery<S extends QuerySpec>(params: QueryReader, spec: S): QueryValues<S> {
  const out: Record<string, unknown> = {}
  for (const [name, param] of Object.entries(spec))
    out[name] = param.read(rawValue(params, name, param))
  return out as QueryValues<S>
}

/** The query string (`?a=1`, or '' when empty) of the given values, in the spec's order. */
export function queryString<S extends QuerySpec>(spec: S, values: Partial<QueryValues<S>>): string {
  const params = new URLSearchParams()
  for (const [name, param] of Object.entries(spec)) {
    const value: unknown = values[name]
    const written = value === undefined ? '' : param.write(value)
    if (written) params.set(name, written)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** `path` with the given values of a spec's parameters (`/case-studies?category=IoT&page=2`). */
export function hrefWith<S extends QuerySpec>(
  path: string,
  spec: S,
  values: Partial<QueryValues<S>>,
): string {
  return path + queryString(spec, values)
}
