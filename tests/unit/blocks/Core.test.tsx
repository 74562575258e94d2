import { describe, expect, it } from 'vitest'
import audioJson from '../../fixtures/blocks/CoreAudio.json'
import buttonJson from '../../fixtures/blocks/CoreButton.json'
import buttonsJson from '../../fixtures/blocks/CoreButtons.json'
import codeJson from '../../fixtures/blocks/CoreCode.json'
import coverJson from '../../fixtures/blocks/CoreCover.json'
import detailsJson from '../../fixtures/blocks/CoreDetails.json'
import embedJson from '../../fixtures/blocks/CoreEmbed.json'
import fileJson from '../../fixtures/blocks/CoreFile.json'
import galleryJson from '../../fixtures/blocks/CoreGallery.json'
import headingJson from '../../fixtures/blocks/CoreHeading.json'
import htmlJson from '../../fixtures/blocks/CoreHtml.json'
import imageJson from '../../fixtures/blocks/CoreImage.json'
import layoutJson from '../../fixtures/blocks/CoreLayout.json'
import listJson from '../../fixtures/blocks/CoreList.json'
import mediaTextJson from '../../fixtures/blocks/CoreMediaText.json'
import preformattedJson from '../../fixtures/blocks/CorePreformatted.json'
import pullquoteJson from '../../fixtures/blocks/CorePullquote.json'
import quoteJson from '../../fixtures/blocks/CoreQuote.json'
import reusableJson from '../../fixtures/blocks/CoreReusable.json'
import shortcodeJson from '../../fixtures/blocks/CoreShortcode.json'
import separatorJson from '../../fixtures/blocks/CoreSeparator.json'
import spacerJson from '../../fixtures/blocks/CoreSpacer.json'
import tableJson from '../../fixtures/blocks/CoreTable.json'
import verseJson from '../../fixtures/blocks/CoreVerse.json'
import videoJson from '../../fixtures/blocks/CoreVideo.json'
import { fixture, query, renderFixture, texts } from './render-fixture'
import { plainHeadings } from '../../fixtures/plain-headings'

const render = async (json: unknown, name?: string) =>
  (await renderFixture(fixture(json), { name })).html

