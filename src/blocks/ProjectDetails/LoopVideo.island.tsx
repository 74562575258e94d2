import { useEffect, useRef } from 'react'

interface LoopVideoProps {
  src: string
  /** Shown until the video plays, and the whole time for visitors who reduce motion. */
  poster?: string
  label: string
}

/**
 * A muted looping video. The server HTML has no `autoplay`, so visitors who prefer reduced motion
 * never see it move on its own; for everyone else it starts once hydrated (near the viewport).
 * The controls stay, so anyone can play or pause it.
 */
export default function LoopVideo({ src, poster, label }: LoopVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // A browser may refuse to start it (data saver, missing source); the controls remain.
    video.play().catch(() => undefined)
  }, [])
  return (
    <video
      ref={ref}
      className="rounded"
      src={src}
      poster={poster}
      aria-label={label}
      muted
      loop
      playsInline
      controls
      preload="metadata"
    />
  )
}
