import { use } from 'react'
import { safeUrl } from '../../cms/url-policy'
import { mediaSrcset, type ImageAttr } from './attrs'
import { PreloadHintsContext } from './preload-hints'
import { halfOnDesktop } from './breakpoints'
import { defaultSizes } from '../media-index'

interface PictureProps {
  image: ImageAttr | null | undefined
  className?: string
  /** Above the fold: load eagerly with high priority (the LCP image). */
  priority?: boolean
  sizes?: string
  /** Fallback size when the CMS gave none, to reserve space and avoid layout shift. */
  width?: number
  height?: number
}

/**
 * An image with its intrinsic size (no layout shift), lazy unless it is the page's main image. A
 * media library image carries WordPress's srcset: the browser picks the smallest copy that fills the
 * slot (`sizes`: the block's layout, else WordPress's "as wide as the screen, up to its own width").
 */
export function Picture({ image, className, priority, sizes, width, height }: PictureProps) {
  const preloads = use(PreloadHintsContext)
  if (!image) return null
  const shownWidth = image.width ?? width
  const shownSizes = image.srcset
    ? (sizes ?? (shownWidth ? defaultSizes(shownWidth) : undefined))
    : sizes
  // With a srcset, the preload names it too: a phone preloads its own copy, not the original.
  if (priority) preloads?.set(image.url, { srcset: image.srcset, sizes: shownSizes })
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcset}
      sizes={shownSizes}
      alt={image.alt}
      width={shownWidth}
      height={image.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}

/** A CMS media node (GraphQL `sourceUrl` or `mediaItemUrl`, with `altText`; sizes when selected). */
interface CmsMedia {
  sourceUrl?: string | null
  mediaItemUrl?: string | null
  altText: string
  srcSet?: string | null
  mediaDetails?: { width?: number | null; height?: number | null } | null
}

/**
 * A CMS media node as a Picture image: its own size and srcset when WordPress gave them, else the
 * given size; `alt` overrides its alt text.
 */
export function cmsImage(
  media: CmsMedia | null | undefined,
  width: number,
  height: number,
  alt?: string,
): ImageAttr | null {
  const raw = media?.sourceUrl ?? media?.mediaItemUrl
  // The CMS URL policy: a media URL is http(s) or a site path, or no image.
  const url = raw ? safeUrl(raw, 'media') : null
  if (!url) return null
  const own = media?.mediaDetails
  const sized =
    own?.width && own.height ? { width: own.width, height: own.height } : { width, height }
  const srcset = media?.srcSet ? mediaSrcset(media.srcSet) : undefined
  return { url, alt: alt ?? media?.altText ?? '', ...sized, ...(srcset ? { srcset } : {}) }
}

/** A hero's image beside its copy: the page's LCP image, half the viewport wide from 1024 px. */
export function HeroImage({ image }: Pick<PictureProps, 'image'>) {
  return <Picture image={image} className="hero-image" priority sizes={halfOnDesktop()} />
}
