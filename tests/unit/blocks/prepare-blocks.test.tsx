import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { BlockContext } from '../../../src/blocks/block-context'
import { defineBlock } from '../../../src/blocks/define-block'
import { parseAttributes, prepareBlocks } from '../../../src/blocks/prepare-blocks'
import { sanitizeHtml } from '../../../worker/html/sanitize'
import type { ContentLoaders } from '../../../src/cms/loaders'
import { block } from '../../fixtures/cms-stub'

function context(isDev: boolean) {
  const log = vi.fn<(m: string) => void>()
  const ctx: BlockContext = {
    cms: {} as ContentLoaders,
    url: new URL('https://www.example.test/'),
    isDev,
    log,
    sanitize: sanitizeHtml,
  }
  return { ctx, log }
}

const render = (nodes: unknown[]) => renderToStaticMarkup(<>{nodes as React.ReactNode[]}</>)

describe('parseAttributes', () => {
  it("treats PHP's empty array as no attributes", () => {
    expect(parseAttributes('[]')).toEqual({})
    expect(parseAttributes(null)).toEqual({})
    expect(parseAttributes('{"a":1}')).toEqual({ a: 1 })
    expect(parseAttributes('{broken')).toBeUndefined()
  })
})

describe('prepareBlocks', () => {
  it('renders blocks in their order with nested columns', async () => {
    const { ctx } = context(false)
    const columns = block('core/columns', [], '', [
      block('core/column', { width: '40%' }, '', [block('core/html', [], '<p>left</p>')], 0),
      block('core/column', [], '', [block('core/freeform', [], '<p>right</p>')], 1),
    ])
    const prepared = await prepareBlocks(
      [
        { ...block('core/html', [], '<p>second</p>'), order: 1 },
        { ...columns, order: 0 },
      ],
      ctx,
    )
    const html = render(prepared.nodes)
    expect(html).toBe(
      '<div class="wp-columns"><div class="wp-column wp-col-40"><div class="prose"><p>left</p></div></div>' +
        '<div class="wp-column"><div class="prose"><p>right</p></div></div></div><div class="prose"><p>second</p></div>',
    )
    expect(html).not.toContain('data-island=')
  })

  it('shows a labelled placeholder for an unknown block in development', async () => {
    const { ctx, log } = context(true)
    const prepared = await prepareBlocks([block('custom/mystery', { a: 1 })], ctx)
    expect(render(prepared.nodes)).toContain('Unknown block: <code>custom/mystery</code>')
    expect(log).toHaveBeenCalledWith('unknown block type custom/mystery')
  })

  it('renders nothing for an unknown block in production, and logs it', async () => {
    const { ctx, log } = context(false)
    const prepared = await prepareBlocks([block('custom/mystery')], ctx)
    expect(render(prepared.nodes)).toBe('')
    expect(log).toHaveBeenCalledWith('unknown block type custom/mystery')
  })

  it('drops only the block whose attributes are invalid', async () => {
    const { ctx, log } = context(false)
    const prepared = await prepareBlocks(
      [
        { ...block('core/column', [], '', [], 0), attributesJSON: '{broken' },
        block('core/html', [], '<p>kept</p>', [], 1),
      ],
      ctx,
    )
    expect(render(prepared.nodes)).toBe('<div class="prose"><p>kept</p></div>')
    expect(log.mock.calls[0]?.[0]).toContain('dropped: invalid attributes')
  })

  it('renders an unregistered block type from its sanitised saved HTML, and logs it', async () => {
    const { ctx, log } = context(false)
    const callout =
      '<div class="wp-block-acme-callout" onclick="x()"><p><strong>Note:</strong> kept</p><script>alert(1)</script></div>'
    const prepared = await prepareBlocks([block('acme/callout', { tone: 'info' }, callout)], ctx)
    expect(render(prepared.nodes)).toBe(
      '<div class="prose"><div class="wp-block-acme-callout"><p><strong>Note:</strong> kept</p></div></div>',
    )
    expect(log).toHaveBeenCalledWith('unknown block type acme/callout: rendered from its HTML')
  })

  it('renders a layout block at the depth where inner blocks stop coming from its saved HTML', async () => {
    const { ctx } = context(false)
    // wp-graphql-gutenberg answers three levels of innerBlocks; the fourth level arrives without them.
    const deepest = block(
      'core/group',
      [],
      '<div class="wp-block-group"><h3>Deep</h3><div class="wp-block-group"><p>Deeper still</p></div></div>',
      [],
    )
    const tree = block('core/group', [], '', [
      block('core/columns', [], '', [block('core/column', [], '', [deepest])]),
    ])
    const html = render((await prepareBlocks([tree], ctx)).nodes)
    expect(html).toContain('<h3>Deep</h3>')
    expect(html).toContain('<p>Deeper still</p>')
  })

  it('renders a reusable block from the content WordPress rendered for it', async () => {
    const { ctx } = context(false)
    const reusable = {
      ...block('core/block', { ref: 501 }, ''),
      dynamicContent: '<p>Shared CTA</p>',
    }
    expect(render((await prepareBlocks([reusable], ctx)).nodes)).toBe(
      '<div class="prose"><p>Shared CTA</p></div>',
    )
  })

  it("does not render inner blocks twice: a text block's saved HTML already holds them", async () => {
    const { ctx } = context(false)
    const list = block('core/list', [], '<ul><li>One</li><li>Two</li></ul>', [
      block('core/list-item', [], '<li>One</li>', [], 0),
      block('core/list-item', [], '<li>Two</li>', [], 1),
    ])
    expect(render((await prepareBlocks([list], ctx)).nodes)).toBe(
      '<div class="prose"><ul><li>One</li><li>Two</li></ul></div>',
    )
  })
})

describe('work done once per block, not once per view (23.2)', () => {
  it('validates the same block attributes once, and again for other attributes', async () => {
    const schema = z.object({ title: z.string() })
    const validate = vi.spyOn(schema, 'safeParse')
    const entry = defineBlock({ schema, Component: ({ attrs }) => <h2>{attrs.title}</h2> })
    const { ctx } = context(false)
    const attrs = { title: 'Kept' }
    const input = { key: 'b-0', attrs, saveContent: '', children: [] }
    const first = await entry.prepare(input, ctx)
    const second = await entry.prepare(input, ctx)
    expect(render([first?.node, second?.node])).toBe('<h2>Kept</h2><h2>Kept</h2>')
    expect(validate).toHaveBeenCalledTimes(1)
    await entry.prepare({ ...input, attrs: { title: 'Edited' } }, ctx)
    expect(validate).toHaveBeenCalledTimes(2)
  })

  it('reads a block object once: a page viewed twice renders the same from one parse', async () => {
    const blocks = [block('core/paragraph', { dropCap: false }, '<p>Twice <b>the same</b>.</p>')]
    const parse = vi.spyOn(JSON, 'parse')
    const { ctx } = context(false)
    const first = render((await prepareBlocks(blocks, ctx)).nodes)
    const calls = parse.mock.calls.length
    const second = render((await prepareBlocks(blocks, ctx)).nodes)
    expect(second).toBe(first)
    expect(first).toContain('<b>the same</b>')
    expect(parse.mock.calls.length).toBe(calls)
    parse.mockRestore()
  })
})
