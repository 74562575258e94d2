// `npm run purge -- /some/path [/other]` or `npm run purge -- --all` or `--type caseStudy`:
// asks the running site to drop cached CMS content. SITE_URL and PURGE_TOKEN come from the
// environment or .dev.vars (local defaults).
import { existsSync, readFileSync } from 'node:fs'

function devVar(name) {
  if (process.env[name]) return process.env[name]
  if (!existsSync('.dev.vars')) return undefined
  const line = readFileSync('.dev.vars', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}=`))
  return line?.slice(name.length + 1).replace(/^"|"$/g, '')
}

const args = process.argv.slice(2)
if (!args.length) {
  console.error(
    'Usage: npm run purge -- /path [/path…] | --all | --type page|caseStudy|service|vacancy',
  )
  process.exit(2)
}
const body = args.includes('--all')
  ? { all: true }
  : args[0] === '--type'
    ? { types: args.slice(1) }
    : { paths: args }
const site = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`
const token = devVar('PURGE_TOKEN')
if (!token) {
  console.error('PURGE_TOKEN is not set (environment or .dev.vars).')
  process.exit(2)
}
const res = await fetch(new URL('/__cache/purge', site), {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const text = await res.text()
console.log(`${res.status} ${text}`)
process.exit(res.ok ? 0 : 1)
