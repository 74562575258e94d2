// Which phase of a request a CPU sample belongs to, from its stack (leaf first), each frame with its
// function name and original source file (through the bundle's source map).

/** @typedef {{ name: string, source: string }} Frame a function and its original source file */
/** @typedef {[phase: string, test: (f: Frame) => boolean]} Rule */

/**
 * Library or own code that is a phase wherever it is called from: the frame nearest the leaf wins.
 * @type {Rule[]}
 */
const WHERE_IT_RUNS = [
  ['zod validation', (f) => /node_modules\/zod\//.test(f.source)],
  ['sanitising (parse5)', (f) => /node_modules\/parse5\/|worker\/html\//.test(f.source)],
  ['JSON parse/stringify', (f) => !f.source && /^(parse|stringify)$/.test(f.name)],
  [
    'page cache (lookup, hit, keeping a page)',
    (f) => /worker\/cache\/page-cache|HTMLRewriter/.test(f.source + f.name),
  ],
  ['headers (CSP, security)', (f) => /worker\/security-headers/.test(f.source)],
  ['page styles (choosing rules)', (f) => /worker\/render\/site-styles/.test(f.source)],
]

/**
 * Code that runs for a caller: the outermost matching frame names the phase.
 * @type {Rule[]}
 */
const WHO_CALLED = [
  [
    'React render and stream',
    (f) => /node_modules\/react-dom\/|node_modules\/react\//.test(f.source),
  ],
  // The rendered string itself: checked, its styles put in, made a response.
  ['document assembly', (f) => /worker\/render\/stream/.test(f.source)],
  [
    'blocks: prepare and load',
    (f) => /src\/blocks\/prepare-blocks|src\/blocks\/.*\/(load|index)\.ts/.test(f.source),
  ],
  ['content store (memory, KV)', (f) => /worker\/cache\/content-store|src\/cms\//.test(f.source)],
  ['config and request context', (f) => /worker\/(env|context|site-profile)\.ts/.test(f.source)],
  ['page head (SEO, JSON-LD)', (f) => /worker\/render\/(seo-head|json-ld)/.test(f.source)],
  ['routing (Hono)', (f) => /node_modules\/hono\//.test(f.source)],
]

export const PHASES = [
  ...WHERE_IT_RUNS.map(([name]) => name),
  ...WHO_CALLED.map(([name]) => name),
  'garbage collection',
  'runtime (outside JS)',
  'other',
  'idle',
]

/**
 * The phase of one sample's stack (leaf first).
 * @param {Frame[]} stack
 */
export function phaseOf(stack) {
  const leaf = stack[0]?.name ?? ''
  if (leaf === '(idle)') return 'idle'
  if (leaf === '(garbage collector)') return 'garbage collection'
  if (leaf === '(program)') return 'runtime (outside JS)'
  for (const frame of stack) {
    const found = WHERE_IT_RUNS.find(([, test]) => test(frame))
    if (found) return found[0]
  }
  for (const [name, test] of WHO_CALLED) {
    if (stack.some(test)) return name
  }
  return 'other'
}
