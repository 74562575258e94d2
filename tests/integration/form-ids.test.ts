import { SELF } from 'cloudflare:test'
import { parse } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import { describe, expect, it } from 'vitest'
import dataServices from '../fixtures/blocks/DataServices.json'
import emailCta from '../fixtures/blocks/EmailCta.json'
import landingHero from '../fixtures/blocks/LandingHero.json'
import serviceInnerContact from '../fixtures/blocks/ServiceInnerContact.json'
import subscribe from '../fixtures/blocks/Subscribe.json'
import unsubscribe from '../fixtures/blocks/Unsubscribe.json'
import { textOf } from '../../worker/html/tree'
import { block, cmsPage, servePages, useCmsStub } from '../fixtures/cms-stub'

const SITE = 'https://www.example.test'
// Unique paths per run: the rendered-page cache must not answer from another test's page.
const run = crypto.randomUUID().slice(0, 8)
const JOBS = '/wp-admin/admin-ajax.php?action=frt_jobs'
/** tests/vitest.config.ts */
const PURGE_TOKEN = 'test-purge-token'

/** Every form block the site has, after one block of editor HTML; the contact sections' anchors. */
const formsPage = (
  path: string,
  html: string,
  anchors: { contact?: string; inner?: string } = {},
) =>
  cmsPage(path, 'Forms', [
    block('core/html', [], html),
    block('custom/contact', { title: "Let's talk", formId: 101, anchor: anchors.contact }),
    block('custom/service-inner-contact', {
      ...serviceInnerContact.attributes,
      anchor: anchors.inner ?? serviceInnerContact.attributes.anchor,
    }),
    block('custom/landing-hero', landingHero.attributes),
    block('custom/data-services', dataServices.attributes),
    block('custom/email-cta', emailCta.attributes),
    block('custom/subscribe', subscribe.attributes),
    block('custom/unsubscribe', unsubscribe.attributes),
  ])

const vacancy = (slug: string, description: string) => ({
  slug,
  job_position_id: 17,
  name: 'Data Engineer',
  occupation_category: 'Engineering',
  locations: ['Belgrade'],
  description,
})

/** Attributes whose value names ids of the page: a label's control, a control's texts. */
const REFERENCES = [
  'for',
  'aria-describedby',
  'aria-errormessage',
  'aria-labelledby',
  'aria-controls',
]

interface Element {
  node: T.Element
  /** The form island it is in (its root), if any. */
  form?: T.Element
}

const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value

/** Every element of a page in document order, each with the form island it stands in. */
function elementsOf(page: string): Element[] {
  const out: Element[] = []
  const walk = (parent: T.ParentNode, form?: T.Element) => {
    for (const child of parent.childNodes) {
      if (!('tagName' in child)) continue
      const inForm = form ?? (attr(child, 'data-island') === 'form' ? child : undefined)
      out.push({ node: child, form: inForm })
      walk(child, inForm)
    }
  }
  walk(parse(page))
  return out
}

/** The ids the page's forms write, in order (each form's id, fields, messages, hints, heading). */
function formIds(page: string): string[] {
  return elementsOf(page).flatMap(({ node, form }) => {
    const id = form && attr(node, 'id')
    return id ? [id] : []
  })
}

/**
 * What a visitor's browser would get wrong on the page: an id on two elements, or a form's label or
 * `aria-*` reference whose id is first taken by an element outside that form (a click on the label
 * focuses it, a screen reader reads its text).
 */
function idProblems(page: string): string[] {
  const elements = elementsOf(page)
  const first = new Map<string, Element>()
  const problems: string[] = []
  for (const el of elements) {
    const id = attr(el.node, 'id')
    if (id === undefined) continue
    if (first.has(id)) problems.push(`id "${id}" on two elements`)
    else first.set(id, el)
  }
  for (const { node, form } of elements) {
    if (!form) continue
    for (const name of REFERENCES) {
      for (const ref of (attr(node, name) ?? '').split(/\s+/).filter(Boolean)) {
        const target = first.get(ref)
        if (target?.form !== form)
          problems.push(
            `${node.tagName}[${name}="${ref}"] points at ${target?.node.tagName ?? 'nothing'} outside its form`,
          )
      }
    }
  }
  return problems
}

/**
 * Editor HTML that takes ids the forms of a page write: an anchor on a paragraph for each, and
 * headings whose generated ids are shaped like the first three (fewer than four headings, as in the
 * page it was learnt from: four would add a table of contents, and the forms' ids would move).
 */
