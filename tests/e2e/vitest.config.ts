import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that change what every other file's pages show while they run (the content service's
 * outage, its one test page): they run one at a time, after the others.
 */
const ALONE = ['tests/e2e/forms-outage.e2e.ts', 'tests/e2e/cms-html-attack.e2e.ts']

/**
 * The longest files, longest first (a fresh-clone `npm test`: slow phone 138 s, service heroes 130,
 * font swap 116, accessibility 89, layout rhythm 66, page styles 63, layout 59), started before the
 * rest: without timings of an earlier run (a fresh clone) Vitest starts the largest files first,
 * and the font swap's 78 loads in one test (a small file) then started last and ran alone for a
 * minute at the end.
 */
const LONG_FIRST = [
  'tests/e2e/slow-phone.e2e.ts',
  'tests/e2e/service-hero.e2e.ts',
  'tests/e2e/font-swap-shifts.e2e.ts',
  'tests/e2e/a11y.e2e.ts',
  'tests/e2e/layout-rhythm.e2e.ts',
  'tests/e2e/page-styles.e2e.ts',
  'tests/e2e/layout.e2e.ts',
  'tests/e2e/home.e2e.ts',
]

class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONG_FIRST.findIndex((path) => file.moduleId.endsWith(path))
      return at < 0 ? LONG_FIRST.length : at
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

const shared = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A browser on a shared, busy machine can take seconds for what takes milliseconds when it is
  // quiet: a polled expectation waits up to 10 s (Vitest's default is 1 s) before it fails.
  expect: { poll: { timeout: 10_000 } },
  // The files of a worker run one after another in it: its modules (playwright-core) load once.
  isolate: false,
  // A file's `describe.concurrent` tests one at a time: with three files at a time, running them
  // side by side saturated two cores in a fresh-clone `npm test` (568 s instead of 427 s, and
  // the accessibility sweeps ran out of their 60 s), taking the other lanes' time.
  maxConcurrency: 1,
} as const

/**
 * End-to-end tests: Chromium (playwright-core) against both Workers under `wrangler dev`, started
 * once for every file (the global setup). Much of a browser test is waiting (a page to load, an
 * island to hydrate, the network to go quiet; a throttled phone, 600 ms away): three files at a time
 * keep both cores busy (with two, `npm test` used about half of a quiet machine's two cores).
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/global-setup.ts'],
    sequence: { sequencer: LongFirst },
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: ALONE,
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e, one at a time',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
