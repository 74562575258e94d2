import { describe, expect, it } from 'vitest'
import posts from '../content/posts.json'
import { gutenbergBlocks } from '../src/graphql/blocks'
import { doShortcode as doShortcodeOf } from '../src/graphql/shortcodes'
import { gql, operator } from './helpers'

/** The demo's newest blog posts, newest first. */
const newest = (count: number) =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count)

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

/** A block of blocksJSON: wp_json_encode() of wp-graphql-gutenberg's Block objects. */
interface JsonBlock {
  name: string
  order: number
  postId: number
  attributes: Record<string, unknown> | []
  saveContent: string
  originalContent: string
  dynamicContent: string | null
  innerBlocks: JsonBlock[]
}

async function handbookJson(): Promise<{ raw: string; blocks: JsonBlock[] }> {
  const { body } = await gql(`{ page(id: "/how-we-work/", idType: URI) { blocksJSON } }`)
  const raw = (body.data?.page as { blocksJSON: string }).blocksJSON
  return { raw, blocks: JSON.parse(raw) as JsonBlock[] }
}

/** group > columns > column > group > group (has-background): its inner blocks are at depth 5. */
const depth5 = (blocks: JsonBlock[]) =>
  blocks[2]?.innerBlocks[1]?.innerBlocks[0]?.innerBlocks[0]?.innerBlocks[2]?.innerBlocks ?? []
/** The same depth in the second column (group > list > group, has-background). */
const depth5Second = (blocks: JsonBlock[]) =>
  blocks[2]?.innerBlocks[1]?.innerBlocks[1]?.innerBlocks[0]?.innerBlocks[3]?.innerBlocks ?? []

describe('blocksJSON: the whole tree, as wp-graphql-gutenberg encodes it', () => {
  it('holds every level with the Block object’s own properties, PHP-encoded', async () => {
    const { raw, blocks } = await handbookJson()
    expect(Object.keys(blocks[0] ?? {})).toEqual([
      'innerBlocks',
      'name',
      'postId',
      'blockType',
      'originalContent',
      'saveContent',
      'order',
      'get_parent',
      'attributes',
      'attributesType',
      'dynamicContent',
    ])
    // wp_json_encode escapes slashes; an empty attribute array is `[]`.
    expect(raw).toContain('<\\/p>')
    expect(blocks.find((b) => b.name === 'core/separator')?.attributes).toEqual([])
    expect(blocks[0]?.postId).toBe(25)
    const names = depth5(blocks).map((b) => [b.order, b.name])
    expect(names).toEqual([
      [0, 'core/paragraph'],
      [1, 'core/group'],
      [2, 'core/paragraph'],
      [3, 'core/block'],
    ])
    expect(depth5Second(blocks).map((b) => [b.order, b.name])).toEqual([
      [0, 'core/shortcode'],
      [1, 'core/paragraph'],
      [2, 'core/spacer'],
      [3, 'core/embed'],
    ])
  })

  it('resolves a reusable block at depth 5 into its inner blocks and renders it', async () => {
    const reusable = depth5((await handbookJson()).blocks).find((b) => b.name === 'core/block')
    expect(reusable).toMatchObject({ attributes: { ref: 502 }, saveContent: '' })
    const group = reusable?.innerBlocks[0]
    expect(group?.name).toBe('core/group')
    expect(group?.attributes).toMatchObject({ backgroundColor: 'navy', textColor: 'white' })
    expect(group?.innerBlocks.map((b) => b.name)).toEqual([
      'core/heading',
      'core/list',
      'core/shortcode',
    ])
    expect(reusable?.dynamicContent).toContain('What you get after discovery')
    // Rendered at request time: the shortcode inside the reusable block ran.
    expect(reusable?.dynamicContent).toContain(
      '<a class="wp-block-button__link wp-element-button" href="/free-consultation">Ask for a discovery week</a>',
    )
    expect(reusable?.dynamicContent).not.toContain('[button')
  })

  it('keeps shortcodes raw in saved HTML and runs them in dynamicContent', async () => {
    const blocks = depth5((await handbookJson()).blocks)
    const shortcode = blocks[1]?.innerBlocks.find((b) => b.name === 'core/shortcode')
    expect(shortcode?.saveContent).toBe('[button url="/contact"]Book a discovery week[/button]')
    expect(shortcode?.dynamicContent).toBe(
      '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact">Book a discovery week</a></div>',
    )
    const inline = blocks[2]
    expect(inline?.saveContent).toContain('[highlight]what runs')
    expect(inline?.dynamicContent).toContain(
      '<mark class="has-inline-color">what runs at the end of the week is what we estimate from</mark>',
    )
  })

  it('leaves out what WordPress 6.5+ keeps as rich text (a summary, a caption): it is only in the HTML', async () => {
    const all = (list: JsonBlock[]): JsonBlock[] => list.flatMap((b) => [b, ...all(b.innerBlocks)])
    const blocks = all((await handbookJson()).blocks)
    const details = blocks.find((b) => b.name === 'core/details')
    expect(details?.attributes).toEqual({ showContent: false })
    expect(details?.originalContent).toContain(
      '<summary>What do you need from us during discovery?</summary>',
    )
    const gallery = blocks.find((b) => b.name === 'core/gallery')
    expect(gallery?.attributes).not.toHaveProperty('caption')
    expect(gallery?.originalContent).toContain('Planning, pairing and the yearly meetup.')
    const embed = blocks.find((b) => b.name === 'core/embed')
    expect(embed?.attributes).not.toHaveProperty('caption')
    expect(embed?.saveContent).toContain('<figcaption')
  })

  it('saves an embed as its bare URL and a spacer with its height attribute', async () => {
    const blocks = depth5Second((await handbookJson()).blocks)
    const embed = blocks.find((b) => b.name === 'core/embed')
    expect(embed).toMatchObject({
      attributes: { url: 'https://vimeo.com/76979871', providerNameSlug: 'vimeo' },
      dynamicContent: null,
    })
    expect(embed?.saveContent).toContain('\nhttps://vimeo.com/76979871\n')
    expect(blocks.find((b) => b.name === 'core/spacer')?.attributes).toEqual({ height: '24px' })
  })
})

