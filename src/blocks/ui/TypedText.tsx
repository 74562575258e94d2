/**
 * Rotating typed phrases (the typed-text island, TypedText.mount.ts, animates them). The server
 * renders the first phrase, so the hero reads complete without JavaScript and with reduced motion;
 * screen readers get all phrases once, never the animation.
 */
export function TypedText({ phrases }: { phrases: string[] }) {
  return (
    <span className="typed-text">
      <span className="sr-only">{phrases.join(', ')}</span>
      {/* Each phrase, invisible, in the same grid cell: the line is as tall as the longest phrase
          at any width, so typing never moves what follows. Drawn by CSS, so not in the text. */}
      {phrases.map((phrase) => (
        <span key={phrase} aria-hidden="true" className="typed-sizer" data-text={phrase} />
      ))}
      <span aria-hidden="true" className="typed-target">
        {phrases[0]}
      </span>
    </span>
  )
}
