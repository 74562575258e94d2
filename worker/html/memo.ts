/**
 * A pure function of a string, remembered by input: the content store hands every request the same
 * strings, so a page's CMS markup is parsed once per isolate, not once per view. Bounded by the
 * characters it holds (inputs and what `sizeOf` says of results); the oldest go first.
 */
export function memoByString<R>(
  compute: (input: string) => R,
  { maxChars, sizeOf }: { maxChars: number; sizeOf: (result: R) => number },
): (input: string) => R {
  const known = new Map<string, { result: R; size: number }>()
  let held = 0
  return (input) => {
    const hit = known.get(input)
    if (hit) return hit.result
    const result = compute(input)
    const size = input.length + sizeOf(result)
    if (size > maxChars / 10) return result
    known.set(input, { result, size })
    held += size
    for (const [key, entry] of known) {
      if (held <= maxChars) break
      known.delete(key)
      held -= entry.size
    }
    return result
  }
}
