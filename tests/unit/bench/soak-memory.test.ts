import { describe, expect, it } from 'vitest'
import { memoryOf, sampleMemory, type MemorySession } from '../../../bench/lib/memory-sampler.mjs'
import { soakReport, type SoakResult } from '../../../bench/lib/soak-report.mjs'

type InUse = Record<string, number>

/** A clock that moves only when the sampler sleeps: no real time passes in these tests. */
function fakeClock() {
  let t = 0
  return { now: () => t, sleep: async (ms: number) => void (t += Math.max(ms, 1)) }
}

/** Inspector sessions whose opening and samples fail as scripted (true = throws). */
function scriptedInspector(openFails: boolean[], sampleFails: boolean[]) {
  const state = { opened: 0, closed: 0 }
  let samples = 0
  const open = async (): Promise<MemorySession<InUse>> => {
    if (openFails[state.opened++] ?? false) throw new Error('Runtime.enable timed out')
    return {
      sample: async () => {
        if (sampleFails[samples++] ?? false) throw new Error('Runtime.getHeapUsage timed out')
        return { 'company-site': 20 + samples, 'embedded-cms': 10 }
      },
      close: () => void state.closed++,
    }
  }
  return { open, state }
}

const RSS = async () => ({ workers: 300, proxy: 60 })

describe('npm run soak on a busy machine', () => {
  it('skips a memory sample whose inspector does not answer, says why, and samples on', async () => {
    const clock = fakeClock()
    const inspector = scriptedInspector([true, true], [false, true, false])
    const lines: string[] = []
    const { samples, skipped } = await sampleMemory({
      open: inspector.open,
      rss: RSS,
      deadline: 10_000,
      traffic: Promise.resolve(),
      intervalMs: 2000,
      log: (line) => lines.push(line),
      ...clock,
    })
    // Ticks at 0, 2, 4, 6, 8 s and one after the traffic: two failed opens, one failed sample.
    expect(samples).toHaveLength(6)
    expect(skipped.map((s) => s.reason)).toEqual([
      'memory in use: Runtime.enable timed out',
      'memory in use: Runtime.enable timed out',
      'memory in use: Runtime.getHeapUsage timed out',
    ])
    expect(lines).toContain('soak: memory sample skipped (memory in use: Runtime.enable timed out)')
    expect(samples.filter((s) => s.inUse)).toHaveLength(3)
    expect(samples.every((s) => s.rss?.workers === 300)).toBe(true)
    // The session that timed out was closed and a new one opened; the last one closed at the end.
    expect(inspector.state).toEqual({ opened: 4, closed: 2 })
  })

  it('never fails when the inspector never answers, and still reports posts sent against stored', async () => {
    const clock = fakeClock()
    const inspector = scriptedInspector(Array(100).fill(true), [])
    const { samples, skipped } = await sampleMemory({
      open: inspector.open,
      rss: RSS,
      deadline: 6000,
      traffic: Promise.resolve(),
      intervalMs: 2000,
      log: () => undefined,
      ...clock,
    })
    expect(skipped).toHaveLength(samples.length)
    const inUse = memoryOf(
      samples.map((s) => s.inUse?.['company-site']),
      0.2,
    )
    expect(inUse).toBeNull()
    const result: SoakResult = {
      ok: true,
      seconds: 60,
      connections: 64,
      requests: 4000,
      pages: 3800,
      sent: { contact: 100, 'email-cta': 100 },
      accepted: { contact: 98, 'email-cta': 100 },
      stored: { contact: 98, 'email-cta': 100 },
      errors: 2,
      lost: 0,
      inUse: { 'company-site': inUse, 'embedded-cms': null },
      steady: null,
      workersRss: memoryOf(
        samples.map((s) => s.rss?.workers),
        0.2,
      ),
      proxyRss: null,
      sampleCount: samples.length,
      skipped,
      unexpectedSample: ['POST contact: 429'],
    }
    const report = soakReport(result, {
      workers: ['company-site', 'embedded-cms'],
      maxGrowth: 1.5,
    })
    expect(report).toContain('| form posts sent / accepted / stored, contact | 100 / 98 / 98 |')
    expect(report).toContain('| form posts sent / accepted / stored, email-cta | 100 / 100 / 100 |')
    expect(report).toContain(
      '| memory in use MB after GC, company-site: first / after warm-up / last / max | not measured |',
    )
    expect(report).toContain(`| memory samples taken / skipped | 4 / 4 |`)
    expect(report).toContain('| memory in use | not measured |')
    expect(report).toContain('- memory sample skipped: memory in use: Runtime.enable timed out')
  })

  it('calls memory steady or not only from samples actually taken', () => {
    expect(memoryOf([undefined, 20, undefined, 22, 24], 0.2)).toEqual({
      first: 20,
      warm: 22,
      last: 24,
      max: 24,
    })
    expect(memoryOf([undefined, 20, undefined], 0.2)).toBeNull()
  })
})
