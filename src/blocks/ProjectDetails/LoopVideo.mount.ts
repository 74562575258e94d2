/** Starts the muted loop the server rendered (LoopVideo.tsx) once near the viewport. */
export function mount(root: HTMLElement): void {
  const video = root.querySelector('video')
  if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  // A browser may refuse to start it (data saver, missing source); the controls remain.
  video.play().catch(() => undefined)
}
