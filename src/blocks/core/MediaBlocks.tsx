import * as z from 'zod/mini'
import { defineBlock } from '../define-block'
import { mediaSrcset } from '../ui/attrs'
import { halfOnDesktop } from '../ui/breakpoints'
import { alignClass, attrUrl, colorClasses, cx } from './classes'

const num = z.catch(z.optional(z.coerce.number()), undefined)
const str = z.catch(z.optional(z.string()), undefined)

/** Minimum heights of a cover, snapped to the stylesheet's steps (no inline styles). */
function coverHeightClass(minHeight: number | undefined, unit: string | undefined) {
  if (!minHeight) return undefined
  const px = unit === 'vh' ? minHeight * 8 : minHeight
  return px >= 560 ? 'core-cover-tall' : px >= 380 ? 'core-cover-medium' : undefined
}

export const coverBlock = defineBlock({
  summary: 'A background image or video with a dimming overlay and the inner blocks on top.',
  schema: z.looseObject({
    url: str,
    alt: str,
    backgroundType: str,
    dimRatio: num,
    // A palette colour the editor picked for the overlay (a slug; a custom colour is an inline style).
    overlayColor: str,
    minHeight: num,
    minHeightUnit: str,
    isDark: z.catch(z.optional(z.boolean()), undefined),
    align: str,
    // A media library image's size and srcset (prepare-blocks adds them from its generated sizes).
    width: num,
    height: num,
    srcset: z.pipe(
      str,
      z.transform((v) => (v ? mediaSrcset(v) : undefined)),
    ),
  }),
  inner: true,
  Component: ({ attrs, children }) => {
    const url = attrUrl(attrs.url)
    // WordPress's default dim is 50 with an image and 100 without.
    const dim = Math.round(Math.min(100, Math.max(0, attrs.dimRatio ?? (url ? 50 : 100))) / 10) * 10
    return (
      <div
        className={cx(
          'wp-block-cover',
          'core-cover',
          alignClass(attrs.align),
          attrs.isDark === false && 'is-light',
          coverHeightClass(attrs.minHeight, attrs.minHeightUnit),
        )}
      >
        {url && attrs.backgroundType === 'video' ? (
          <video
            className="wp-block-cover__video-background"
            src={url}
            autoPlay
            muted
            loop
            playsInline
            aria-hidden="true"
          />
        ) : url ? (
          <img
            className="wp-block-cover__image-background"
            src={url}
            srcSet={attrs.srcset}
            sizes={attrs.srcset ? '100vw' : undefined}
            width={attrs.width}
            height={attrs.height}
            alt={attrs.alt ?? ''}
            loading="lazy"
          />
        ) : null}
        <span
          aria-hidden="true"
          className={cx(
            'wp-block-cover__background',
            `has-background-dim-${dim}`,
            // WordPress writes the palette class alone here (no `has-background`, which pads a box).
            colorClasses({ backgroundColor: attrs.overlayColor })[0],
          )}
        />
        <div className="wp-block-cover__inner-container">{children}</div>
      </div>
    )
  },
})

export const mediaTextBlock = defineBlock({
  summary: 'An image or video beside the inner blocks (stacked on phones by default).',
  schema: z.looseObject({
    mediaUrl: str,
    mediaAlt: str,
    mediaType: str,
    mediaPosition: str,
    mediaWidth: num,
    mediaWidthPercent: num,
    isStackedOnMobile: z.catch(z._default(z.boolean(), true), true),
    verticalAlignment: str,
    align: str,
    // The media library image's size and srcset (prepare-blocks adds them from its generated sizes).
    mediaImage: z.catch(
      z.optional(
        z.object({
          width: z.number(),
          height: z.number(),
          srcset: z.pipe(
            str,
            z.transform((v) => (v ? mediaSrcset(v) : undefined)),
          ),
        }),
      ),
      undefined,
    ),
  }),
  inner: true,
  Component: ({ attrs, children }) => {
    const url = attrUrl(attrs.mediaUrl)
    const wide = (attrs.mediaWidth ?? 50) >= 58
    const narrow = (attrs.mediaWidth ?? 50) <= 42
    return (
      <div
        className={cx(
          'wp-block-media-text',
          alignClass(attrs.align),
          attrs.mediaPosition === 'right' && 'has-media-on-the-right',
          attrs.isStackedOnMobile && 'is-stacked-on-mobile',
          wide && 'has-wide-media',
          narrow && 'has-narrow-media',
          attrs.verticalAlignment === 'top' && 'is-vertically-aligned-top',
        )}
      >
        <figure className="wp-block-media-text__media">
          {url && attrs.mediaType === 'video' ? (
            <video src={url} controls preload="metadata" />
          ) : url ? (
            <img
              src={url}
              srcSet={attrs.mediaImage?.srcset}
              sizes={attrs.mediaImage?.srcset ? halfOnDesktop() : undefined}
              width={attrs.mediaImage?.width}
              height={attrs.mediaImage?.height}
              alt={attrs.mediaAlt ?? ''}
              loading="lazy"
            />
          ) : null}
        </figure>
        <div className="wp-block-media-text__content">{children}</div>
      </div>
    )
  },
})

export const galleryBlock = defineBlock({
  summary: 'Nested core/image blocks in a grid, with an optional caption.',
  schema: z.looseObject({
    columns: num,
    imageCrop: z.catch(z._default(z.boolean(), true), true),
    caption: str,
    align: str,
  }),
  inner: true,
  load: async (attrs, ctx) => (attrs.caption ? ctx.sanitize(attrs.caption).html : ''),
  Component: ({ attrs, data, children }) => {
    const columns =
      attrs.columns && attrs.columns >= 1 && attrs.columns <= 8 ? attrs.columns : undefined
    return (
      <figure
        className={cx(
          'wp-block-gallery',
          'has-nested-images',
          columns ? `columns-${Math.round(columns)}` : 'columns-default',
          attrs.imageCrop && 'is-cropped',
          alignClass(attrs.align),
        )}
      >
        {children}
        {data && (
          <figcaption
            className="blocks-gallery-caption"
            dangerouslySetInnerHTML={{ __html: data }}
          />
        )}
      </figure>
    )
  },
})

export const detailsBlock = defineBlock({
  summary: "A disclosure with the editor's summary and the inner blocks.",
  schema: z.looseObject({
    summary: str,
    showContent: z.catch(z._default(z.boolean(), false), false),
  }),
  inner: true,
  load: async (attrs, ctx) => ctx.sanitize(attrs.summary ?? '').html,
  Component: ({ attrs, data, children }) => (
    <details className="wp-block-details" open={attrs.showContent || undefined}>
      <summary dangerouslySetInnerHTML={{ __html: data || 'Details' }} />
      {children}
    </details>
  ),
})

/** Spacer heights, snapped to the stylesheet's steps. */
function spacerClass(height: string | number | undefined) {
  const px = Number(/^(\d+(?:\.\d+)?)(px)?$/.exec(String(height ?? '100').trim())?.[1] ?? 100)
  return px <= 24
    ? 'core-spacer-xs'
    : px <= 56
      ? 'core-spacer-s'
      : px <= 120
        ? 'core-spacer-m'
        : 'core-spacer-l'
}

export const spacerBlock = defineBlock({
  summary: "Vertical space, in the site's spacing steps.",
  schema: z.looseObject({
    height: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
  }),
  Component: ({ attrs }) => (
    <div className={cx('wp-block-spacer', spacerClass(attrs.height))} aria-hidden="true" />
  ),
})
