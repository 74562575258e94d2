/** Card text longer than `max` characters (the spec's 70) is cut and ends with an ellipsis. */
export const truncate = (s: string, max = 70) =>
  s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s
