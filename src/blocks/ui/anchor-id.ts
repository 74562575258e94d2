/**
 * The ids the site itself uses; content may not take them (nor shadow window properties we read).
 * `page-end` ends every page: the first paint waits for it (worker/render/Document.tsx).
 */
const RESERVED_ID = /^(main|page-end|mobile-menu|services-menu|turnstile|altcha|blk-.*|island.*)$/
const ID = /^[a-z][a-z0-9_-]{0,79}$/i

/** Whether an anchor from the CMS (in its HTML or a block's attributes) may be an element id. */
export function isSafeId(value: string): boolean {
  return ID.test(value) && !RESERVED_ID.test(value.toLowerCase())
}
