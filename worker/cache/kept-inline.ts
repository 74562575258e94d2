import { parse } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import { isElement, textOf } from '../html/tree'

/** The hash sources (`'sha256-…'`) that allow a kept page's own inline scripts and styles. */
export interface InlineSources {
  scripts: readonly string[]
  styles: readonly string[]
}

/** A rendered page made ready to keep: no nonce left in it, its own inline elements by hash. */
export interface KeptMarkup {
  html: string
  inline: InlineSources
}

/** Script types a browser runs (HTML: "JavaScript MIME type essence match", and `module`). */
const RUNS = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/jscript|text\/livescript)$/

/** Every element of the tree, in document order, including what `<template>` and `<noscript>` hold. */
function* elementsOf(node: T.ParentNode): Generator<T.Element> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue
    yield child
    yield* elementsOf(child.tagName === 'template' ? (child as T.Template).content : child)
  }
}

async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

/**
 * Makes a page rendered with `nonce` fit to be kept and sent to many visitors: every `nonce`
 * attribute that carries the render nonce is taken out, and the inline scripts and styles that
 * carried it (the site's own) are listed by the hash of their content, for a policy that allows
 * exactly those. Markup the site did not create never carried that nonce, so it is allowed
 * nothing; a `nonce` of its own stays, and matches no policy. Parsed as a browser without
 * JavaScript would (`<noscript>` content as elements): its styles count too.
 */
export async function keptMarkup(html: string, nonce: string): Promise<KeptMarkup> {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false })
  const cuts: { from: number; to: number }[] = []
  const scripts: string[] = []
  const styles: string[] = []
  for (const element of elementsOf(document)) {
    const attr = element.attrs.find((a) => a.name === 'nonce' && !a.prefix)
    const at = element.sourceCodeLocation?.attrs?.nonce
    if (!attr || attr.value !== nonce || !at) continue
    // The attribute and the space before it: `<style nonce="…">` becomes `<style>`.
    const from = /\s/.test(html[at.startOffset - 1] ?? '') ? at.startOffset - 1 : at.startOffset
    cuts.push({ from, to: at.endOffset })
    const attribute = (name: string) => element.attrs.find((a) => a.name === name)?.value
    if (element.tagName === 'style') styles.push(textOf(element))
    else if (
      element.tagName === 'script' &&
      attribute('src') === undefined &&
      RUNS.test((attribute('type') ?? '').trim().toLowerCase())
    )
      scripts.push(textOf(element))
  }
  cuts.sort((a, b) => a.from - b.from)
  let kept = ''
  let from = 0
  for (const cut of cuts) {
    kept += html.slice(from, cut.from)
    from = cut.to
  }
  kept += html.slice(from)
  const unique = async (texts: string[]) => [...new Set(await Promise.all(texts.map(sha256Source)))]
  return { html: kept, inline: { scripts: await unique(scripts), styles: await unique(styles) } }
}
