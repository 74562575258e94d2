import { PAGE_STATE_QUERY, type PageStateParam } from '../../../routes/route-map'

/**
 * The page's other controls and their values as its address writes them (`[['industry',
 * 'Fintech'], ['award', '']]`, '' for none), in the route map's order: what a control's links and
 * forms carry beside its own parameter.
 */
export type KeptState = [PageStateParam, string][]

const ORDER = Object.keys(PAGE_STATE_QUERY) as PageStateParam[]

/**
 * What the controls of one page show (src/routes/route-map.ts, PAGE_STATE_QUERY). Each block's
 * loader notes its own; its component reads the others' when it renders, after every block of the
 * page has loaded, so that a choice made without JavaScript keeps the rest of the page as it was.
 */
export interface PageState {
  /** A control shows this value of its parameter, as a link writes it ('' for none). */
  show(param: PageStateParam, written: string): void
  /** Every other control on the page, with its value; `param`'s own left out. */
  others(param: PageStateParam): KeptState
}

export function createPageState(): PageState {
  const shown = new Map<PageStateParam, string>()
  return {
    show: (param, written) => void shown.set(param, written),
    others: (param) =>
      ORDER.flatMap((p): KeptState => {
        const value = shown.get(p)
        return p !== param && value !== undefined ? [[p, value]] : []
      }),
  }
}

/**
 * The page's state, with a block's own value noted: the page's (src/blocks/prepare-blocks.tsx), or
 * one of its own for a block rendered alone.
 */
export function showState(
  ctx: { pageState?: PageState },
  param: PageStateParam,
  written: string,
): PageState {
  const state = ctx.pageState ?? createPageState()
  state.show(param, written)
  return state
}

/** The same controls' values in an address the islands wrote since (`location.search`). */
export const keptInSearch = (search: URLSearchParams, kept: KeptState): KeptState =>
  kept.map(([p]) => [p, search.get(p) ?? ''])

/**
 * `path` showing `kept` and `param` at `value` ('' leaves it out), opened at the section `anchor`:
 * the address of one choice, the rest of the page kept.
 */
export function stateHref(
  path: string,
  kept: KeptState,
  param: PageStateParam,
  value: string,
  anchor: string,
): string {
  const entries = kept.filter(([p, v]) => p !== param && v)
  if (value) entries.push([param, value])
  entries.sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b))
  const query = new URLSearchParams(entries).toString()
  return `${path}${query ? `?${query}` : ''}#${anchor}`
}
