interface CountUpProps {
  value: number
  suffix: string
}

// One formatter: toLocaleString builds a new one on every call.
const NUMBER = new Intl.NumberFormat('en-GB')
export const formatFigure = (n: number) => NUMBER.format(n)

/**
 * A figure that counts up from 0 when it comes into view (the count-up island, CountUp.mount.ts).
 * The server HTML and reduced motion show the final number; the width is reserved for it, so
 * counting never moves anything.
 */
export function CountUp({ value, suffix }: CountUpProps) {
  return (
    <span
      className="count-up"
      style={{ minWidth: `${formatFigure(value).length + suffix.length}ch` }}
    >
      {formatFigure(value)}
      {suffix}
    </span>
  )
}
