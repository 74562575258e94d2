// The reference page of the benchmark: React elements of a marketing page made of cards, with no
// data work. The reference Worker (worker.mjs) and the Next.js reference (bench/next-reference)
// render the same elements; bench/run.mjs picks the card count that makes it the home page's size.
import { createElement as h } from 'react'

const WORDS =
  'we build software that ships on time with senior teams for data cloud and product design from discovery to production'.split(
    ' ',
  )
const sentence = (/** @type {number} */ seed, /** @type {number} */ length) =>
  Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(' ')

/** @param {number} i */
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

/**
 * What the page's `<body>` holds: a header, `main` with `cards` cards in sections of 6, a footer.
 * @param {number} cards
 */
export function pageBody(cards) {
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
  return [
    h(
      'header',
      { key: 'header' },
      h(
        'nav',
        null,
        WORDS.slice(0, 8).map((w) => h('a', { key: w, href: `/${w}` }, w)),
      ),
    ),
    h('main', { key: 'main' }, h('h1', null, 'Reference page'), sections),
    h('footer', { key: 'footer' }, h('p', null, sentence(99, 30))),
  ]
}

/**
 * The whole document, as the reference Worker sends it.
 * @param {number} cards
 */
export function pageDocument(cards) {
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
    h('body', null, pageBody(cards)),
  )
}
