// Memory of the Workers under `wrangler dev`, read from outside: resident memory of the workerd
// processes (from /proc), and each Worker's memory in use after a full garbage collection (through
// the DevTools protocol of workerd's inspector, which serves a Worker at /core:user:<name>).
import { readFile, readdir, readlink } from 'node:fs/promises'
import { openDevtools } from './devtools.mjs'

/**
 * Pids of `pid` and all its descendants, from /proc.
 * @param {number} pid
 */
async function processTree(pid) {
  /** @type {Map<number, number>} */
  const parents = new Map()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    // The command name is in parentheses and may contain spaces: fields start after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    parents.set(Number(entry), ppid)
  }
  const tree = new Set([pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [child, parent] of parents) {
      if (!tree.has(parent) || tree.has(child)) continue
      tree.add(child)
      grew = true
    }
  }
  return [...tree]
}

/**
 * The workerd processes under `rootPid`, each with its command line.
 * @param {number} rootPid
 */
export async function workerdProcesses(rootPid) {
  /** @type {{ pid: number, cmdline: string, rssMb: number }[]} */
  const found = []
  for (const pid of await processTree(rootPid)) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
    if (!/^Name:\s+workerd/m.test(status)) continue
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
    const rssMb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024
    found.push({ pid, cmdline, rssMb })
  }
  return found
}

/**
 * Resident memory (MB) of the workerd processes under wrangler: the one running the Workers, and
 * wrangler's dev proxy in front of it (the one listening on the site's port; not part of production).
 * @param {number} rootPid
 * @param {number} sitePort
 */
export async function workerdRssMb(rootPid, sitePort) {
  const mb = { workers: 0, proxy: 0 }
  for (const { cmdline, rssMb } of await workerdProcesses(rootPid)) {
    mb[cmdline.includes(`entry=127.0.0.1:${sitePort}`) ? 'proxy' : 'workers'] += rssMb
  }
  return Object.fromEntries(Object.entries(mb).map(([k, v]) => [k, Math.round(v)]))
}

/**
 * TCP ports `pid` listens on, from its socket descriptors and /proc/net/tcp{,6}.
 * @param {number} pid
 */
export async function listeningPorts(pid) {
  /** @type {Set<string | undefined>} */
  const inodes = new Set()
  for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [])) {
    const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')
    const socket = /^socket:\[(\d+)\]$/.exec(link)
    if (socket) inodes.add(socket[1])
  }
  /** @type {number[]} */
  const ports = []
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = (await readFile(table, 'utf8').catch(() => '')).trim().split('\n').slice(1)
    for (const row of rows) {
      const cols = row.trim().split(/\s+/)
      // st 0A = LISTEN; column 9 is the socket's inode.
      const port = cols[1]?.split(':')[1]
      if (cols[3] === '0A' && inodes.has(cols[9]) && port) ports.push(parseInt(port, 16))
    }
  }
  return ports
}

/**
 * The runtime inspector's port: the one whose /json/list names `core:user:<worker>`.
 * @param {number} rootPid
 * @param {string} worker
 */
export async function findInspector(rootPid, worker) {
  for (const { pid } of await workerdProcesses(rootPid)) {
    for (const port of await listeningPorts(pid)) {
      const list = await fetch(`http://127.0.0.1:${port}/json/list`, {
        signal: AbortSignal.timeout(2000),
      })
        .then((res) => (res.ok ? /** @type {Promise<{ id?: string }[]>} */ (res.json()) : []))
        .catch(() => [])
      if (Array.isArray(list) && list.some((t) => t.id === `core:user:${worker}`)) return port
    }
  }
  throw new Error(`no workerd inspector lists the Worker ${worker}`)
}

/**
 * A session with one Worker's isolate, ready to read its heap.
 * @param {string} url
 */
async function openSession(url) {
  const session = await openDevtools(url)
  // workerd answers nothing on a session before Runtime.enable; a busy machine may not answer in
  // time: the socket is closed, and the caller tries again later.
  try {
    await session.send('Runtime.enable')
    await session.send('HeapProfiler.enable')
  } catch (err) {
    session.close()
    throw err
  }
  return session
}

/** What Runtime.getHeapUsage answers, in bytes. */
/** @typedef {{ usedSize: number, backingStorageSize?: number, embedderHeapUsedSize?: number }} HeapUsage */

/**
 * Sessions with the Workers; `sample()` collects garbage in each, then returns the memory in use
 * per Worker in MB: V8's heap, array buffers' contents and workerd's objects. That is what the
 * platform limits per isolate, and what grows if code leaks.
 * workerd serves one session per Worker and wrangler holds the primary Worker's: that one is reached
 * through wrangler's inspector proxy (`--inspector-port`), the others through workerd directly.
 * @param {{ rootPid: number, primary: string, inspectorPort: number, others: string[] }} options
 */
export async function workerMemory({ rootPid, primary, inspectorPort, others }) {
  const [other] = others
  if (!other) throw new Error('workerMemory: name a Worker besides the primary one')
  const runtimePort = await findInspector(rootPid, other)
  /** @type {[name: string, url: string][]} */
  const urls = [
    [primary, `ws://127.0.0.1:${inspectorPort}/ws`],
    ...others.map(
      (name) =>
        /** @type {[string, string]} */ ([name, `ws://127.0.0.1:${runtimePort}/core:user:${name}`]),
    ),
  ]
  const opened = await Promise.allSettled(
    urls.map(async ([name, url]) => /** @type {const} */ ([name, await openSession(url)])),
  )
  const sessions = opened.filter((o) => o.status === 'fulfilled').map((o) => o.value)
  const failed = opened.find((o) => o.status === 'rejected')
  if (failed) {
    // All or none: close the sessions that did open.
    sessions.forEach(([, session]) => session.close())
    throw failed.reason
  }
  return {
    async sample() {
      /** @type {Record<string, number>} */
      const mb = {}
      for (const [name, session] of sessions) {
        // The inspector handles commands in order, so the heap is read after the collection.
        session.post('HeapProfiler.collectGarbage')
        // Array buffers' contents and workerd's own objects live outside V8's heap: count them too.
        const usage = /** @type {HeapUsage} */ (await session.send('Runtime.getHeapUsage'))
        const bytes =
          usage.usedSize + (usage.backingStorageSize ?? 0) + (usage.embedderHeapUsedSize ?? 0)
        mb[name] = Math.round(bytes / 1e5) / 10
      }
      return mb
    },
    close: () => sessions.forEach(([, session]) => session.close()),
  }
}
