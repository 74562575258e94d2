// CPU time of the processes that serve a benchmark (Linux /proc): the workerd processes that
// `wrangler dev` started, read before and after a run.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())

/** pid, name, parent pid and CPU ticks (user + system) of a process, or null when it is gone. */
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

/** Every process below `root` (children, their children…). */
function descendants(root) {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => stat(Number(d)))
    .filter(Boolean)
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

/** The workerd processes under `rootPid` and a reader of their CPU time in milliseconds. */
export function workerdCpu(rootPid) {
  const pids = descendants(rootPid)
    .filter((p) => p.name.startsWith('workerd'))
    .map((p) => p.pid)
  if (!pids.length) throw new Error('bench: no workerd process found under wrangler')
  return () =>
    (pids.reduce((sum, pid) => sum + (stat(pid)?.ticks ?? 0), 0) * 1000) / TICKS_PER_SECOND
}