describe('core blocks', () => {
  it('render sanitised CMS HTML with its links and without scripts', async () => {
    const html = await render(htmlJson)
    expect(await query(html, 'a')).toEqual([
      { tag: 'a', attrs: { href: '/privacy-policy#cookies' }, text: 'as short' },
    ])
    expect(await query(html, 'script')).toEqual([])
  })

  it('wrap inner blocks in columns, a sized column or a group, with classes and no inline style', async () => {
    const classes: string[] = []
    for (const name of fixture(layoutJson).blocks) {
      const [outer] = await query(await render(layoutJson, name), 'div')
      classes.push(`${outer?.attrs.class ?? ''} ${outer?.attrs.style ?? ''}`.trim())
    }
    expect(classes).toEqual(['wp-columns', 'wp-column wp-col-40', 'wp-group'])
    expect(await texts(await render(layoutJson, 'core/group'), 'p')).toEqual(['Inside the layout'])
  })

  it('buttons: a row of the editor’s links, styled as buttons', async () => {
    const html = await render(buttonsJson)
    expect(await query(html, '.wp-block-buttons a')).toEqual([
      {
        tag: 'a',
        attrs: { class: 'wp-block-button__link wp-element-button', href: '/services' },
        text: 'See our services',
      },
      {
        tag: 'a',
        attrs: { class: 'wp-block-button__link wp-element-button', href: '/careers' },
        text: 'Open positions',
      },
    ])
    expect(await texts(await render(buttonJson), '.wp-block-button a')).toEqual([
      'See our services',
    ])
  })

  it('cover: the background image from its attributes, a dim layer and the inner blocks on top', async () => {
    const html = await render(coverJson)
    const [img] = await query(html, 'img')
    expect(img?.attrs).toMatchObject({ src: '/wp-content/uploads/2025/03/bg-hero-2.svg', alt: '' })
    expect((await query(html, '.wp-block-cover'))[0]?.attrs.class).toBe(
      'wp-block-cover core-cover alignwide core-cover-medium',
    )
    expect(await query(html, '.has-background-dim-60')).toHaveLength(1)
    expect(await texts(plainHeadings(html), 'h2')).toEqual([
      'Small teams, senior people, software in production',
    ])
    expect(await texts(html, '.wp-block-cover__inner-container a')).toEqual([
      'See our services',
      'Open positions',
    ])
    expect(html).not.toContain('style=')
  })

  it('cover: an overlay colour picked from the palette is the overlay’s class, an unknown slug is dropped', async () => {
    const withOverlay = (overlayColor: string) => {
      const json = structuredClone(coverJson) as { attributes: Record<string, unknown> }
      json.attributes.overlayColor = overlayColor
      return render(json)
    }
    const picked = await withOverlay('vivid-cyan-blue')
    expect((await query(picked, '.wp-block-cover__background'))[0]?.attrs.class).toBe(
      'wp-block-cover__background has-background-dim-60 has-vivid-cyan-blue-background-color',
    )
    const odd = await withOverlay('x" onload="alert(1)')
    expect((await query(odd, '.wp-block-cover__background'))[0]?.attrs.class).toBe(
      'wp-block-cover__background has-background-dim-60',
    )
  })

  it('media & text: the image beside the inner blocks', async () => {
    const html = await render(mediaTextJson)
    expect((await query(html, '.wp-block-media-text__media img'))[0]?.attrs).toMatchObject({
      src: '/wp-content/uploads/2025/03/about-grid-1.svg',
      alt: 'Pair programming in Belgrade',
    })
    expect(await texts(plainHeadings(html), '.wp-block-media-text__content h3')).toEqual([
      'Pairing and code review',
    ])
    expect(await texts(html, '.wp-block-media-text__content li')).toHaveLength(3)
  })

  it('gallery: every nested image and the caption', async () => {
    const html = await render(galleryJson)
    expect((await query(html, '.wp-block-gallery img')).map((i) => i.attrs.alt)).toEqual([
      'Team planning session',
      'Design critique in Amsterdam',
      'Summer meetup in Lisbon',
    ])
    expect(await texts(html, 'figcaption')).toEqual(['Planning, pairing and the yearly meetup.'])
    expect((await query(html, 'figure'))[0]?.attrs.class).toBe(
      'wp-block-gallery has-nested-images columns-3 is-cropped',
    )
  })

  it('details: the summary and the inner blocks, closed by default', async () => {
    const html = await render(detailsJson)
    expect(await query(html, 'details')).toEqual([
      expect.objectContaining({ attrs: { class: 'wp-block-details' } }),
    ])
    expect(await texts(html, 'summary')).toEqual(['What do you need from us during discovery?'])
    expect((await texts(html, 'details p'))[0]).toMatch(/^Two hours a day of a product owner/)
  })

  it('details, gallery and embed on WordPress 6.5+: the summary and captions from their HTML', async () => {
    // wp-graphql-gutenberg 0.4.1 does not source rich-text attributes: they are only in the HTML.
    const without = (json: unknown, key: string) =>
      Object.fromEntries(Object.entries(fixture(json).attributes).filter(([k]) => k !== key))
    const details = await renderFixture(fixture(detailsJson), {
      attributes: without(detailsJson, 'summary'),
    })
    expect(await texts(details.html, 'summary')).toEqual([
      'What do you need from us during discovery?',
    ])
    const gallery = await renderFixture(fixture(galleryJson), {
      attributes: without(galleryJson, 'caption'),
    })
    expect(await texts(gallery.html, 'figcaption')).toEqual([
      'Planning, pairing and the yearly meetup.',
    ])
    for (const name of fixture(embedJson).blocks) {
      const embed = await renderFixture(fixture(embedJson), {
        name,
        attributes: without(embedJson, 'caption'),
      })
      expect(await texts(embed.html, 'figcaption'), name).toEqual([
        'Our talk on boring technology at Web Summit Lisbon.',
      ])
    }
  })

  it('details, gallery and embed on WordPress 6.5+: the block’s own summary and caption, parsed as HTML', async () => {
    const own = async (json: unknown, saveContent: string, innerBlocks?: unknown[]) => {
      const attributes = Object.fromEntries(
        Object.entries(fixture(json).attributes).filter(
          ([k]) => k !== 'summary' && k !== 'caption',
        ),
      )
      const changed = { ...(json as object), saveContent, ...(innerBlocks && { innerBlocks }) }
      return (await renderFixture(fixture(changed), { attributes })).html
    }
    // A `>` inside a quoted attribute value ends no tag.
    const quoted = await own(
      detailsJson,
      '<details class="wp-block-details"><summary title="Q > A">What we need</summary></details>',
      [],
    )
    expect(await texts(quoted, 'summary')).toEqual(['What we need'])
    // A summary nested in the summary (with its details) stays inside it.
    const nested = await own(
      detailsJson,
      '<details class="wp-block-details"><summary>Hours <details><summary>why</summary></details> a day</summary></details>',
      [],
    )
    expect(await texts(nested, 'details > summary')).toEqual(['Hours why a day', 'why'])
    // The summary of an inner block's details is that block's, not the outer block's.
    const inner = '<details class="wp-block-details"><summary>Inner question</summary></details>'
    const outer = await own(detailsJson, `<details class="wp-block-details">${inner}</details>`, [
      { name: 'core/details', attributes: { showContent: false }, saveContent: inner },
    ])
    expect(await texts(outer, 'summary')).toEqual(['Details', 'Inner question'])
    // The gallery's caption is its own figcaption with that class, in any order, not a look-alike.
    const gallery = await own(
      galleryJson,
      '<figure class="wp-block-gallery"><figure class="wp-block-image"><img src="/a.svg" alt="A"/>' +
        '<figcaption class="wp-element-caption not-blocks-gallery-caption">Image</figcaption></figure>' +
        '<FIGCAPTION data-x="1>0" class="wp-element-caption blocks-gallery-caption">Gallery</FIGCAPTION></figure>',
      [],
    )
    expect(await texts(gallery, '.blocks-gallery-caption')).toEqual(['Gallery'])
    const embed = await own(
      embedJson,
      '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://www.youtube.com/watch?v=3ZTcIvYbCrc</div>' +
        '<figcaption class="wp-element-caption" title="a > b">Our <em>talk</em></figcaption></figure>',
    )
    expect(await query(embed, 'figcaption')).toEqual([
      { tag: 'figcaption', attrs: {}, text: 'Our talk' },
    ])
  })

  it('embed: a plain link with a title and the URL, never a third-party frame or script', async () => {
    for (const name of fixture(embedJson).blocks) {
      const html = await render(embedJson, name)
      expect(await query(html, 'a.core-embed-link'), name).toEqual([
        expect.objectContaining({
          attrs: expect.objectContaining({ href: 'https://www.youtube.com/watch?v=3ZTcIvYbCrc' }),
        }),
      ])
      expect(await query(html, 'iframe, script'), name).toEqual([])
    }
    const html = await render(embedJson)
    expect(await texts(html, '.core-embed-title')).toEqual(['Watch on YouTube'])
    expect(await texts(html, '.core-embed-url')).toEqual([
      'https://www.youtube.com/watch?v=3ZTcIvYbCrc',
    ])
    expect(await texts(html, 'figcaption')).toEqual([
      'Our talk on boring technology at Web Summit Lisbon.',
    ])
    const vimeo = await render(embedJson, 'core-embed/vimeo')
    expect(await texts(vimeo, '.core-embed-title')).toEqual(['Watch on YouTube'])
  })

  it('embed with a javascript: URL renders nothing and says why', async () => {
    const out = await renderFixture(fixture(embedJson), {
      attributes: { url: 'javascript:alert(1)', providerNameSlug: 'youtube' },
    })
    expect(out.html).toBe('')
    expect(out.log.join('\n')).toContain('core/embed: no usable URL')
  })

  it('reusable block: the content WordPress rendered for it', async () => {
    const html = await render(reusableJson)
    expect(await texts(plainHeadings(html), 'h2')).toEqual(['Want to work this way?'])
    expect(await texts(html, 'a')).toEqual(['Talk to an engineer', 'See open positions'])
  })

  it('shortcode: what WordPress rendered for it, never the raw shortcode', async () => {
    const html = await render(shortcodeJson)
    expect(await texts(html, 'p')).toEqual(['Northwind Labs, Knez Mihailova 10, 11000 Belgrade'])
    expect(html).not.toContain('[company_address')
  })

  it('spacer and separator: space in the site’s steps, a rule', async () => {
    expect((await query(await render(spacerJson), 'div'))[0]?.attrs).toEqual({
      class: 'wp-block-spacer core-spacer-s',
      'aria-hidden': 'true',
    })
    expect(await query(await render(separatorJson), 'hr')).toEqual([
      expect.objectContaining({ attrs: { class: 'wp-block-separator has-alpha-channel-opacity' } }),
    ])
  })

  it('text blocks render their saved HTML: heading anchor, list, quotes, table, code, preformatted, verse', async () => {
    expect((await query(await render(headingJson), 'h2'))[0]?.attrs.id).toBe('project-lifecycle')
    expect(await texts(await render(listJson), 'ol > li')).toHaveLength(4)
    expect(await texts(await render(pullquoteJson), 'cite')).toEqual([
      'Ana Petrović, Head of Engineering',
    ])
    expect(await texts(await render(quoteJson), 'blockquote p')).toEqual([
      'Fix the customer first, then the system, then the process. Blame is not a step.',
    ])
    expect(await texts(await render(tableJson), 'tbody td')).toContain(
      'Daily, before 15:00 local time',
    )
    expect(await texts(await render(codeJson), 'pre code')).toEqual([
      'npm run release -- --env production --notes CHANGELOG.md',
    ])
    expect(await render(preformattedJson)).toContain('Incident template\n  What happened:')
    expect(await render(verseJson)).toContain('Green checks at noon,\nthe pager sleeps')
  })

  it('image, video, audio and file keep their media, captions and links', async () => {
    expect((await query(await render(imageJson), 'img'))[0]?.attrs).toMatchObject({
      src: '/wp-content/uploads/2025/03/about-grid-0.svg',
      alt: 'Team planning session',
    })
    expect((await query(await render(videoJson), 'video'))[0]?.attrs).toEqual({
      controls: '',
      src: '/wp-content/uploads/2025/03/cs-fleet-telemetry-platform-loop.mp4',
    })
    expect((await query(await render(audioJson), 'audio'))[0]?.attrs.src).toBe(
      '/wp-content/uploads/2025/03/standup-recording.mp3',
    )
    expect(await texts(await render(fileJson), 'a')).toEqual([
      'Engineering handbook (PDF)',
      'Download',
    ])
  })
})
