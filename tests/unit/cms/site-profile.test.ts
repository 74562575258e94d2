import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { menuTree, resolveSiteProfile, type WordPressSite } from '../../../src/cms/site-profile'
import { readConfig } from '../../../worker/env'

const SITE_URL = 'https://www.acme.example'
const wordpress: WordPressSite = {
  general: {
    title: 'Acme Robotics',
    description: 'Robots for warehouses.',
    url: 'https://cms.acme.example',
    email: 'wp-admin@acme.example',
  },
  organization: {
    schema: { companyName: 'Acme Robotics GmbH' },
    social: { linkedIn: { url: 'https://www.linkedin.com/company/acme' }, otherSocials: [] },
  },
  menus: {
    header: [
      { databaseId: 1, parentDatabaseId: 0, label: 'Solutions', url: '/solutions/', order: 1 },
      {
        databaseId: 2,
        parentDatabaseId: 1,
        label: 'Picking',
        url: '/solutions/picking/',
        order: 2,
      },
      {
        databaseId: 3,
        parentDatabaseId: 0,
        label: 'Blog',
        url: 'https://blog.acme.example/',
        order: 3,
      },
      {
        databaseId: 4,
        parentDatabaseId: 0,
        label: 'Talk to us',
        url: `${SITE_URL}/contact/`,
        order: 4,
        cssClasses: ['button'],
      },
    ],
    mobile: null,
    footer: [],
    legal: null,
  },
}

