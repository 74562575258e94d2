import { TYPED_TIMING } from './typed-timing'

/**
 * Types the hero's phrases in the span the server rendered (TypedText.tsx), with typed.js and no
 * React. Nothing moves with reduced motion or with a single phrase.
 */
export function mount(root: HTMLElement, { phrases }: { phrases: string[] }): void {
  const el = root.querySelector<HTMLElement>('.typed-target')
  if (!el || phrases.length < 2) return
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  void import('typed.js').then(({ default: Typed }) => {
    const start = () => {
      // typed.js takes the first phrase from the element (the server rendered it) and starts by
      // erasing it, so it is given only the others. Left alone it would also restart every loop
      // from the end of that phrase, which then appeared whole: each loop types it from its
      // first letter, like every other phrase.
      const typed = new Typed(el, {
        strings: phrases.slice(1),
        ...TYPED_TIMING,
        loop: true,
        smartBackspace: true,
        autoInsertCss: false,
        cursorChar: '|',
        onLastStringBackspaced: () => {
          typed.strPos = 0
        },
      })
      el.dataset.typing = 'true'
    }
    // The first phrase has been on screen since the first paint: it stays as long as a typed one.
    const { backDelay, startDelay } = TYPED_TIMING
    window.setTimeout(start, Math.max(0, backDelay - startDelay - performance.now()))
  })
}
