/**
 * The start of every id one of the site's forms writes (its fields, their messages and hints, the
 * form itself: form-uid.ts; its result page's sections). CMS ids never have it, so an editor's
 * anchor or a heading's id can never be the element a form's `for` or `aria-*` points at.
 */
export const FORM_ID_PREFIX = 'form-'

/**
 * The ids the site itself uses; content may not take them (nor shadow window properties we read).
 * `page-end` ends every page: the first paint waits for it (worker/render/Document.tsx). `apply` is
 * a vacancy's application form section, after its description ('Apply now' links to it), named by
 * `apply-title` (worker/render/VacancyDetail.tsx); `positions` the careers list
 * (VacancyList/Vacancies.tsx), `page-contents-title` the label of a page's contents (PageContents).
 */
const RESERVED_ID = new RegExp(
  `^(main|page-end|mobile-menu|services-menu|turnstile|altcha|apply|apply-title|positions|page-contents-title|blk-.*|island.*|${FORM_ID_PREFIX}.*)$`,
)
const ID = /^[a-z][a-z0-9_-]{0,79}$/i

/** Whether an anchor from the CMS (in its HTML or a block's attributes) may be an element id. */
export function isSafeId(value: string): boolean {
  return ID.test(value) && !RESERVED_ID.test(value.toLowerCase())
}

/**
 * The id a block's `anchor` attribute takes (the contact sections'): the editor's anchor when it is
 * safe, else prefixed as a heading's generated id is (`main` → `section-main`), with what an id may
 * not hold made hyphens. Never one of the site's ids, a form's included.
 */
export function anchorId(value: string): string {
  if (isSafeId(value)) return value
  return `section-${value.replace(/[^a-z0-9_-]+/gi, '-')}`.slice(0, 80).replace(/-+$/, '')
}
