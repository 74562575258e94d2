import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Island } from '../../../src/blocks/ui/Island'
import { ScriptNonceContext } from '../../../src/blocks/ui/script-nonce'
import { DOCTYPE, renderInOnePass } from '../../../worker/render/stream'

/** What React's stream sends for the same element (no Suspense in it: one burst). */
async function streamed(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element, { nonce: { script: 'n0', style: 'n0' } })
  return new Response(stream).text()
}

/** A document with what pages hold: hoisted island scripts, entities, raw HTML, styles, lists. */
function page(name: string) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{`Case study: ${name} & <more>`}</title>
        <link rel="stylesheet" href="/assets/site.css" />
        <script type="application/ld+json" nonce="n0" dangerouslySetInnerHTML={{ __html: '{}' }} />
      </head>
      <body>
        <ScriptNonceContext value="n0">
          <main id="main" tabIndex={-1}>
            <h1 style={{ maxWidth: 40 }}>{name}</h1>
            {['Cloud', 'Data', 'Ünïcödé — “quotes”'].map((tag) => (
              <p key={tag} className="tag">
                {tag} {3} items
              </p>
            ))}
            <Island name="copy-link" props={{ url: 'https://www.example.test/a?b=1&c=2' }}>
              <button type="button" disabled={false}>
                Copy link
              </button>
            </Island>
            <Island name="reveal-more" props={{ targetId: 'more', label: 'Load more' }}>
              <div dangerouslySetInnerHTML={{ __html: '<p>From the CMS</p>' }} />
            </Island>
          </main>
        </ScriptNonceContext>
      </body>
    </html>
  )
}

describe('a page rendered in one pass', () => {
  it("is byte for byte what React's stream sends", async () => {
    const element = page('Fleet tracking for 4,000 trucks')
    const html = renderInOnePass(element)
    expect(`${DOCTYPE}${html}`).toBe(await streamed(element))
    // One island runtime script, hoisted into the head, with the nonce.
    expect(
      html?.match(/<script type="module" src="\/assets\/client.js" async="" nonce="n0">/g),
    ).toHaveLength(1)
  })

  it('leaves a stylesheet React manages to the stream, which gives it the nonce', async () => {
    const element = (
      <html lang="en">
        <body>
          <section>
            <style href="bar" precedence="preview" nonce="n0">
              {'.bar{position:fixed}'}
            </style>
          </section>
        </body>
      </html>
    )
    expect(renderInOnePass(element)).toBeNull()
    expect(await streamed(element)).toContain('<style nonce="n0" data-precedence="preview"')
  })

  it('leaves a page whose component throws to the stream, which reports the error', () => {
    function Broken(): React.ReactNode {
      throw new Error('broken block')
    }
    expect(
      renderInOnePass(
        <html lang="en">
          <body>
            <Broken />
          </body>
        </html>,
      ),
    ).toBeNull()
  })
})
