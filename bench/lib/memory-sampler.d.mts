// Types of memory-sampler.mjs, for the tests that import it.
export interface MemorySession<T> {
  sample(): Promise<T>
  close(): void
}

export interface Sample<T, R> {
  inUse?: T
  rss?: R
}

export interface Skipped {
  at: number
  reason: string
}

export function sampleMemory<T, R>(options: {
  open: () => Promise<MemorySession<T>>
  rss: () => Promise<R>
  deadline: number
  traffic: Promise<unknown>
  intervalMs: number
  log?: (line: string) => void
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}): Promise<{ samples: Sample<T, R>[]; skipped: Skipped[] }>

export interface Memory {
  first: number
  warm: number
  last: number
  max: number
}

export function memoryOf(series: (number | undefined)[], warmUpShare: number): Memory | null
