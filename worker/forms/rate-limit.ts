export interface RateLimiter {
  /** Counts a post from this client address; false when its network is over the limit. */
  allow(ip: string): Promise<boolean>
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase()
  // A trailing dotted quad (`::ffff:192.0.2.1`) stands for the last two groups.
  const quad = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (quad) {
    const [a = 0, b = 0, c = 0, d = 0] = quad.slice(2).map(Number)
    if (Math.max(a, b, c, d) > 255) return null
    text = `${quad[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const fill = 8 - head.length - tail.length
  if (halves.length === 2 ? fill < 1 : fill !== 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? fill : 0).fill('0'), ...tail]
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups.map((g) => parseInt(g, 16)) : null
}

/**
 * The key a client's posts are counted under. An IPv6 subscriber gets a whole /64 (and can use
 * any address in it), so its posts count per /64; an IPv4 address (also one written as IPv6,
 * `::ffff:a.b.c.d`) counts as itself.
 */
export function clientKey(ip: string): string {
  const groups = ipv6Groups(ip.trim())
  if (!groups) return ip.trim().toLowerCase() || 'unknown'
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6)
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/**
 * The platform's shared limiter (the Workers Rate Limiting binding): one count per client network
 * for every isolate of a location, not a map in one isolate's memory. Without the binding (a
 * deployment that lacks it) posts are let through and the gap is logged: refusing every visitor
 * would be worse than no limit.
 */
export function platformLimiter(binding: RateLimit | undefined): RateLimiter {
  return {
    async allow(ip) {
      if (!binding) {
        console.error('forms: no FORM_RATE_LIMIT binding, posts are not rate limited')
        return true
      }
      try {
        return (await binding.limit({ key: `form:${clientKey(ip)}` })).success
      } catch (err) {
        console.error(`forms: rate limit failed: ${err instanceof Error ? err.message : err}`)
        return true
      }
    },
  }
}
