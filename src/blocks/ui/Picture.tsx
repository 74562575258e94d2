import { use } from 'react'
import { safeUrl } from '../../cms/url-policy'
import type { ImageAttr } from './attrs'
import { PreloadHintsContext } from './preload-hints'
import { halfOnDesktop } from './breakpoints'

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

/** An image with its intrinsic size (no layout shift), lazy unless it is the page's main image. */
export function Picture({ image, className, priority, sizes, width, height }: PictureProps) {
  const preloads = use(PreloadHintsContext)
  if (!image) return null
  if (priority) preloads?.add(image.url)
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={image.width ?? width}
      height={image.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      sizes={sizes}
    />
  )
}

/** A CMS media node (GraphQL `sourceUrl` or `mediaItemUrl`, with `altText`). */
interface CmsMedia {
  sourceUrl?: string | null
  mediaItemUrl?: string | null
  altText: string
}

/** A CMS media node as a Picture image of the given size; `alt` overrides its alt text. */
export function cmsImage(
  media: CmsMedia | null | undefined,
  width: number,
  height: number,
  alt?: string,
): ImageAttr | null {
  const raw = media?.sourceUrl ?? media?.mediaItemUrl
  // The CMS URL policy: a media URL is http(s) or a site path, or no image.
  const url = raw ? safeUrl(raw, 'media') : null
  return url ? { url, alt: alt ?? media?.altText ?? '', width, height } : null
}

/** A hero's image beside its copy: the page's LCP image, half the viewport wide from 1024 px. */
export function HeroImage({ image }: Pick<PictureProps, 'image'>) {
  return <Picture image={image} className="hero-image" priority sizes={halfOnDesktop()} />
}
