// CPU time of the processes that serve a benchmark (Linux /proc): the workerd processes that
// `wrangler dev` started, read before and after a run.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())

/** @typedef {{ pid: number, name: string, ppid: number, ticks: number }} ProcessStat */

/**
 * pid, name, parent pid and CPU ticks (user + system) of a process, or null when it is gone.
 * @param {number} pid
 * @returns {ProcessStat | null}
 */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name is in parentheses and may hold spaces: the fields after it are space-separated.
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'))
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { pid, name, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return null
  }
}

/**
 * Every process below `root` (children, their children…).
 * @param {number} root
 */
function descendants(root) {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => stat(Number(d)))
    .filter((p) => p !== null)
  /** @type {ProcessStat[]} */
  const found = []
  const parents = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const p of all) {
      if (!parents.has(p.pid) && parents.has(p.ppid)) {
        parents.add(p.pid)
        found.push(p)
        grew = true
      }
    }
  }
  return found
}

/**
 * The workerd process of wrangler's local dev proxy, the one listening on the site's port (it
 * forwards to the process that runs the Workers; production has no such hop).
 * @param {number} pid
 * @param {number} port
 */
export function isDevProxy(pid, port) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`entry=127.0.0.1:${port}\0`)
  } catch {
    return false
  }
}

/**
 * CPU time (ms) of each workerd process under `rootPid`, by pid.
 * @param {number} rootPid
 */
export function workerdCpu(rootPid) {
  const found = descendants(rootPid).filter((p) => p.name.startsWith('workerd'))
  if (!found.length) throw new Error('bench: no workerd process found under wrangler')
  return new Map(found.map((p) => [p.pid, (p.ticks * 1000) / TICKS_PER_SECOND]))
}

/**
 * CPU time (ms) of a process and every process below it, by pid (the Next.js reference).
 * @param {number} rootPid
 */
export function processTreeCpu(rootPid) {
  const found = [stat(rootPid), ...descendants(rootPid)].filter((p) => p !== null)
  return new Map(found.map((p) => [p.pid, (p.ticks * 1000) / TICKS_PER_SECOND]))
}

/**
 * The CPU time spent between two readings by the processes present in both, and the part of it
 * spent by the dev proxy on `port`; `restarted` when one of the first is gone (wrangler reloaded
 * workerd: the run is not comparable).
 * @param {Map<number, number>} before
 * @param {Map<number, number>} after
 * @param {number} [port]
 */
export function cpuBetween(before, after, port) {
  let ms = 0
  let proxyMs = 0
  let restarted = false
  for (const [pid, start] of before) {
    const end = after.get(pid)
    if (end === undefined) restarted = true
    else {
      ms += end - start
      if (port !== undefined && isDevProxy(pid, port)) proxyMs += end - start
    }
  }
  return { ms, proxyMs, restarted }
}