describe('the company profile', () => {
  it('takes WordPress where SITE_CONFIG is silent, SITE_CONFIG where it speaks', () => {
    const profile = resolveSiteProfile(
      wordpress,
      { email: 'hello@acme.example', phone: '+49 30 1234 5678' },
      SITE_URL,
    )
    expect(profile).toMatchObject({
      name: 'Acme Robotics',
      legalName: 'Acme Robotics GmbH',
      description: 'Robots for warehouses.',
      email: 'hello@acme.example',
      careersEmail: 'hello@acme.example',
      phone: '+49 30 1234 5678',
      sameAs: ['https://www.linkedin.com/company/acme'],
      offices: {},
    })
    expect(profile.menus.header).toEqual([
      {
        href: '/solutions',
        label: 'Solutions',
        cta: false,
        ownPage: true,
        children: [
          { href: '/solutions', label: 'Solutions' },
          { href: '/solutions/picking', label: 'Picking' },
        ],
      },
      {
        href: 'https://blog.acme.example/',
        label: 'Blog',
        cta: false,
        ownPage: true,
        children: [],
      },
      { href: '/contact', label: 'Talk to us', cta: true, ownPage: true, children: [] },
    ])
    // No mobile menu: the header menu; no footer or legal menu: no links (never the demo's).
    expect(profile.menus.mobile).toEqual(profile.menus.header)
    expect(profile.menus.footer).toEqual([])
    expect(profile.menus.legal).toEqual([])
  })

  it('shows a neutral shell when WordPress does not answer: the configured name, no details, no links', () => {
    const profile = resolveSiteProfile(null, { name: 'Acme Robotics' }, SITE_URL)
    expect(profile).toEqual({
      name: 'Acme Robotics',
      legalName: 'Acme Robotics',
      description: '',
      email: '',
      careersEmail: '',
      phone: '',
      sameAs: [],
      offices: {},
      menus: { header: [], mobile: [], footer: [], legal: [] },
    })
    // Nothing configured either: the site's host names it.
    expect(resolveSiteProfile(null, {}, SITE_URL).name).toBe('www.acme.example')
  })

  it('orders menu items and keeps only labelled ones', () => {
    expect(
      menuTree(
        [
          { databaseId: 9, parentDatabaseId: 0, label: 'B', url: '/b/', order: 2 },
          { databaseId: 8, parentDatabaseId: 0, label: 'A', url: '/a/', order: 1 },
          { databaseId: 7, parentDatabaseId: 0, label: ' ', url: '/c/', order: 3 },
        ],
        SITE_URL,
      ).map((i) => i.label),
    ).toEqual(['A', 'B'])
  })

  it('keeps the link of an item that opens a sub-menu, first in it, unless a child has it or it is a # placeholder', () => {
    // Seen on the rig: 'Lösungen' (a page) with children became a button; its page had no link.
    const tree = menuTree(
      [
        { databaseId: 1, parentDatabaseId: 0, label: 'Solutions', url: '/solutions/', order: 1 },
        { databaseId: 2, parentDatabaseId: 1, label: 'Picking', url: '/picking/', order: 2 },
        { databaseId: 3, parentDatabaseId: 0, label: 'Services', url: '/services/', order: 3 },
        { databaseId: 4, parentDatabaseId: 3, label: 'All services', url: '/services/', order: 4 },
        { databaseId: 5, parentDatabaseId: 0, label: 'More', url: '#', order: 5 },
        { databaseId: 6, parentDatabaseId: 5, label: 'Jobs', url: '/careers/', order: 6 },
        { databaseId: 7, parentDatabaseId: 0, label: 'About', url: '/about/', order: 7 },
      ],
      SITE_URL,
      { ownLinkFirst: true },
    )
    expect(tree.map((i) => [i.label, i.children.map((c) => c.label)])).toEqual([
      ['Solutions', ['Solutions', 'Picking']],
      ['Services', ['All services']],
      ['More', ['Jobs']],
      ['About', []],
    ])
    expect(tree[0]?.children[0]?.href).toBe('/solutions')
    // Its own page: not a placeholder, not linked by a child (a footer column's heading links it).
    expect(tree.map((i) => [i.label, i.ownPage])).toEqual([
      ['Solutions', true],
      ['Services', false],
      ['More', false],
      ['About', true],
    ])
    // A footer column has a heading, not a button: its links stay as the menu lists them.
    expect(menuTree(wordpress.menus.header ?? [], SITE_URL)[0]?.children).toEqual([
      { href: '/solutions/picking', label: 'Picking' },
    ])
  })

  it("keeps a grandchild in its top-level item's sub-menu, after its parent, and leaves out links to unpublished posts", () => {
    const tree = menuTree(
      [
        { databaseId: 1, parentDatabaseId: 0, label: 'Company', url: '/company/', order: 1 },
        {
          databaseId: 2,
          parentDatabaseId: 1,
          label: 'History',
          url: '/company/history/',
          order: 2,
        },
        {
          databaseId: 3,
          parentDatabaseId: 2,
          label: 'Founders',
          url: '/company/history/founders/',
          order: 3,
        },
        {
          databaseId: 4,
          parentDatabaseId: 1,
          label: 'Docs',
          url: 'https://docs.example.org/',
          order: 4,
        },
        {
          databaseId: 5,
          parentDatabaseId: 0,
          label: 'Draft',
          url: '/?page_id=13',
          order: 5,
        },
        {
          databaseId: 6,
          parentDatabaseId: 1,
          label: 'Draft study',
          url: '/?post_type=case_study&p=7',
          order: 6,
        },
        { databaseId: 7, parentDatabaseId: 0, label: 'Search', url: '/?s=robots', order: 7 },
      ],
      SITE_URL,
    )
    expect(tree).toEqual([
      {
        href: '/company',
        label: 'Company',
        cta: false,
        ownPage: true,
        children: [
          { href: '/company/history', label: 'History' },
          { href: '/company/history/founders', label: 'Founders' },
          { href: 'https://docs.example.org/', label: 'Docs' },
        ],
      },
      { href: '/?s=robots', label: 'Search', cta: false, ownPage: true, children: [] },
    ])
  })

  it('reads SITE_CONFIG as JSON, and names it when it is wrong', () => {
    const config = readConfig({
      ...env,
      SITE_CONFIG: JSON.stringify({
        legalName: 'Acme Robotics GmbH',
        offices: {
          Berlin: {
            streetAddress: 'Unter den Linden 1',
            postalCode: '10117',
            addressLocality: 'Berlin',
            addressCountry: 'DE',
          },
        },
        menuLocations: { header: 'PRIMARY' },
      }),
    })
    expect(config.SITE_CONFIG.legalName).toBe('Acme Robotics GmbH')
    expect(config.SITE_CONFIG.menuLocations).toEqual({ header: 'PRIMARY' })
    expect(() => readConfig({ ...env, SITE_CONFIG: '{"email": "not an email"}' })).toThrow(
      /SITE_CONFIG/,
    )
    expect(() => readConfig({ ...env, SITE_CONFIG: '{"nmae": "typo"}' })).toThrow(/SITE_CONFIG/)
    expect(readConfig({ ...env, SITE_CONFIG: '' }).SITE_CONFIG).toEqual({})
  })
})
