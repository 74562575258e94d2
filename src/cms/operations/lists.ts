import * as z from 'zod/mini'
import type { Operation } from '../graphql'
import type { Connection } from '../paging'
import {
  featuredImageSchema,
  imageSchema,
  isPublished,
  mediaItemSchema,
  nodeIdFields,
  statusSchema,
  hasPasswordSchema,
  tagsSchema,
  textSchema,
} from '../schemas'
import { FEATURED_IMAGE_SELECTION } from './fragments'
import { listOperation, type ListVars } from './list-operation'

export type { ListVars }

const names = z.pipe(
  z.nullish(
    z.object({
      nodes: z.array(
        z.object({ databaseId: z.number().check(z.int()), name: z.nullish(z.string()) }),
      ),
    }),
  ),
  z.transform((v) =>
    (v?.nodes ?? []).flatMap((n) => (n.name ? [{ id: n.databaseId, name: n.name }] : [])),
  ),
)

export const projectSchema = z.object({
  ...nodeIdFields,
  slug: z.nullish(z.string()),
  uri: z.nullish(z.string()),
  title: textSchema,
  tags: tagsSchema,
  featuredImage: featuredImageSchema,
})
export type Project = z.infer<typeof projectSchema>
const Projects = listOperation(
  'Projects',
  'projects',
  `id databaseId slug uri title tags(first: 100) { nodes { name slug } } ${FEATURED_IMAGE_SELECTION}`,
  projectSchema,
  'orderby: [{ field: MENU_ORDER, order: ASC }]',
)

export const technologySchema = z.object({
  ...nodeIdFields,
  title: textSchema,
  categories: names,
  image: z.nullish(imageSchema),
  tooltipText: textSchema,
})
export type Technology = z.infer<typeof technologySchema>
const Technologies = listOperation(
  'Technologies',
  'technologies',
  'id databaseId title categories: technologyCategories(first: 100) { nodes { databaseId name } } image { sourceUrl altText } tooltipText',
  technologySchema,
  'orderby: [{ field: MENU_ORDER, order: ASC }]',
)

export const verticalSchema = z.object({
  ...nodeIdFields,
  slug: z.nullish(z.string()),
  title: textSchema,
  image: z.nullish(imageSchema),
})
export type Vertical = z.infer<typeof verticalSchema>
const Verticals = listOperation(
  'Verticals',
  'verticals',
  'id databaseId slug title image { sourceUrl altText }',
  verticalSchema,
  'orderby: [{ field: MENU_ORDER, order: DESC }]',
)

export const partnerSchema = z.object({
  ...nodeIdFields,
  title: textSchema,
  name: textSchema,
  description: textSchema,
  logo: z.nullish(mediaItemSchema),
})
export type Partner = z.infer<typeof partnerSchema>
const Partners = listOperation(
  'Partners',
  'partners',
  'id databaseId title name description logo { mediaItemUrl altText }',
  partnerSchema,
  'orderby: [{ field: MENU_ORDER, order: ASC }]',
)

export const clientSchema = z.object({
  ...nodeIdFields,
  title: textSchema,
  name: textSchema,
  description: textSchema,
  logo: z.nullish(mediaItemSchema),
  logoWhite: z.nullish(mediaItemSchema),
  clientIndustries: names,
  caseStudies: z.pipe(
    z.nullish(
      z.object({
        casestudy: z.nullish(
          z.array(
            z.nullable(
              z.object({
                slug: z.nullish(z.string()),
                status: statusSchema,
                hasPassword: hasPasswordSchema,
              }),
            ),
          ),
        ),
      }),
    ),
    z.transform((v) =>
      (v?.casestudy ?? []).flatMap((c) => (c?.slug && isPublished(c) ? [c.slug] : [])),
    ),
  ),
})
export type Client = z.infer<typeof clientSchema>
const Clients = listOperation(
  'Clients',
  'clients',
  'id databaseId title name description logo { mediaItemUrl altText } logoWhite { mediaItemUrl altText } clientIndustries(first: 100) { nodes { databaseId name } } caseStudies { casestudy { ... on CaseStudy { slug status hasPassword } } }',
  clientSchema,
  'orderby: [{ field: MENU_ORDER, order: ASC }]',
)

export const awardSchema = z.object({
  ...nodeIdFields,
  awardImage: z.nullish(mediaItemSchema),
})
export type Award = z.infer<typeof awardSchema>
const Awards = listOperation(
  'Awards',
  'awards',
  'id databaseId awardImage { mediaItemUrl altText }',
  awardSchema,
  'orderby: [{ field: MENU_ORDER, order: ASC }]',
)

export const awardCategorySchema = z.object({
  ...nodeIdFields,
  name: textSchema,
  awards: z.pipe(
    z.nullish(z.object({ nodes: z.array(z.object({ databaseId: z.number().check(z.int()) })) })),
    z.transform((v) => (v?.nodes ?? []).map((n) => n.databaseId)),
  ),
})
export type AwardCategory = z.infer<typeof awardCategorySchema>
/** Category → award ids; awards of a category are a nested connection (100 per category at most). */
const AwardCategories = listOperation(
  'AwardCategories',
  'awardCategories',
  'id databaseId name awards(first: 100) { nodes { databaseId } }',
  awardCategorySchema,
)

export const teamMemberSchema = z.object({
  ...nodeIdFields,
  title: textSchema,
  name: textSchema,
  position: textSchema,
  linkedInURL: textSchema,
  description: textSchema,
  email: textSchema,
  phone: textSchema,
  image: z.nullish(mediaItemSchema),
})
export type TeamMember = z.infer<typeof teamMemberSchema>
/** Management team by ids, in the ids' order (WPGraphQL keeps `in` order without orderby). */
const ManagementTeam = listOperation(
  'ManagementTeam',
  'managementTeam',
  'id databaseId title name position linkedInURL description email phone image { mediaItemUrl altText }',
  teamMemberSchema,
  'in: $ids',
)

const size = z.coerce.number().check(z.int(), z.positive())
export const mediaImageSchema = z.object({
  databaseId: z.number().check(z.int()),
  sourceUrl: z.nullable(z.string()),
  /** WordPress's srcset over the copies of the original's shape (null for one file, an SVG). */
  srcSet: z.nullish(z.string()),
  mediaDetails: z.nullish(
    z.object({
      width: z.nullish(size),
      height: z.nullish(size),
      // WPGraphQL types a generated size's width and height as strings.
      sizes: z.nullish(
        z.array(z.object({ sourceUrl: z.nullish(z.string()), width: size, height: size })),
      ),
    }),
  ),
})
export type MediaImage = z.infer<typeof mediaImageSchema>
/** Media library images by ids: their generated sizes, for srcset, sizes, width and height. */
const MediaItems = listOperation(
  'MediaItems',
  'mediaItems',
  'databaseId sourceUrl srcSet mediaDetails { width height sizes { sourceUrl width height } }',
  mediaImageSchema,
  'in: $ids',
)

/** Every list operation with the field its connection lives under. */
export const LIST_OPERATIONS = {
  projects: Projects,
  technologies: Technologies,
  verticals: Verticals,
  partners: Partners,
  clients: Clients,
  awards: Awards,
  awardCategories: AwardCategories,
  managementTeam: ManagementTeam,
  mediaItems: MediaItems,
} as const
export type ListName = keyof typeof LIST_OPERATIONS
export type ListItem<N extends ListName> =
  (typeof LIST_OPERATIONS)[N] extends Operation<
    ListVars,
    Record<string, Connection<infer T> | null>
  >
    ? T
    : never
