import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Drawer, DrawerOpener } from '../../../src/blocks/ui/Drawer'
import { ScriptNonceContext } from '../../../src/blocks/ui/script-nonce'

const PLATFORM = /<script async="" src="\/assets\/platform.js" nonce="([^"]*)"><\/script>/g

function page(body: React.ReactNode): string {
  return renderToString(
    <html lang="en">
      <head>
        <title>Page</title>
      </head>
      <body>
        <ScriptNonceContext value="r4nd0m-n0nce">{body}</ScriptNonceContext>
      </body>
    </html>,
  )
}

describe('Drawer', () => {
  it('opens with an invoker command and closes by light dismiss, without JavaScript', () => {
    const html = page(
      <>
        <DrawerOpener drawerId="bio">Read bio</DrawerOpener>
        <Drawer id="bio" title="Ada Lovelace">
          <p>Analyst</p>
        </Drawer>
      </>,
    )
    expect(html).toContain('commandfor="bio" command="show-modal"')
    expect(html).toMatch(/<dialog id="bio"[^>]*closedby="any"/)
    expect(html).toContain('commandfor="bio" command="close"')
  })

  it('loads the platform fallbacks once per page, in the head, with the response nonce', () => {
    const html = page(
      <main>
        <Drawer id="one" title="One">
          <p>1</p>
        </Drawer>
        <Drawer id="two" title="Two">
          <p>2</p>
        </Drawer>
      </main>,
    )
    const scripts = [...html.matchAll(PLATFORM)]
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.[1]).toBe('r4nd0m-n0nce')
    expect(html.indexOf('/assets/platform.js')).toBeLessThan(html.indexOf('</head>'))
  })

  it('loads no script on a page without a drawer', () => {
    expect(page(<main>Terms of use</main>)).not.toContain('<script')
  })
})
