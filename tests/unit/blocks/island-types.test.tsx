import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Island } from '../../../src/blocks/ui/Island'
import { islandLoaders } from '../../../src/client/islands'

/** The marker of a count-up island as the server writes it. */
const countUp = (
  <Island name="count-up" as="span" props={{ value: 120, suffix: '+' }}>
    <span className="count-up">120+</span>
  </Island>
)

describe('one typed link between a server marker and its browser chunk (38.5)', () => {
  it('writes the island name and the props its chunk takes into the marker', () => {
    const html = renderToString(countUp)
    expect(html).toContain('data-island="count-up"')
    expect(html).toContain('data-props="{&quot;value&quot;:120,&quot;suffix&quot;:&quot;+&quot;}"')
    expect(Object.keys(islandLoaders)).toContain('count-up')
  })

  it('refuses, at type check, a name no chunk declares and props its chunk does not take', () => {
    const wrong = [
      // @ts-expect-error: no island is called 'map' (src/client/islands.ts declares 'offices-map')
      <Island key="name" name="map" props={{}}>
        <div />
      </Island>,
      // @ts-expect-error: count-up's mount takes a number value
      <Island key="props" name="count-up" props={{ value: '120', suffix: '+' }}>
        <span />
      </Island>,
      // @ts-expect-error: copy-link's component needs the url
      <Island key="missing" name="copy-link" props={{}}>
        <button type="button" />
      </Island>,
    ]
    // Rendered anyway, they would send the browser a marker that no chunk or a wrong call answers.
    expect(wrong).toHaveLength(3)
  })
})