describe('[embed] outside classic content', () => {
  it('is a link in a paragraph or shortcode block at any depth, as the site’s plugin renders it', () => {
    const url = 'https://www.youtube.com/watch?v=3ZTcIvYbCrc'
    const [group] = gutenbergBlocks(
      [
        {
          name: 'core/group',
          html: '<div class="wp-block-group"><!-- inner-blocks --></div>',
          innerBlocks: [
            { name: 'core/paragraph', html: `<p>Our film: [embed]${url}[/embed] (2 min)</p>` },
            { name: 'core/shortcode', html: `[embed width="640"]${url}[/embed]` },
          ],
        },
      ],
      7,
      'https://cms.example.test',
    )
    const link = `<a href="${url}">${url}</a>`
    expect(group?.innerBlocks.map((b) => b.dynamicContent)).toEqual([
      `<p>Our film: ${link} (2 min)</p>`,
      link,
    ])
    // WordPress's own [embed] outside the_content renders nothing.
    expect(doShortcodeOf(`a [embed]${url}[/embed] b`)).toBe('a  b')
  })
})

describe('shortcodes as do_shortcode() runs them', () => {
  it('runs registered tags only, nested ones too, and prints [[tag]] literally', async () => {
    const { doShortcode } = await import('../src/graphql/shortcodes')
    expect(doShortcode('[highlight]a [button url="/x"]b[/button][/highlight]')).toBe(
      '<mark class="has-inline-color">a <div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/x">b</a></div></mark>',
    )
    expect(doShortcode('[[highlight]] and [unknown]x[/unknown]')).toBe(
      '[highlight] and [unknown]x[/unknown]',
    )
    expect(
      doShortcode(
        '[caption id="attachment_7" align="alignleft" width="300"]<img src="/a.jpg" alt=""> A caption[/caption]',
      ),
    ).toBe(
      '<figure id="attachment_7" aria-describedby="caption-attachment_7" style="width: 300px" class="wp-caption alignleft"><img src="/a.jpg" alt=""><figcaption id="caption-attachment_7" class="wp-caption-text">A caption</figcaption></figure>',
    )
  })
})

