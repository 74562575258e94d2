import type { ImageAttr } from './attrs'

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
  if (!image) return null
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
