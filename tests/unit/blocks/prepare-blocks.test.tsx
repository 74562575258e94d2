import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { BlockContext } from '../../../src/blocks/block-context'
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
      '<div class="wp-columns"><div class="wp-column" style="flex-basis:40%"><div class="prose"><p>left</p></div></div>' +
        '<div class="wp-column"><div class="prose"><p>right</p></div></div></div><div class="prose"><p>second</p></div>',
    )
    expect(prepared.hasIslands).toBe(false)
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
        block('core/column', { width: 42 }, '', [], 0),
        block('core/html', [], '<p>kept</p>', [], 1),
      ],
      ctx,
    )
    expect(render(prepared.nodes)).toBe('<div class="prose"><p>kept</p></div>')
    expect(log.mock.calls[0]?.[0]).toContain('dropped: invalid attributes')
  })
})
