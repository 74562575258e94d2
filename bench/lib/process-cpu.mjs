// CPU time of the workerd processes under `wrangler dev`, read from /proc: user + system time of the
// process that runs the Workers (and the asset server), and of wrangler's dev proxy in front of it.
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { workerdProcesses } from './workerd-memory.mjs'

let ticksPerSecond
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100
    } catch {
      ticksPerSecond = 100
    }
  }
  return ticksPerSecond
}

/** The runtime workerd (Workers, asset server) and the dev proxy (listening on the site's port). */
export async function workerdPids(rootPid, sitePort) {
  const pids = { runtime: [], proxy: [] }
  for (const { pid, cmdline } of await workerdProcesses(rootPid)) {
    pids[cmdline.includes(`entry=127.0.0.1:${sitePort}`) ? 'proxy' : 'runtime'].push(pid)
  }
  if (!pids.runtime.length) throw new Error(`no workerd process runs under wrangler (${rootPid})`)
  return pids
}

/** CPU milliseconds (user + system) a process has used so far. */
async function cpuMs(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (in parentheses, may hold spaces): utime is 14th, stime 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks()
}

/** CPU milliseconds used so far by each group of processes. */
export async function cpuSample(pids) {
  const sum = async (list) => (await Promise.all(list.map(cpuMs))).reduce((a, b) => a + b, 0)
  return { runtime: await sum(pids.runtime), proxy: await sum(pids.proxy) }
}
