import type { FormRules } from '../../../src/forms/rules'
import type { FormKind } from '../../../src/forms/schemas'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactNode } from 'react'
import * as z from 'zod/mini'
import type { BlockContext, PageSubject } from '../../../src/blocks/block-context'
import { prepareBlocks } from '../../../src/blocks/prepare-blocks'
import { sanitizeHtml } from '../../../worker/html/sanitize'
import type { ContentLoaders } from '../../../src/cms/loaders'
import { caseStudySummarySchema } from '../../../src/cms/operations/case-studies'
import {
  awardCategorySchema,
  awardSchema,
  clientSchema,
  partnerSchema,
  projectSchema,
  teamMemberSchema,
  mediaImageSchema,
  technologySchema,
  verticalSchema,
  type ListName,
} from '../../../src/cms/operations/lists'
import { serviceSummarySchema } from '../../../src/cms/operations/services'
import { vacancySchema } from '../../../src/cms/vacancies'
import type { CmsBlock } from '../../../src/cms/schemas'
import { block } from '../../fixtures/cms-stub'
import { SiteContext, type SiteProfile } from '../../../src/blocks/ui/shell/site'

const nodes = z.optional(z.array(z.unknown()))

interface FixtureInnerBlock {
  name: string
  attributes?: Record<string, unknown>
  saveContent?: string
  innerBlocks?: FixtureInnerBlock[]
}
const innerBlockSchema: z.ZodMiniType<FixtureInnerBlock> = z.lazy(() =>
  z.object({
    name: z.string(),
    attributes: z.optional(z.record(z.string(), z.unknown())),
    saveContent: z.optional(z.string()),
    innerBlocks: z.optional(z.array(innerBlockSchema)),
  }),
)

/** A block fixture (tests/fixtures/blocks/<Folder>.json): attributes plus what its loader reads. */
export const blockFixtureSchema = z.strictObject({
  /** The registry names that share this block's presentation; the first is rendered by default. */
  blocks: z.array(z.string()).check(z.minLength(1)),
  url: z.url(),
  attributes: z.record(z.string(), z.unknown()),
  saveContent: z.optional(z.string()),
  /** What WordPress rendered for a dynamic block (a reusable block's content). */
  dynamicContent: z.optional(z.string()),
  innerBlocks: z.optional(z.array(innerBlockSchema)),
  /** CMS nodes as WPGraphQL / REST return them, parsed with the site's own response schemas. */
  cms: z.optional(
    z.strictObject({
      projects: nodes,
      technologies: nodes,
      verticals: nodes,
      partners: nodes,
      clients: nodes,
      awards: nodes,
      awardCategories: nodes,
      managementTeam: nodes,
      mediaItems: nodes,
      caseStudies: nodes,
      vacancies: nodes,
    }),
  ),
  /** The post the page shows (what its route loaded), as WPGraphQL returns it. */
  subject: z.optional(
    z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('service'), post: z.unknown() }),
      z.strictObject({ kind: z.literal('caseStudy'), post: z.unknown() }),
    ]),
  ),
})
export type BlockFixture = z.infer<typeof blockFixtureSchema>

/** Validates an imported fixture file. */
export const fixture = (json: unknown): BlockFixture => blockFixtureSchema.parse(json)

const LIST_SCHEMAS: Record<ListName, z.ZodMiniType> = {
  projects: projectSchema,
  technologies: technologySchema,
  verticals: verticalSchema,
  partners: partnerSchema,
  clients: clientSchema,
  awards: awardSchema,
  awardCategories: awardCategorySchema,
  managementTeam: teamMemberSchema,
  mediaItems: mediaImageSchema,
}

/** Content loaders that answer from the fixture; what the fixture lacks is a CMS failure. */
function fixtureLoaders(cms: BlockFixture['cms'] = {}): ContentLoaders {
  const missing = (what: string) => Promise.reject(new Error(`fixture has no ${what}`))
  const loaders: Partial<ContentLoaders> = {
    list: async (name, ids) => {
      // A fixture without media items: the images it names have no generated sizes.
      const nodes = cms[name] ?? (name === 'mediaItems' ? [] : undefined)
      if (!nodes) return missing(name)
      const items = z.array(LIST_SCHEMAS[name]).parse(nodes) as { databaseId: number }[]
      const picked = ids
        ? ids.flatMap((id) => items.filter((i) => String(i.databaseId) === String(id)))
        : items
      return picked as never
    },
    caseStudies: async () =>
      cms.caseStudies
        ? z.array(caseStudySummarySchema).parse(cms.caseStudies)
        : missing('caseStudies'),
    vacancies: async () =>
      cms.vacancies ? z.array(vacancySchema).parse(cms.vacancies) : missing('vacancies'),
  }
  return loaders as ContentLoaders
}
const emptySeo = { title: null, metaDesc: null, fullHead: null, canonical: null, image: null }

