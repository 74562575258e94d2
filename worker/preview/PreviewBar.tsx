import type { PreviewEditor, PreviewItem } from '../../src/cms/preview'

/** The bar's heading: the same words on every preview. */
export const PREVIEW_BAR_TITLE = 'Preview — not published'

/**
 * The bar's own rules, sent with previews only (public pages carry neither the bar nor these
 * bytes). It sits at the bottom of the window, clear of the sticky header, and the page keeps
 * room for it so that nothing ends up under it.
 */
const PREVIEW_BAR_CSS =
  '.preview-bar{position:fixed;inset:auto 0 0;z-index:60;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:.125rem .75rem;margin:0;padding:.375rem .75rem;font-size:.8125rem;line-height:1.4;color:var(--ink);background:#ffb020;box-shadow:0 -2px 12px rgb(16 33 58/20%)}' +
  '.preview-bar strong{font-weight:700}.preview-bar a{color:inherit;font-weight:600;text-decoration:underline}' +
  '.preview-bar a:focus-visible{outline:2px solid var(--ink);outline-offset:2px}' +
  '.preview-who{display:none}body{padding-bottom:4.5rem}' +
  '@media (min-width:768px){.preview-bar{gap:.125rem 1rem;padding:.5rem 1rem;font-size:.9375rem}.preview-who{display:inline}body{padding-bottom:3rem}}' +
  '@media print{.preview-bar{position:static}body{padding-bottom:0}}'

/** What the editor is looking at, in a few words. */
export function previewState(item: Pick<PreviewItem, 'type' | 'status' | 'isRevision'>): string {
  if (item.type === 'vacancy') return 'The vacancy as WordPress lists it now'
  if (item.status === 'publish') {
    return item.isRevision
      ? 'Unpublished changes to a published page'
      : 'Published, with no unpublished changes'
  }
  const states: Record<string, string> = {
    draft: 'Draft',
    pending: 'Pending review',
    future: 'Scheduled',
    private: 'Private',
  }
  const state = states[item.status] ?? 'Not published'
  return item.isRevision ? `${state}, with its latest autosave` : state
}

/** The fixed "Preview — not published" bar, linking to the live page when there is one. */
export function PreviewBar({
  item,
  editor,
  nonce,
}: {
  item: PreviewItem
  editor: PreviewEditor
  nonce: string
}) {
  const live = item.live && item.path
  return (
    <section className="preview-bar" aria-label="Preview">
      <style href="preview-bar" precedence="preview" nonce={nonce}>
        {PREVIEW_BAR_CSS}
      </style>
      <strong>{PREVIEW_BAR_TITLE}</strong>
      {live && <a href={item.path ?? '/'}>View the live page</a>}
      <span>{previewState(item)}</span>
      {editor.name && <span className="preview-who">{`Previewing as ${editor.name}`}</span>}
    </section>
  )
}
