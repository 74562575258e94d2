import { describe, expect, it } from 'vitest'
import { EarlyInputProvider } from '../../../src/blocks/ui/early-input'
import { Island } from '../../../src/blocks/ui/Island'
import { ScriptNonceContext } from '../../../src/blocks/ui/script-nonce'
import { fitForInline } from '../../../worker/render/early-input'
import { renderInOnePass } from '../../../worker/render/stream'

const SCRIPT = '(()=>{window.__earlyInput??=1})();'

function page(islands: number, script: string | null = SCRIPT) {
  return (
    <html lang="en">
      <body>
        <ScriptNonceContext value="n0">
          <EarlyInputProvider script={script}>
            <h1>Careers</h1>
            {Array.from({ length: islands }, (_, i) => (
              <Island key={i} name="reveal-more" props={{ targetId: 'more', label: 'Load more' }}>
                <button type="button">Load more</button>
              </Island>
            ))}
          </EarlyInputProvider>
        </ScriptNonceContext>
      </body>
    </html>
  )
}

const inlineScripts = (html: string | null) =>
  [...(html ?? '').matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].filter(
    ([, attrs]) => !/src=/.test(attrs ?? ''),
  )

describe('the early input script', () => {
  it('is inlined once, with the nonce, before the first island, however many the page has', () => {
    const html = renderInOnePass(page(3)) ?? ''
    const scripts = inlineScripts(html)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.[1]).toBe(' nonce="n0"')
    expect(scripts[0]?.[2]).toBe(SCRIPT)
    expect(html.indexOf(SCRIPT)).toBeLessThan(html.indexOf('data-island='))
  })

  it('is inlined by every render of the same page (a stream after a failed one-pass render)', () => {
    const element = page(2)
    expect(inlineScripts(renderInOnePass(element))).toHaveLength(1)
    expect(inlineScripts(renderInOnePass(element))).toHaveLength(1)
  })

  it('is not on a page without an island, nor when the Worker could not read it', () => {
    expect(inlineScripts(renderInOnePass(page(0)))).toEqual([])
    expect(inlineScripts(renderInOnePass(page(2, null)))).toEqual([])
  })

  it('is refused when its text could end the script element or open a comment in it', () => {
    expect(fitForInline(` ${SCRIPT}\n`)).toBe(SCRIPT)
    expect(fitForInline('let a="</script><img src=x>"')).toBeNull()
    expect(fitForInline('let a="</SCRIPT "')).toBeNull()
    expect(fitForInline('let a="<!--"')).toBeNull()
    expect(fitForInline('  ')).toBeNull()
  })
})