/** The fixture's subject as a detail route loads it (without blocks or SEO head). */
function fixtureSubject(subject: BlockFixture['subject']): PageSubject | undefined {
  switch (subject?.kind) {
    case 'service': {
      const post = serviceSummarySchema.parse(subject.post)
      return { kind: 'service', post: { ...post, blocks: [], seo: emptySeo } }
    }
    case 'caseStudy': {
      const post = caseStudySummarySchema.parse(subject.post)
      return { kind: 'caseStudy', post: { ...post, blocks: [], seo: emptySeo } }
    }
    default:
      return undefined
  }
}

/** The company the fixtures (the demo's content) belong to, as a page's shell provides it. */
const FIXTURE_SITE: SiteProfile = {
  name: 'Northwind Labs',
  legalName: 'Northwind Labs Ltd.',
  description: '',
  email: 'hello@northwindlabs.dev',
  careersEmail: 'careers@northwindlabs.dev',
  phone: '',
  sameAs: [],
  offices: {},
  menus: { header: [], mobile: [], footer: [], legal: [] },
}

export interface Rendered {
  html: string
  /** Whether the page needs the client entry for this block. */
  island: boolean
  log: string[]
}

/** Prepares one block the way a page does (validate, load, sanitise) and renders it to HTML. */
export async function renderFixture(
  fixture: BlockFixture,
  overrides: {
    name?: string
    attributes?: Record<string, unknown>
    url?: string
    /** The CF7 form's rules the page read for a form block. */
    formRules?: FormRules
    /** `CF7_FORM_IDS`. */
    formIds?: Partial<Record<FormKind, number>>
  } = {},
): Promise<Rendered> {
  const log: string[] = []
  const ctx: BlockContext = {
    cms: fixtureLoaders(fixture.cms),
    url: new URL(overrides.url ?? fixture.url),
    subject: fixtureSubject(fixture.subject),
    isDev: false,
    log: (m) => log.push(m),
    sanitize: (html, images) => sanitizeHtml(html, new Set(), images),
    formRules: async () => overrides.formRules ?? null,
    formId: (kind) => overrides.formIds?.[kind],
  }
  const toCms = (list: FixtureInnerBlock[] = []): CmsBlock[] =>
    list.map((b, i) =>
      block(b.name, b.attributes ?? [], b.saveContent ?? '', toCms(b.innerBlocks), i),
    )
  const name = overrides.name ?? fixture.blocks[0] ?? ''
  const attrs = overrides.attributes ?? fixture.attributes
  const root = {
    ...block(name, attrs, fixture.saveContent, toCms(fixture.innerBlocks)),
    dynamicContent: fixture.dynamicContent ?? null,
  }
  const prepared = await prepareBlocks([root], ctx)
  const html = renderToStaticMarkup(
    <SiteContext value={FIXTURE_SITE}>{prepared.nodes as ReactNode[]}</SiteContext>,
  )
  // An island is what brings the runtime: the rendered page holds one or not.
  return { html, island: html.includes('data-island='), log }
}

export interface Found {
  tag: string
  attrs: Record<string, string>
  /** The visible text inside the element, entities decoded and whitespace collapsed. */
  text: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1))
      return String.fromCodePoint(code)
    }
    return ENTITIES[e] ?? m
  })
}

const VOID = new Set(['img', 'input', 'br', 'hr', 'meta', 'link', 'source', 'track', 'wbr'])

/** The elements matching a CSS selector, with their attributes and text (via HTMLRewriter). */
export async function query(html: string, selector: string): Promise<Found[]> {
  const found: Found[] = []
  const open = new Set<Found>()
  await new HTMLRewriter()
    .on(selector, {
      element(el) {
        const attrs: Record<string, string> = {}
        for (const [k = '', v = ''] of el.attributes) attrs[k] = decode(v)
        const f: Found = { tag: el.tagName, attrs, text: '' }
        found.push(f)
        if (!VOID.has(el.tagName)) {
          open.add(f)
          el.onEndTag(() => {
            open.delete(f)
          })
        }
      },
      text(chunk) {
        for (const f of open) f.text += chunk.text
      },
    })
    .transform(new Response(html))
    .text()
  for (const f of found) f.text = decode(f.text).replace(/\s+/g, ' ').trim()
  return found
}

/** Texts of the elements matching a selector. */
export async function texts(html: string, selector: string): Promise<string[]> {
  return (await query(html, selector)).map((f) => f.text)
}
