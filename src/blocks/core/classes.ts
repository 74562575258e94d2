import { safeUrl } from '../../cms/url-policy'

/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ')

/** WordPress's `align` attribute as its class (`wide`, `full`, `left`, `right`, `center`). */
export const alignClass = (align: string | undefined) =>
  align && /^(wide|full|left|right|center)$/.test(align) ? `align${align}` : undefined

/**
 * A URL from block attributes that media or links may use: http(s) or a site path, by the CMS URL
 * policy. WordPress stores absolute CMS URLs, which the content client has already made
 * site-relative.
 */
export function attrUrl(value: string | undefined): string | undefined {
  return (value && safeUrl(value, 'media')) || undefined
}
