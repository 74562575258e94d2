// Memory samples for `npm run soak` that survive a busy machine: the DevTools session of a Worker
// under load may answer late or not at all (`Runtime.enable timed out`). A sample that fails is
// skipped and said why; the session is opened again at the next tick; the run goes on.

/** A failure's message, for the report. */
const reasonOf = (/** @type {unknown} */ err) => (err instanceof Error ? err.message : String(err))

/**
 * Samples every `intervalMs` until `deadline`, and once more after `traffic` has settled.
 * `open()` returns `{ sample(), close() }` (the Workers' memory in use) and may throw; `rss()`
 * reads resident memory and may throw too. Resolves to the samples taken (either part may be
 * missing) and the ones skipped, each with its reason; never rejects.
 * @template T, R
 * @param {Parameters<typeof import('./memory-sampler.mjs').sampleMemory<T, R>>[0]} options
 */
export async function sampleMemory({
  open,
  rss,
  deadline,
  traffic,
  intervalMs,
  log = (line) => console.error(line),
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}) {
  /** @type {import('./memory-sampler.mjs').Sample<T, R>[]} */
  const samples = []
  /** @type {import('./memory-sampler.mjs').Skipped[]} */
  const skipped = []
  /** @type {import('./memory-sampler.mjs').MemorySession<T> | null} */
  let session = null
  /** @type {(what: string, err: unknown) => void} */
  const skip = (what, err) => {
    const reason = `${what}: ${reasonOf(err)}`
    skipped.push({ at: now(), reason })
    log(`soak: memory sample skipped (${reason})`)
  }
  const closeSession = () => {
    session?.close()
    session = null
  }
  const sample = async () => {
    /** @type {import('./memory-sampler.mjs').Sample<T, R>} */
    const taken = {}
    // Resident memory first: reading /proc takes no answer from the busy Workers.
    try {
      taken.rss = await rss()
    } catch (err) {
      skip('resident memory', err)
    }
    try {
      session ??= await open()
      taken.inUse = await session.sample()
    } catch (err) {
      skip('memory in use', err)
      // A session that timed out may never answer again: a fresh one next time.
      closeSession()
    }
    samples.push(taken)
  }
  try {
    while (now() < deadline) {
      await sample()
      await sleep(Math.max(0, Math.min(intervalMs, deadline - now())))
    }
    await traffic
    await sample()
  } finally {
    closeSession()
  }
  return { samples, skipped }
}

/**
 * First, after warm-up, last and highest of the values a series holds (skipped samples left out);
 * null when fewer than two were taken, too few to call memory steady or not.
 * @param {(number | undefined)[]} series
 * @param {number} warmUpShare
 * @returns {import('./memory-sampler.mjs').Memory | null}
 */
export function memoryOf(series, warmUpShare) {
  const values = series.filter((v) => typeof v === 'number')
  const [first] = values
  const last = values.at(-1)
  if (first === undefined || last === undefined || values.length < 2) return null
  const warm = values[Math.max(1, Math.round(values.length * warmUpShare))] ?? last
  return { first, warm, last, max: Math.max(...values) }
}
