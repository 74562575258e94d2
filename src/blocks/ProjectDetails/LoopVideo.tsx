interface LoopVideoProps {
  src: string
  /** Shown until the video plays, and the whole time for visitors who reduce motion. */
  poster?: string
  /** The poster's size: the box is reserved before the video's metadata arrives (no shift). */
  width?: number
  height?: number
  label: string
}

/**
 * A muted looping video. The server HTML has no `autoplay`, so visitors who prefer reduced motion
 * never see it move on its own; for everyone else the loop-video island (LoopVideo.mount.ts) starts
 * it near the viewport. The controls stay, so anyone can play or pause it.
 */
export function LoopVideo({ src, poster, width, height, label }: LoopVideoProps) {
  return (
    <video
      className="rounded"
      src={src}
      poster={poster}
      width={width}
      height={height}
      aria-label={label}
      muted
      loop
      playsInline
      controls
      preload="metadata"
    />
  )
}
