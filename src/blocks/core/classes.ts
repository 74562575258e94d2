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

const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/

/**
 * Colours picked from the theme's palette (`backgroundColor`, `textColor`, `gradient` hold slugs),
 * as the classes WordPress writes for them; custom colours are inline styles, which CMS layouts
 * never carry.
 */
export function colorClasses(attrs: {
  backgroundColor?: unknown
  textColor?: unknown
  gradient?: unknown
}): (string | undefined)[] {
  const slug = (v: unknown) => (typeof v === 'string' && SLUG.test(v) ? v : undefined)
  const background = slug(attrs.backgroundColor)
  const gradient = slug(attrs.gradient)
  const text = slug(attrs.textColor)
  return [
    background && `has-${background}-background-color`,
    gradient && `has-${gradient}-gradient-background`,
    (background || gradient) && 'has-background',
    text && `has-${text}-color has-text-color`,
  ]
}

/** The editor's extra classes that are WordPress's own (`has-background`, `is-style-outline`). */
export const editorClasses = (className: unknown) =>
  typeof className === 'string'
    ? className
        .split(/\s+/)
        .filter((c) => /^(has|is-style)-[a-z0-9-]{1,40}$/.test(c))
        .join(' ')
    : undefined
