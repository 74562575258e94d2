import { useSite } from './site'

/** The wordmark: an inline SVG so that it never shifts layout or costs a request. */
export function Logo() {
  const { name } = useSite()
  return (
    <svg className="logo" width="196" height="32" viewBox="0 0 196 32" role="img" aria-label={name}>
      <rect width="32" height="32" rx="8" fill="currentColor" className="logo-mark" />
      <path d="M9 23V9l14 14V9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <text
        x="42"
        y="22"
        fontSize="17"
        fontWeight="700"
        fill="currentColor"
        textLength="150"
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
    </svg>
  )
}
