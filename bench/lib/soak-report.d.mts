// Types of soak-report.mjs, for the tests that import it.
import type { Memory, Skipped } from './memory-sampler.mjs'

export interface SoakResult {
  ok: boolean
  seconds: number
  connections: number
  requests: number
  pages: number
  sent: Record<string, number>
  accepted: Record<string, number>
  stored: Record<string, number> | null
  storedError?: string
  errors: number
  lost: number | null
  inUse: Record<string, Memory | null>
  steady: boolean | null
  workersRss: Memory | null
  proxyRss: Memory | null
  sampleCount: number
  skipped: Skipped[]
  unexpectedSample: string[]
}

export function soakReport(
  result: SoakResult,
  options: { workers: string[]; maxGrowth: number },
): string
