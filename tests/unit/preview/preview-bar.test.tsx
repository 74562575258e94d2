import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PreviewItem } from '../../../src/cms/preview'
import { PreviewBar, previewState } from '../../../worker/preview/PreviewBar'

const item = (fields: Partial<PreviewItem>): PreviewItem => ({
  type: 'page',
  databaseId: 21,
  status: 'draft',
  isRevision: false,
  path: '/pricing',
  live: false,
  slug: 'pricing',
  title: 'Pricing',
  blocks: [],
  seo: { title: null, metaDesc: null, fullHead: null, canonical: null, image: null },
  image: null,
  ...fields,
})

describe('the preview bar', () => {
  it('names what the editor looks at', () => {
    expect(previewState(item({ status: 'draft' }))).toBe('Draft')
    expect(previewState(item({ status: 'pending' }))).toBe('Pending review')
    expect(previewState(item({ status: 'future' }))).toBe('Scheduled')
    expect(previewState(item({ status: 'private' }))).toBe('Private')
    expect(previewState(item({ status: 'draft', isRevision: true }))).toBe(
      'Draft, with its latest autosave',
    )
    expect(previewState(item({ status: 'publish', isRevision: true }))).toBe(
      'Unpublished changes to a published page',
    )
    expect(previewState(item({ status: 'publish' }))).toBe('Published, with no unpublished changes')
    expect(previewState(item({ type: 'vacancy', status: 'publish' }))).toBe(
      'The vacancy as WordPress lists it now',
    )
  })

  it('links to the live page only when there is one', () => {
    const editor = { databaseId: 2, name: 'Elena Marković' }
    const draft = renderToString(<PreviewBar item={item({})} editor={editor} nonce="n" />)
    expect(draft).toContain('<strong>Preview — not published</strong>')
    expect(draft).not.toContain('<a ')
    const live = renderToString(
      <PreviewBar
        item={item({ status: 'publish', live: true, path: '/about' })}
        editor={editor}
        nonce="n"
      />,
    )
    expect(live).toContain('<a href="/about">View the live page</a>')
  })
})