function shapedLike(ids: string[]): string {
  const headings = ids.slice(0, 3).map((id) => `<h2>${id.replaceAll('-', ' ')}</h2>`)
  const anchors = ids.map((id) => `<p id="${id}">An editor's paragraph</p>`)
  return [...headings, ...anchors].join('')
}
const PLAIN = '<h2>One</h2><h2>Two</h2><h2>Three</h2><p>Plain text.</p>'

const cms = useCmsStub()

async function pageAt(path: string): Promise<string> {
  const res = await SELF.fetch(`${SITE}${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}

describe("editor ids never take a form's ids", () => {
  it('a page with every form kind and editor anchors and headings named like their ids: each label and description is the form’s own', async () => {
    const plainPath = `/forms-${run}`
    const attackPath = `/forms-attack-${run}`
    servePages(cms(), { [plainPath]: formsPage(plainPath, PLAIN) })
    const ids = formIds(await pageAt(plainPath))
    // Fields, their errors and hints, the forms, their headings: seven forms' worth.
    expect(ids.length).toBeGreaterThan(40)
    expect(idProblems(await pageAt(plainPath))).toEqual([])

    servePages(cms(), { [attackPath]: formsPage(attackPath, shapedLike(ids)) })
    const page = await pageAt(attackPath)
    expect(formIds(page)).toEqual(ids)
    expect(page).toContain("An editor's paragraph")
    expect(idProblems(page)).toEqual([])
  })

  it("contact sections whose block anchors name a later form's field and the main landmark: the form and the page keep theirs", async () => {
    const plainPath = `/forms-sections-${run}`
    const attackPath = `/forms-sections-attack-${run}`
    servePages(cms(), { [plainPath]: formsPage(plainPath, PLAIN) })
    const ids = formIds(await pageAt(plainPath))
    // The unsubscribe form's email field, the last form on the page: its label points at it.
    const email = ids.filter((id) => id.endsWith('-email')).at(-1) ?? ''
    expect(email).not.toBe('')

    servePages(cms(), {
      [attackPath]: formsPage(attackPath, PLAIN, { contact: email, inner: 'main' }),
    })
    const page = await pageAt(attackPath)
    expect(formIds(page)).toEqual(ids)
    expect(idProblems(page)).toEqual([])
    // The sections keep an anchor of their own, prefixed as a heading's id would be.
    const sections = elementsOf(page).filter(({ node }) => node.tagName === 'section')
    expect(sections.map(({ node }) => attr(node, 'id')).slice(0, 2)).toEqual([
      `section-${email}`,
      'section-main',
    ])
  })

  it("a vacancy whose description names the application form's ids: the form keeps them", async () => {
    const plain = `plain-${run}`
    const attack = `attack-${run}`
    let jobs = [vacancy(plain, PLAIN)]
    cms().rest.set(JOBS, () => Response.json(jobs))
    const ids = formIds(await pageAt(`/careers/${plain}`))
    expect(ids).toContainEqual(expect.stringMatching(/-cv$/))

    // The editor publishes another vacancy; WordPress purges the site (the list is cached).
    jobs = [...jobs, vacancy(attack, shapedLike(ids))]
    const purge = await SELF.fetch(`${SITE}/__cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${PURGE_TOKEN}` },
      body: JSON.stringify({ all: true }),
    })
    expect(purge.status).toBe(200)
    const page = await pageAt(`/careers/${attack}`)
    expect(formIds(page)).toEqual(ids)
    expect(page).toContain("An editor's paragraph")
    expect(idProblems(page)).toEqual([])
  })

  it("a vacancy whose description has an 'Apply' heading and apply anchors: 'Apply now' still leads to the form, named by its own heading", async () => {
    const slug = `apply-${run}`
    cms().rest.set(JOBS, () =>
      Response.json([
        vacancy(
          slug,
          '<h2>Apply</h2><h2>Apply title</h2><p id="apply">Send us</p><p id="apply-title">a CV</p>',
        ),
      ]),
    )
    const page = await pageAt(`/careers/${slug}`)
    expect(page).toContain('Send us')
    expect(idProblems(page)).toEqual([])
    const elements = elementsOf(page)
    const byId = (id: string) => elements.find(({ node }) => attr(node, 'id') === id)?.node
    const link = elements.find(({ node }) => attr(node, 'class')?.includes('vacancy-apply-link'))
    expect(link && attr(link.node, 'href')).toBe('#apply')
    const target = byId('apply')
    expect(target && attr(target, 'class')).toBe('vacancy-apply')
    const name = target && byId(attr(target, 'aria-labelledby') ?? '')
    expect(name && textOf(name)).toBe('Apply for this position')
  })
})
