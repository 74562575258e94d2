import type { ReactNode } from 'react'
import type * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { describeFailure } from '../cms/errors'
import '../cms/zod-english'
import type { BlockContext, HtmlHeading, SanitizedHtml } from './block-context'

export interface BlockProps<A, D> {
  /** Unique on the page: for heading ids, controls and anchors. */
  id: string
  attrs: A
  data: D
  /** Sanitised `saveContent` of the block (only for blocks declared with `html: true`). */
  html: SanitizedHtml
  /** The block's rendered inner blocks. */
  children: ReactNode
}

interface BlockInput {
  key: string
  attrs: unknown
  saveContent: string
  children: ReactNode
  /**
   * Prepares the block's inner blocks (their nodes become `children`). Started after the block's
   * own ids are claimed (its anchor, its HTML's, its loader's before its first wait), so that the
   * page claims ids in document order (prepare-blocks.tsx).
   */
  inner?: () => Promise<ReactNode>
}

interface PreparedBlock {
  node: ReactNode
  /** The block renders the page's `h1`. */
  h1: boolean
  /** The `h2` headings of its HTML, in order (a page's table of contents lists them). */
  headings: HtmlHeading[]
}

/** A registry entry with its types erased behind `prepare`, so that the registry is one map. */
export interface BlockEntry {
  /** The block lays out its inner blocks (columns, group, cover…); others hold them in their HTML. */
  readonly inner: boolean
  /** What a visitor sees of the block: the README's block table (`npm run docs`). */
  readonly summary: string
  /** The attribute schema, for the README's block table. */
  readonly schema: $ZodType
  prepare(input: BlockInput, ctx: BlockContext): Promise<PreparedBlock | null>
}

interface BlockDefinition<S extends z.ZodMiniType, D> {
  /** What a visitor sees, one sentence: shown beside the block's names in the README. */
  summary: string
  schema: S
  load?: (attrs: z.output<S>, ctx: BlockContext) => Promise<D>
  html?: boolean
  /** The component renders `children`: the page prepares this block's inner blocks for it. */
  inner?: boolean
  /** The block renders the page's `h1` (a hero); pages without one get a title heading. */
  h1?: boolean
  Component: (props: BlockProps<z.output<S>, D>) => ReactNode
}

const NO_HTML: SanitizedHtml = { html: '', headings: [], ids: [] }

/** A short DOM id from a block's position key (`b-0-custom/hero` → `blk-1x2y3z`). */
function blockDomId(key: string): string {
  let hash = 0
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return `blk-${hash.toString(36)}`
}

/**
 * Whether a block's schema names an `anchor` (the contact sections'): only those render it as an
 * id. A core block's anchor is already in its HTML, which claims its ids itself.
 */
function declaresAnchor(schema: $ZodType): boolean {
  const def = schema._zod.def as { type: string; shape?: object }
  return def.type === 'object' && !!def.shape && 'anchor' in def.shape
}

/**
 * Attributes whose `anchor` is unique on the page (see BlockContext.claimAnchor); the validated
 * object is shared by every view of the block, so a renamed anchor goes on a copy.
 */
function withPageAnchor<T>(attrs: T, ctx: BlockContext): T {
  if (!ctx.claimAnchor || typeof attrs !== 'object' || attrs === null) return attrs
  const anchor: unknown = (attrs as { anchor?: unknown }).anchor
  if (typeof anchor !== 'string' || !anchor) return attrs
  const id = ctx.claimAnchor(anchor)
  return id === anchor ? attrs : { ...attrs, anchor: id }
}

/** Declares a block: attribute schema, optional loader, component. Bad attributes drop the block. */
export function defineBlock<S extends z.ZodMiniType, D = null>(
  def: BlockDefinition<S, D>,
): BlockEntry {
  // Validated once per attributes object (the same one for every view of a block, see
  // prepare-blocks): zod runs when content arrives, not on every request.
  const validated = new WeakMap<object, z.util.SafeParseResult<z.output<S>>>()
  const validate = (attrs: unknown) => {
    if (typeof attrs !== 'object' || attrs === null) return def.schema.safeParse(attrs)
    let result = validated.get(attrs)
    if (!result) {
      result = def.schema.safeParse(attrs)
      validated.set(attrs, result)
    }
    return result
  }
  const anchored = declaresAnchor(def.schema)
  return {
    inner: !!def.inner,
    summary: def.summary,
    schema: def.schema,
    async prepare(input, ctx) {
      const parsed = validate(input.attrs)
      if (!parsed.success) {
        ctx.log(`block ${input.key} dropped: invalid attributes: ${parsed.error.message}`)
        return null
      }
      const attrs = anchored ? withPageAnchor(parsed.data, ctx) : parsed.data
      // Before the first wait: the page claims the HTML's ids in document order (prepare-blocks).
      const html = def.html ? ctx.sanitize(input.saveContent) : NO_HTML
      let data: D
      // The loader runs to its first wait (its claims), then the inner blocks start.
      const loading = def.load?.(attrs, ctx)
      const inner = input.inner?.()
      try {
        data = loading ? await loading : (null as D)
      } catch (err) {
        // Names the CMS operation and its cause (timeout, HTTP status, GraphQL message).
        const reason = `block ${input.key} dropped: ${describeFailure(err)}`
        ctx.log(reason)
        ctx.fail?.(reason)
        return null
      }
      const { Component } = def
      return {
        h1: !!def.h1,
        headings: html.headings,
        node: (
          <Component
            key={input.key}
            id={blockDomId(input.key)}
            attrs={attrs}
            data={data}
            html={html}
          >
            {inner ? await inner : input.children}
          </Component>
        ),
      }
    },
  }
}
