import { name, version } from '../../package.json'

/**
 * The User-Agent of every call to the CMS: the site software and its version, and the site's URL
 * so that a WordPress operator can tell where the traffic comes from, e.g.
 * `edge-company-site/0.1.0 (+https://www.example.com/)`.
 */
export function cmsUserAgent(siteUrl?: string): string {
  return siteUrl ? `${name}/${version} (+${siteUrl})` : `${name}/${version}`
}
