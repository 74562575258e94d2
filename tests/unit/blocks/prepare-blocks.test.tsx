import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { BlockContext } from '../../../src/blocks/block-context'
import { defineBlock } from '../../../src/blocks/define-block'
import { normalizeAttributes, prepareBlocks } from '../../../src/blocks/prepare-blocks'
import { sanitizeHtml } from '../../../worker/html/sanitize'
import type { ContentLoaders } from '../../../src/cms/loaders'
import { block } from '../../fixtures/cms-stub'
import { CmsError } from '../../../src/cms/errors'

function context(isDev: boolean) {
  const log = vi.fn<(m: string) => void>()
  const ctx: BlockContext = {
    cms: {} as ContentLoaders,
    url: new URL('https://www.example.test/'),
    isDev,
    log,
    sanitize: (html, images) => sanitizeHtml(html, new Set(), images),
  }
  return { ctx, log }
}

const render = (nodes: unknown[]) => renderToStaticMarkup(<>{nodes as React.ReactNode[]}</>)

describe('normalizeAttributes', () => {
  it("treats PHP's empty array as no attributes", () => {
    expect(normalizeAttributes([])).toEqual({})
    expect(normalizeAttributes(null)).toEqual({})
    expect(normalizeAttributes({ a: 1 })).toEqual({ a: 1 })
    expect(normalizeAttributes('oops')).toBe('oops')
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
        { ...block('core/column', [], '', [], 0), attributes: 'oops' },
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

  it('renders a reusable block, a shortcode, an embed and a spacer at depth 5 as at the top', async () => {
    const { ctx, log } = context(false)
    // What blocksJSON holds: the whole tree; the reusable block's inner blocks are the referenced post's.
    const reusable = {
      ...block('core/block', { ref: 502 }, '', [
        block('core/group', { backgroundColor: 'navy', textColor: 'white' }, '', [
          block('core/heading', [], '<h3 class="wp-block-heading">Shared checklist</h3>'),
        ]),
      ]),
      dynamicContent: '<h3 class="wp-block-heading">Shared checklist</h3>',
    }
    const shortcode = {
      ...block('core/shortcode', [], '[button url="/contact"]Book[/button]'),
      dynamicContent:
        '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact">Book</a></div>',
    }
    const embed = block(
      'core/embed',
      { url: 'https://vimeo.com/76979871', providerNameSlug: 'vimeo', type: 'video' },
      '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\nhttps://vimeo.com/76979871\n</div></figure>',
    )
    const spacer = block('core/spacer', { height: '24px' }, '<div style="height:24px"></div>')
    const deepest = [reusable, shortcode, embed, spacer].map((b, order) => ({ ...b, order }))
    const tree = block('core/group', { align: 'wide' }, '', [
      block('core/columns', [], '', [
        block('core/column', [], '', [
          block('core/group', [], '', [block('core/group', [], '', deepest)]),
        ]),
      ]),
    ])
    const html = render((await prepareBlocks([tree], ctx)).nodes)
    expect(html).toContain(
      '<div class="wp-group has-navy-background-color has-background has-white-color has-text-color"><div class="prose"><h3 class="wp-block-heading">Shared checklist</h3></div></div>',
    )
    expect(html).toContain(
      '<a class="wp-block-button__link wp-element-button" href="/contact">Book</a>',
    )
    expect(html).not.toContain('[button')
    expect(html).toContain(
      '<a class="core-embed-link" href="https://vimeo.com/76979871" rel="noopener noreferrer" target="_blank"><span class="core-embed-title">Watch on Vimeo</span>',
    )
    expect(html).toContain('<div class="wp-block-spacer core-spacer-xs" aria-hidden="true"></div>')
    expect(html.startsWith('<div class="wp-group alignwide">')).toBe(true)
    expect(log).not.toHaveBeenCalled()
  })

  it('leaves out a shortcode WordPress did not render, and logs the block', async () => {
    const { ctx, log } = context(false)
    // A WordPress without the mu-plugin: core/shortcode renders wpautop() of the raw text.
    const raw = {
      ...block('core/shortcode', [], '[gravityform id="5"]'),
      dynamicContent: '<p>[gravityform id="5"]</p>',
    }
    const inline = block('core/paragraph', [], '<p>Say [highlight]hello[/highlight] to us</p>')
    const prepared = await prepareBlocks(
      [block('core/group', [], '', [raw, { ...inline, order: 1 }])],
      ctx,
    )
    const html = render(prepared.nodes)
    expect(html).toBe('<div class="wp-group"><div class="prose"><p>Say hello to us</p></div></div>')
    expect(log).toHaveBeenCalledWith(
      "block b-0-core/group-0-core/shortcode: shortcode [gravityform] was not rendered by WordPress (not registered, or the site's WordPress plugin headless-site is not active): left out",
    )
    expect(log).toHaveBeenCalledWith(
      'block b-0-core/group-1-core/paragraph: shortcode [highlight] was not rendered by WordPress: its text is shown without it',
    )
  })

  it('leaves out the blocks that list the blog the site does not serve, and logs each', async () => {
    const { ctx, log } = context(false)
    // What WordPress 6.1 renders for a Latest Posts block (shortened): links to blog permalinks.
    const latest = {
      ...block('core/latest-posts', { postsToShow: 2 }),
      dynamicContent:
        '<ul class="wp-block-latest-posts__list wp-block-latest-posts"><li><a class="wp-block-latest-posts__post-title" href="/how-we-estimate/">How we estimate</a></li></ul>',
    }
    const archives = {
      ...block('core/archives', [], '', [], 1),
      dynamicContent:
        '<ul class="wp-block-archives-list wp-block-archives"><li><a href="/2026/01/">January 2026</a></li></ul>',
    }
    const text = block('core/paragraph', [], '<p>Our notes</p>', [], 2)
    const prepared = await prepareBlocks([latest, archives, text], ctx)
    expect(render(prepared.nodes)).toBe('<div class="prose"><p>Our notes</p></div>')
    expect(log).toHaveBeenCalledWith(
      "block b-0-core/latest-posts: core/latest-posts lists WordPress's blog, which the site does not serve: left out",
    )
    expect(log).toHaveBeenCalledWith(
      "block b-1-core/archives: core/archives lists WordPress's blog, which the site does not serve: left out",
    )
  })

  it("leaves out Contact Form 7's own forms in content, and CF7's 'not found' error, and logs each", async () => {
    const { ctx, log } = context(false)
    // What WordPress 6.1 with CF7 6.1.6 renders for `[contact-form-7 id="194"]` (shortened).
    const cf7 = [
      '<div class="wpcf7 no-js" id="wpcf7-f194-o1" lang="en-US" dir="ltr" data-wpcf7-id="194">',
      '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>',
      '<form action="/graphql#wpcf7-f194-o1" method="post" class="wpcf7-form init" novalidate="novalidate">',
      '<p><span class="wpcf7-form-control-wrap" data-name="email"><input type="email" name="email" /></span></p>',
      '<div class="wpcf7-response-output" aria-hidden="true"></div>',
      '</form>',
      '</div>',
    ].join('\n')
    const shortcode = {
      ...block('core/shortcode', [], '[contact-form-7 id="194" title="Wide form"]'),
      dynamicContent: cf7,
    }
    const paragraph = {
      ...block('core/paragraph', [], '<p>Write to us [contact-form-7 id="9" title="Gone"]</p>'),
      dynamicContent:
        '<p>Write to us <p class="wpcf7-contact-form-not-found"><strong>Error:</strong> Contact form not found.</p></p>',
      order: 1,
    }
    // CF7's own block keeps the shortcode in its saved HTML (WordPress 6.1 renders it as saved).
    const selector = {
      ...block(
        'contact-form-7/contact-form-selector',
        { id: 7, title: 'Rig contact form' },
        '<div class="wp-block-contact-form-7-contact-form-selector">[contact-form-7 id="7" title="Rig contact form"]</div>',
      ),
      order: 2,
    }
    const html = render((await prepareBlocks([shortcode, paragraph, selector], ctx)).nodes)
    expect(html).not.toContain('wpcf7')
    expect(html).not.toContain('Contact form not found')
    expect(html).not.toContain('<form')
    expect(html).toContain('Write to us')
    expect(log).toHaveBeenCalledWith(
      "block b-0-core/shortcode: Contact Form 7 form 194 in the content left out: the site shows its forms through its form blocks (custom/contact and the others, CF7_FORM_IDS), never CF7's own markup",
    )
    expect(log).toHaveBeenCalledWith(
      "block b-1-core/paragraph: Contact Form 7 has no form with the id the content names: CF7's error message left out (fix the shortcode or block in WordPress)",
    )
    expect(log).toHaveBeenCalledWith(
      "block b-2-contact-form-7/contact-form-selector: Contact Form 7 form 7 in the content left out: the site shows its forms through its form blocks (custom/contact and the others, CF7_FORM_IDS), never CF7's own markup",
    )
  })

  it("shows the site's contact form where editors placed the configured CF7 form, at any depth", async () => {
    // Seen on the rig: a company's [contact-form-7 id="210"] (its CF7_FORM_IDS.contact) at depth 7
    // vanished for visitors: CF7's markup is left out, and nothing stood in its place.
    const { ctx, log } = context(false)
    ctx.formId = (kind) => ({ contact: 210, 'services-contact': 211 })[kind as string]
    const rendered =
      '<div class="wpcf7 no-js" id="wpcf7-f210-o1" data-wpcf7-id="210"><form action="/x" method="post" class="wpcf7-form init"></form></div>'
    const shortcode = {
      ...block('core/shortcode', [], '[contact-form-7 id="210" title="Anfrage"]'),
      dynamicContent: rendered,
    }
    const other = { ...block('core/shortcode', [], '[contact-form-7 id="194"]'), order: 1 }
    const group = block('core/group', [], '', [block('core/column', [], '', [shortcode, other])])
    const html = render((await prepareBlocks([group], ctx)).nodes)
    expect(html.match(/<form [^>]*class="site-form form-contact"/g)).toHaveLength(1)
    expect(html).toContain('action="/api/forms/contact"')
    expect(html).not.toContain('wpcf7')
    // At full width, right after the top-level block that holds it (never squeezed into a column).
    expect(html.indexOf('<section')).toBeGreaterThan(html.lastIndexOf('wp-column'))
    expect(html.indexOf('<section')).toBeGreaterThan(html.indexOf('<div class="wp-group">'))
    expect(log).toHaveBeenCalledWith(
      "block b-0-core/group-0-core/column-0-core/shortcode: Contact Form 7 form 210 in the content shown as the site's contact form (CF7_FORM_IDS.contact)",
    )
    expect(log).toHaveBeenCalledWith(
      "block b-0-core/group-0-core/column-1-core/shortcode: Contact Form 7 form 194 in the content left out: the site shows its forms through its form blocks (custom/contact and the others, CF7_FORM_IDS), never CF7's own markup",
    )
  })

  it('gives two contact sections on one page their own anchors: contact, then contact-2', async () => {
    // Seen on the rig: a page with two custom/contact blocks had two elements with id "contact".
    const { ctx } = context(false)
    const first = block('custom/contact', { formId: 101, title: 'First form' })
    const second = { ...block('custom/contact', { formId: 101, title: 'Second form' }), order: 1 }
    const html = render((await prepareBlocks([first, second], ctx)).nodes)
    expect([...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'contact',
      'contact-2',
    ])
    // Another page starts again from the anchor the block names.
    const again = render((await prepareBlocks([second], ctx)).nodes)
    expect(again).toContain('<section id="contact"')
  })

  it("prefixes a section anchor the site keeps for itself, as a heading's id: main, a form's, not an id", async () => {
    const { ctx } = context(false)
    const contact = (anchor: string, order: number) => ({
      ...block('custom/contact', { formId: 101, title: 'Form', anchor }),
      order,
    })
    const blocks = ['main', 'main', 'form-R1-email', 'Contact us', 'contact'].map(contact)
    const html = render((await prepareBlocks(blocks, ctx)).nodes)
    expect([...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'section-main',
      'section-main-2',
      'section-form-R1-email',
      'section-Contact-us',
      'contact',
    ])
  })

  it('logs a reusable block WordPress has no content for', async () => {
    const { ctx, log } = context(false)
    const missing = { ...block('core/block', { ref: 999 }, ''), dynamicContent: '' }
    expect(render((await prepareBlocks([missing], ctx)).nodes)).toBe('')
    expect(log).toHaveBeenCalledWith(
      'block b-0-core/block: reusable block (ref 999) has no content in WordPress',
    )
  })

  it('renders inner blocks of a text block as WordPress renders them, in their place', async () => {
    const { ctx } = context(false)
    const paragraph = {
      ...block('core/paragraph', [], '<p>[highlight]Fix[/highlight] first</p>'),
      dynamicContent: '<p><mark class="has-inline-color">Fix</mark> first</p>',
    }
    const reusable = {
      ...block('core/block', { ref: 7 }, '', [block('core/paragraph', [], '<p>Shared</p>')], 1),
    }
    const quote = block(
      'core/quote',
      [],
      '<blockquote class="wp-block-quote"><p>[highlight]Fix[/highlight] first</p><cite>Guide</cite></blockquote>',
      [paragraph, reusable],
    )
    expect(render((await prepareBlocks([quote], ctx)).nodes)).toBe(
      '<div class="prose"><blockquote class="wp-block-quote"><p><mark class="has-inline-color">Fix</mark> first</p><p>Shared</p><cite>Guide</cite></blockquote></div>',
    )
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
    const entry = defineBlock({
      summary: 'A heading.',
      schema,
      Component: ({ attrs }) => <h2>{attrs.title}</h2>,
    })
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

describe('media library images get their generated sizes, at any depth', () => {
  const uploads = '/wp-content/uploads/2025/03'
  const srcSet = `${uploads}/team-300x217.jpg 300w, ${uploads}/team-1024x740.jpg 1024w, ${uploads}/team.jpg 1440w`
  const team = {
    databaseId: 3434,
    sourceUrl: `${uploads}/team.jpg`,
    srcSet,
    mediaDetails: {
      width: 1440,
      height: 1040,
      sizes: [{ sourceUrl: `${uploads}/team-1024x740.jpg`, width: 1024, height: 740 }],
    },
  }
  const image = block(
    'core/image',
    { id: 3434, sizeSlug: 'large', url: `${uploads}/team-1024x740.jpg` },
    `<figure class="wp-block-image size-large"><img src="${uploads}/team-1024x740.jpg" alt="Team" class="wp-image-3434"/></figure>`,
  )
  const about = block('custom/about', {
    title: 'About us',
    text: '<p>Who we are</p>',
    image: { id: 3434, url: `${uploads}/team.jpg`, alt: 'Team' },
  })
  const nested = block('core/group', [], '', [
    block('core/columns', [], '', [
      block('core/column', [], '', [
        block('core/group', [], '', [block('core/group', [], '', [image])]),
      ]),
    ]),
  ])

  it('asks WordPress once for the images the page names, and sizes each', async () => {
    const { ctx, log } = context(false)
    const list = vi.fn(async () => [team])
    ctx.cms = { list } as unknown as ContentLoaders
    const html = render((await prepareBlocks([nested, { ...about, order: 1 }], ctx)).nodes)
    expect(list).toHaveBeenCalledTimes(1)
    expect(list).toHaveBeenCalledWith('mediaItems', [3434])
    // Five levels down, in the HTML WordPress saved.
    expect(html).toContain(
      `<img src="${uploads}/team-1024x740.jpg" alt="Team" class="wp-image-3434" width="1024" height="740" srcset="${srcSet}" sizes="(max-width: 1024px) 100vw, 1024px" loading="lazy">`,
    )
    // In a custom block's image attribute: the block's own layout decides `sizes`.
    expect(html).toContain(
      `<img class="rounded" src="${uploads}/team.jpg" srcSet="${srcSet}" sizes="(min-width: 1024px) 50vw, 100vw" alt="Team" width="1440" height="1040"`,
    )
    expect(log).not.toHaveBeenCalled()
  })

  it('renders the saved images when WordPress cannot answer, logs it and keeps the page out of the cache', async () => {
    const { ctx, log } = context(false)
    const fail = vi.fn<(reason: string) => void>()
    ctx.fail = fail
    ctx.cms = {
      list: async () => {
        throw new CmsError('MediaItems: timeout after 6000 ms', undefined, 'timeout')
      },
    } as unknown as ContentLoaders
    const html = render((await prepareBlocks([nested], ctx)).nodes)
    expect(html).toContain(
      `<img src="${uploads}/team-1024x740.jpg" alt="Team" class="wp-image-3434" loading="lazy">`,
    )
    expect(log.mock.calls[0]?.[0]).toContain('responsive images left out')
    expect(fail).toHaveBeenCalledTimes(1)
  })
})