describe('[gallery] as WordPress core renders it', () => {
  it('shows each image at the size asked for, with its srcset, linked to its file', () => {
    const html = doShortcodeOf('<p>[gallery ids="3439,3440" columns="2" size="medium"]</p>')
    expect(html).toContain(
      "<div id='gallery-1' class='gallery galleryid-0 gallery-columns-2 gallery-size-medium'>",
    )
    expect(html.match(/<figure class='gallery-item'>/g)).toHaveLength(2)
    expect(html).toContain(
      '<a href=\'/wp-content/uploads/2025/03/about-grid-0.jpg\'><img width="300" height="225" src="/wp-content/uploads/2025/03/about-grid-0-300x225.jpg" class="attachment-medium size-medium"',
    )
    expect(html).toContain('/wp-content/uploads/2025/03/about-grid-1-1024x768.jpg 1024w')
    expect(html).not.toContain('[gallery')
  })
})

describe("Contact Form 7's shortcode as CF7 6.1 renders it", () => {
  it('renders the form in its wrapper, posting to WordPress; an unknown id gives its error', async () => {
    const { doShortcode } = await import('../src/graphql/shortcodes')
    const form = doShortcode('[contact-form-7 id="101" title="Contact"]')
    expect(form).toMatch(
      /^<div class="wpcf7 no-js" id="wpcf7-f101-o1" lang="en-US" dir="ltr" data-wpcf7-id="101">\n/,
    )
    expect(form).toContain(
      '<form action="/graphql#wpcf7-f101-o1" method="post" class="wpcf7-form init"',
    )
    expect(form.endsWith('</form>\n</div>')).toBe(true)
    expect(doShortcode('[contact-form-7 id="99999" title="Gone"]')).toBe(
      '<p class="wpcf7-contact-form-not-found"><strong>Error:</strong> Contact form not found.</p>',
    )
  })
})

describe("classic-editor content (core/freeform) as the_content renders it, with the site's plugin", () => {
  // What the classic editor stores: no <p>, blank lines between paragraphs (seen on WordPress 6.1).
  const CLASSIC = [
    'First paragraph.',
    '',
    'Second paragraph with a line',
    'break.',
    '',
    '[embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ[/embed]',
    '',
    'https://vimeo.com/76979871',
    '',
    '<h2>A heading</h2>',
    '<ul>',
    '<li>An item</li>',
    '</ul>',
    '[highlight]Marked[/highlight] text.',
  ].join('\n')

  it('has paragraphs, embeds as links, and shortcodes run in dynamicContent; saveContent stays as stored', async () => {
    const put = await operator('/test-pages', {
      method: 'PUT',
      body: JSON.stringify({
        id: 90130,
        slug: 'classic',
        uri: '/classic/',
        title: 'Classic',
        blocks: [{ name: 'core/freeform', html: CLASSIC }],
      }),
    })
    expect(put.status).toBe(200)
    try {
      const { body } = await gql(`{ page(id: "/classic/", idType: URI) { blocksJSON } }`)
      const [block] = JSON.parse((body.data?.page as { blocksJSON: string }).blocksJSON) as {
        saveContent: string
        dynamicContent: string
      }[]
      expect(block?.saveContent).toBe(CLASSIC)
      expect(block?.dynamicContent).toBe(
        [
          '<p>First paragraph.</p>',
          '<p>Second paragraph with a line<br />\nbreak.</p>',
          '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></p>',
          '<p><a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a></p>',
          '<h2>A heading</h2>',
          '<ul>',
          '<li>An item</li>',
          '</ul>',
          '<p><mark class="has-inline-color">Marked</mark> text.</p>',
        ].join('\n'),
      )
    } finally {
      await operator('/test-pages', { method: 'DELETE' })
    }
  })
})

describe('core/latest-posts, rendered per request as WordPress does', () => {
  it('lists the newest posts, postsToShow of them (5 by default), each linking its permalink', () => {
    const [shown] = gutenbergBlocks(
      [{ name: 'core/latest-posts', attributes: { postsToShow: 2 } }],
      7,
      'https://cms.example.test/',
    )
    expect(shown?.dynamicContent).toBe(
      '<ul class="wp-block-latest-posts__list wp-block-latest-posts">' +
        newest(2)
          .map(
            (p) =>
              `<li><a class="wp-block-latest-posts__post-title" href="https://cms.example.test/${p.slug}/">${p.title}</a></li>`,
          )
          .join('') +
        '</ul>',
    )
    const [plain] = gutenbergBlocks([{ name: 'core/latest-posts' }], 7, 'https://cms.example.test')
    expect(plain?.dynamicContent?.match(/<li>/g)).toHaveLength(5)
    expect(plain?.saveContent).toBe('')
  })
})
