import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { menuTree, type SiteProfile } from '../../../src/cms/site-profile'
import { SiteFooter } from '../../../src/blocks/ui/shell/SiteFooter'
import { NO_SITE, SiteContext } from '../../../src/blocks/ui/shell/site'
import { query } from './render-fixture'

const SITE_URL = 'https://www.acme.example'

/** The footer of a company whose footer menu WordPress gives as `items`. */
function footerOf(items: Parameters<typeof menuTree>[0]): string {
  const site: SiteProfile = {
    ...NO_SITE,
    name: 'Acme',
    legalName: 'Acme GmbH',
    menus: { ...NO_SITE.menus, footer: menuTree(items, SITE_URL) },
  }
  return renderToString(
    <SiteContext value={site}>
      <SiteFooter />
    </SiteContext>,
  )
}

describe('the footer', () => {
  it("links a column's heading to its item's page, unless a child links it or it is a # placeholder", async () => {
    // Seen on the rig: a footer column 'Lösungen' (a page) lost its page's link to a plain heading.
    const html = footerOf([
      { databaseId: 1, parentDatabaseId: 0, label: 'Solutions', url: '/solutions/', order: 1 },
      { databaseId: 2, parentDatabaseId: 1, label: 'Picking', url: '/picking/', order: 2 },
      { databaseId: 3, parentDatabaseId: 0, label: 'Company', url: '/about/', order: 3 },
      { databaseId: 4, parentDatabaseId: 3, label: 'About', url: '/about/', order: 4 },
      { databaseId: 5, parentDatabaseId: 0, label: 'More', url: '#', order: 5 },
      { databaseId: 6, parentDatabaseId: 5, label: 'Jobs', url: '/careers/', order: 6 },
    ])
    const headings = await query(html, 'h2.footer-heading')
    expect(headings.map((h) => h.text)).toEqual(['Solutions', 'Company', 'More'])
    const linked = await query(html, 'h2.footer-heading a')
    expect(linked.map((a) => [a.text, a.attrs.href])).toEqual([['Solutions', '/solutions']])
    const links = await query(html, '.footer-col li a')
    expect(links.map((a) => a.attrs.href)).toEqual(['/picking', '/about', '/careers'])
  })
})
