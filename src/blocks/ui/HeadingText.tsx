import { createElement, Fragment, type ReactNode } from 'react'
import { headingRuns } from './word-pairs'

/**
 * A heading's text with its first and last pairs of words kept together (word-pairs.ts), so that
 * no line holds one word alone: a string (pairs joined by no-break spaces), or with a span for a
 * pair too long for a narrow column. The same on the server and in an island, so hydration matches.
 */
export function headingText(text: string): ReactNode {
  const runs = headingRuns(text)
  if (runs.every((run) => typeof run === 'string')) return runs.join('')
  // The runs are the text's parts in order, passed as arguments: a fixed sequence, not a list.
  const parts = runs.map((run) =>
    typeof run === 'string' ? run : createElement('span', { className: run.keep }, run.text),
  )
  return createElement(Fragment, null, ...parts)
}
