/* global Response */
// A React page rendered per request with no data work: the floor of what the site's render path
// costs for a page of the same size. SIZE (bytes of HTML) is set by bench/run.mjs from the home page.
import { createElement as h } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'

const WORDS =
  'we build software that ships on time with senior teams for data cloud and product design from discovery to production'.split(
    ' ',
  )
const sentence = (seed, length) =>
  Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(' ')

function card(i) {
  return h(
    'article',
    { className: 'card', key: i },
    h('img', { src: `/images/card-${i}.svg`, alt: sentence(i, 4), width: 320, height: 200 }),
    h('h3', null, sentence(i, 5)),
    h('p', null, sentence(i + 1, 28)),
    h('a', { href: `/case-studies/item-${i}`, className: 'link' }, 'Read the case study'),
  )
}

function page(cards) {
  const sections = []
  for (let s = 0; s * 6 < cards; s++) {
    const items = []
    for (let i = s * 6; i < Math.min(cards, s * 6 + 6); i++) items.push(card(i))
    sections.push(
      h(
        'section',
        { className: 'section', key: s },
        h('h2', null, sentence(s, 6)),
        h('p', null, sentence(s + 3, 40)),
        h('div', { className: 'grid' }, items),
      ),
    )
  }
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('title', null, 'Reference page'),
      h('link', { rel: 'stylesheet', href: '/assets/site.css' }),
    ),
    h(
      'body',
      null,
      h(
        'header',
        null,
        h(
          'nav',
          null,
          WORDS.slice(0, 8).map((w) => h('a', { key: w, href: `/${w}` }, w)),
        ),
      ),
      h('main', null, h('h1', null, 'Reference page'), sections),
      h('footer', null, h('p', null, sentence(99, 30))),
    ),
  )
}

let cardCount = 0
/** As many cards as make the page SIZE bytes long (found once, on the first request). */
function cardsFor(size) {
  if (cardCount) return cardCount
  let n = 6
  while (renderToString(page(n)).length < size && n < 2000) n += 6
  cardCount = n
  return n
}

export default {
  async fetch(request, env) {
    const stream = await renderToReadableStream(page(cardsFor(Number(env.SIZE) || 60000)))
    return new Response(stream, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  },
}
