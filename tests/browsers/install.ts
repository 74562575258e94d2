import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

/** Where Debian puts what the run needs, and the packages that bring each. */
const FIREFOX = '/usr/bin/firefox-esr'
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
const PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb']

export interface InstalledBrowsers {
  firefox: string
  miniBrowser: string
}

/** WebKitGTK's MiniBrowser lives under the multiarch library folder. */
function findMiniBrowser(): string | undefined {
  if (!existsSync('/usr/lib')) return undefined
  for (const dir of readdirSync('/usr/lib')) {
    const path = `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`
    if (existsSync(path)) return path
  }
  return undefined
}

function present(): InstalledBrowsers | undefined {
  const miniBrowser = findMiniBrowser()
  const xvfb = Boolean(process.env.DISPLAY) || existsSync('/usr/bin/xvfb-run')
  if (!existsSync(FIREFOX) || !existsSync(WEBKIT_DRIVER) || !miniBrowser || !xvfb) return undefined
  return { firefox: FIREFOX, miniBrowser }
}

/**
 * Firefox ESR and WebKitGTK from Debian's packages: installed with apt when missing and this
 * process may (root, and BROWSERS_INSTALL is not "0"); otherwise a clear message of what to install.
 */
export function ensureBrowsers(): InstalledBrowsers {
  const found = present()
  if (found) return found
  const mayInstall = process.getuid?.() === 0 && process.env.BROWSERS_INSTALL !== '0'
  if (!mayInstall) {
    throw new Error(
      `test:browsers needs Debian's ${PACKAGES.join(', ')}: run \`sudo apt-get install ${PACKAGES.join(' ')}\``,
    )
  }
  console.log(`Installing ${PACKAGES.join(', ')} from Debian (once)…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env })
  const installed = present()
  if (!installed) throw new Error('Firefox ESR or WebKitGTK is still missing after apt-get install')
  return installed
}
