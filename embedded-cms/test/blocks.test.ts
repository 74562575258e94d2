import { describe, expect, it } from 'vitest'
import { gql } from './helpers'

interface Block {
  name: string
  order: number
  attributesJSON: string
  saveContent: string
  originalContent: string
  isDynamic: boolean
  dynamicContent: string | null
  innerBlocks?: Block[]
}

const FIELDS = 'name order attributesJSON saveContent originalContent isDynamic dynamicContent'
const QUERY = `{ page(id: "/how-we-work/", idType: URI) { blocks { ${FIELDS}
  innerBlocks { ${FIELDS} innerBlocks { ${FIELDS} innerBlocks { ${FIELDS} } } } } } }`

async function handbook(): Promise<Block[]> {
  const { body } = await gql(QUERY)
  return (body.data?.page as { blocks: Block[] }).blocks
}

describe('editor content like wp-graphql-gutenberg', () => {
  it('puts the inner blocks’ HTML in saveContent, and only the block’s own in originalContent', async () => {
    const cover = (await handbook()).find((b) => b.name === 'core/cover')
    expect(cover?.saveContent).toContain('Small teams, senior people, software in production')
    expect(cover?.saveContent).toContain('See our services')
    expect(cover?.originalContent).not.toContain('Small teams')
    expect(cover?.originalContent).toContain('wp-block-cover__inner-container')
    expect(cover?.innerBlocks?.map((b) => [b.order, b.name])).toEqual([
      [0, 'core/heading'],
      [1, 'core/paragraph'],
      [2, 'core/buttons'],
    ])
  })

  it('nests deeper than the query: the deepest fetched block still holds everything in saveContent', async () => {
    const group = (await handbook()).find((b) => b.name === 'core/group')
    const column = group?.innerBlocks?.[1]?.innerBlocks?.[0]
    const deepest = column?.innerBlocks?.[0]
    expect(deepest?.name).toBe('core/group')
    // Level 3 was selected without innerBlocks, yet its HTML carries levels 4 and 5.
    expect(deepest?.innerBlocks).toBeUndefined()
    expect(deepest?.saveContent).toContain('Discovery ends with a demo of a thin slice')
  })

  it('renders a reusable block as dynamic content; an unregistered type keeps its saved HTML', async () => {
    const blocks = await handbook()
    const reusable = blocks.find((b) => b.name === 'core/block')
    expect(reusable).toMatchObject({
      saveContent: '',
      isDynamic: true,
      attributesJSON: '{"ref":501}',
    })
    expect(reusable?.dynamicContent).toContain('Want to work this way?')
    const callout = blocks.find((b) => b.name === 'acme/callout')
    expect(callout).toMatchObject({ isDynamic: false, dynamicContent: null })
    expect(callout?.saveContent).toContain('your own engineers are welcome on our rota')
  })

  it('gives a self-closing block "" content and a block without attributes "[]"', async () => {
    const blocks = await handbook()
    expect(blocks.find((b) => b.name === 'core/separator')?.attributesJSON).toBe('[]')
    expect(blocks.find((b) => b.name === 'core/block')?.originalContent).toBe('')
  })
})
