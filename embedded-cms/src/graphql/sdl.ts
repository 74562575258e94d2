/** Post types listed at the root (field, node type): each with its where-args and connection. */
const POST_LISTS = [
  ['pages', 'Page'],
  ['caseStudies', 'CaseStudy'],
  ['projects', 'Project'],
  ['services', 'Service'],
  ['technologies', 'Technology'],
  ['verticals', 'Vertical'],
  ['partners', 'Partner'],
  ['clients', 'Client'],
  ['awards', 'Award'],
  ['managementTeam', 'ManagementTeamMember'],
] as const

/** A root list field with WPGraphQL's cursor arguments. */
const listField = (field: string, type: string) =>
  `    ${field}(first: Int, last: Int, after: String, before: String, where: RootQueryTo${type}ConnectionWhereArgs): RootQueryTo${type}Connection`

/** One WhereArgs input per post type, all with the same fields (only those the site needs). */
const postWhereArgs = (type: string) => `  input RootQueryTo${type}ConnectionWhereArgs {
    id: Int
    in: [ID]
    notIn: [ID]
    name: String
    nameIn: [String]
    search: String
    title: String
    orderby: [PostObjectsConnectionOrderbyInput]
    stati: [PostStatusEnum] # other statuses only for a user who may read them
    status: PostStatusEnum
  }`

/** A Connection / Edge / PageInfo triplet (WPGraphQL also adds Connection/Edge interfaces, omitted here). */
const connectionTypes = (name: string, node: string) => `  type ${name} {
    edges: [${name}Edge!]!
    nodes: [${node}!]!
    pageInfo: ${name}PageInfo!
  }
  type ${name}Edge {
    cursor: String
    node: ${node}!
  }
  type ${name}PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }`

/**
 * The schema this service answers with: the production subset in WPGraphQL's naming
 * (WPGraphQL core, wp-graphql-gutenberg, WPGraphQL Yoast SEO, ACF fields). The site's tests validate
 * every operation the site sends against it.
 */
export const typeDefs = /* GraphQL */ `
  # The subset of the production schema the site relies on, written with WPGraphQL's naming
  # (WPGraphQL core, wp-graphql-gutenberg, WPGraphQL Yoast SEO, ACF fields). Custom field names marked
  # "assumed" are not confirmed against the live CMS; keep the site's queries to these names so that one
  # introspection run against the real WordPress can confirm or correct them in one place.
  # Operations the site sends should validate against this schema in a test.
  # The core and blocks types here were compared with a running WPGraphQL 2.20 + wp-graphql-gutenberg 0.4.1 and match
  # (names, arguments, nullability, enum values); the custom post types' fields remain assumed.

  schema {
    query: RootQuery
  }

  # ---------- WPGraphQL core ----------
  interface Node {
    id: ID!
  }
  interface DatabaseIdentifier {
    databaseId: Int!
  }
  interface UniformResourceIdentifiable {
    id: ID!
    uri: String
  }
  enum OrderEnum {
    ASC
    DESC
  }
  enum PostObjectFieldFormatEnum {
    RAW
    RENDERED
  }
  enum PostObjectsConnectionOrderbyEnum {
    AUTHOR
    COMMENT_COUNT
    DATE
    IN
    MENU_ORDER
    MODIFIED
    NAME_IN
    PARENT
    SLUG
    TITLE
  }
  input PostObjectsConnectionOrderbyInput {
    field: PostObjectsConnectionOrderbyEnum!
    order: OrderEnum!
  }
  enum MediaItemSizeEnum {
    THUMBNAIL
    MEDIUM
    MEDIUM_LARGE
    LARGE
    _1536X1536
    _2048X2048
  } # + one value per registered image size
  enum PostStatusEnum {
    AUTO_DRAFT
    DRAFT
    FUTURE
    INHERIT
    PENDING
    PRIVATE
    PUBLISH
    REQUEST_COMPLETED
    REQUEST_CONFIRMED
    REQUEST_FAILED
    REQUEST_PENDING
    TRASH
  }
  enum PageIdType {
    ID
    DATABASE_ID
    URI
  } # hierarchical: no SLUG
  enum CaseStudyIdType {
    ID
    DATABASE_ID
    URI
    SLUG
  } # non-hierarchical: SLUG added
  enum ServiceIdType {
    ID
    DATABASE_ID
    URI
    SLUG
  }
  type MediaItem implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    status: String
    sourceUrl(size: MediaItemSizeEnum): String # the size's copy; the original when none was made
    mediaItemUrl: String
    altText: String
    mimeType: String
    srcSet(size: MediaItemSizeEnum): String # wp_get_attachment_image_srcset (size defaults to MEDIUM)
    sizes(size: MediaItemSizeEnum): String # wp_get_attachment_image_sizes (size defaults to MEDIUM)
    mediaDetails: MediaDetails
  }
  type MediaDetails {
    width: Int
    height: Int
    file: String
    sizes(exclude: [MediaItemSizeEnum], include: [MediaItemSizeEnum]): [MediaSize] # null when none
  }
  type MediaSize {
    name: String
    file: String
    width: String # WPGraphQL types a size's width and height as strings
    height: String
    mimeType: String
    sourceUrl: String
  }
  enum MediaItemIdType {
    ID
    DATABASE_ID
    SLUG
    URI
    SOURCE_URL
  }
  input RootQueryToMediaItemConnectionWhereArgs {
    id: Int
    in: [ID]
    notIn: [ID]
    search: String
  }
  type NodeWithFeaturedImageToMediaItemConnectionEdge {
    cursor: String
    node: MediaItem!
  }

  type RootQuery {
    viewer: User # the signed-in user; null for an anonymous caller (or a wrong application password)
    page(id: ID!, idType: PageIdType, asPreview: Boolean): Page
    nodeByUri(uri: String!): UniformResourceIdentifiable
    caseStudy(id: ID!, idType: CaseStudyIdType, asPreview: Boolean): CaseStudy
    service(id: ID!, idType: ServiceIdType, asPreview: Boolean): Service
    mediaItem(id: ID!, idType: MediaItemIdType): MediaItem
    mediaItems(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToMediaItemConnectionWhereArgs
    ): RootQueryToMediaItemConnection
${POST_LISTS.map(([field, type]) => listField(field, type)).join('\n')}
    awardCategories(
      first: Int
      last: Int
      after: String
      before: String
    ): RootQueryToAwardCategoryConnection
    generalSettings: GeneralSettings
    menuItems(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToMenuItemConnectionWhereArgs
    ): RootQueryToMenuItemConnection
    seo: SEOConfig # WPGraphQL Yoast SEO: the site-level settings
  }

  # ---------- WPGraphQL core: users ----------
  type UserRole implements Node {
    id: ID!
    name: String
    displayName: String
  }
  type UserToUserRoleConnection {
    nodes: [UserRole!]!
  } # edges/pageInfo omitted
  type User implements Node & DatabaseIdentifier & UniformResourceIdentifiable {
    id: ID!
    databaseId: Int!
    uri: String
    username: String
    name: String
    slug: String
    email: String
    capabilities: [String] # allcaps that are true: primitive capabilities and the role's name
    roles(first: Int, after: String): UserToUserRoleConnection
  }

  # ---------- WPGraphQL core: settings and menus ----------
  type GeneralSettings {
    title: String
    description: String
    url: String
    email: String
    language: String
    timezone: String
    dateFormat: String
    timeFormat: String
    startOfWeek: Int
  }
  # One value per menu location the theme registers (register_nav_menus); these are the demo theme's.
  enum MenuLocationEnum {
    HEADER
    MOBILE
    FOOTER
    LEGAL
  }
  input RootQueryToMenuItemConnectionWhereArgs {
    id: Int
    location: MenuLocationEnum
    parentDatabaseId: Int
    parentId: ID
  }
  type MenuItem implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    label: String
    url: String
    uri: String
    path: String
    title: String
    target: String
    description: String
    cssClasses: [String]
    linkRelationship: String
    order: Int
    parentId: ID
    parentDatabaseId: Int
    locations: [MenuLocationEnum]
  }
${connectionTypes('RootQueryToMenuItemConnection', 'MenuItem')}

  # ---------- WPGraphQL Yoast SEO: site-level settings ----------
  type SEOSchema {
    companyName: String
    personName: String
    companyOrPerson: String
    companyLogo: MediaItem
    personLogo: MediaItem
    logo: MediaItem
    siteName: String
    wordpressSiteName: String
    siteUrl: String
    inLanguage: String
  }
  type SEOSocialFacebook {
    url: String
    defaultImage: MediaItem
  }
  enum SEOCardType {
    summary_large_image
    summary
  }
  type SEOSocialTwitter {
    username: String
    cardType: SEOCardType
  }
  type SEOSocialInstagram {
    url: String
  }
  type SEOSocialLinkedIn {
    url: String
  }
  type SEOSocialMySpace {
    url: String
  }
  type SEOSocialPinterest {
    url: String
    metaTag: String
  }
  type SEOSocialYoutube {
    url: String
  }
  type SEOSocialWikipedia {
    url: String
  }
  type SEOSocial {
    facebook: SEOSocialFacebook
    twitter: SEOSocialTwitter
    instagram: SEOSocialInstagram
    linkedIn: SEOSocialLinkedIn
    mySpace: SEOSocialMySpace
    pinterest: SEOSocialPinterest
    youTube: SEOSocialYoutube
    wikipedia: SEOSocialWikipedia
    otherSocials: [String]
  }
  type SEOConfig {
    schema: SEOSchema
    social: SEOSocial
  }
  # Effective page size = min(first ?? 10, 100) unless the CMS raises graphql_connection_max_query_amount.

${POST_LISTS.map(([, type]) => postWhereArgs(type)).join('\n')}

  # Connection / Edge / PageInfo triplets (WPGraphQL also adds Connection/Edge interfaces, omitted here).
${[...POST_LISTS.map(([, type]) => type), 'AwardCategory', 'MediaItem'].map((type) => connectionTypes(`RootQueryTo${type}Connection`, type)).join('\n')}

  # ---------- wp-graphql-gutenberg ----------
  interface Block {
    name: String!
    order: Int!
    attributesJSON: String
    saveContent: String
    originalContent: String
    innerBlocks: [Block!]
    isDynamic: Boolean!
    dynamicContent: String
    parentNode: Node!
    parentNodeDatabaseId: Int!
  }
  # Fallback for names missing from the synced registry. Registered names get e.g. CustomHeroBlock
  # (same fields + a typed attributes).
  type UnknownBlock implements Block {
    name: String!
    order: Int!
    attributesJSON: String
    saveContent: String
    originalContent: String
    innerBlocks: [Block!]
    isDynamic: Boolean!
    dynamicContent: String
    parentNode: Node!
    parentNodeDatabaseId: Int!
  }
  interface BlockEditorContentNode implements Node {
    id: ID!
    blocks: [Block!]
    blocksJSON: String
    previewBlocks: [Block!]
    previewBlocksJSON: String
  }

  # ---------- WPGraphQL Yoast SEO ----------
  type SEOPostTypeBreadcrumbs {
    url: String
    text: String
  }
  type PostTypeSEO { # subset; all nullable
    title: String
    metaDesc: String
    fullHead: String
    canonical: String
    metaRobotsNoindex: String
    metaRobotsNofollow: String
    opengraphTitle: String
    opengraphDescription: String
    opengraphImage: MediaItem
    twitterImage: MediaItem
    breadcrumbs: [SEOPostTypeBreadcrumbs]
    cornerstone: Boolean
    readingTime: Float
  }

  # ---------- Content types ----------
  type Page implements Node &
    DatabaseIdentifier &
    UniformResourceIdentifiable &
    BlockEditorContentNode {
    id: ID!
    databaseId: Int!
    uri: String
    slug: String
    title(format: PostObjectFieldFormatEnum): String
    status: String # ContentNode.status: publish, draft, pending, private, future
    hasPassword: Boolean # post_password set; wp-graphql-gutenberg still gives its blocks to anyone
    authorDatabaseId: Int # NodeWithAuthor (post types that support 'author')
    isRevision: Boolean # asPreview resolved a revision or autosave (status "inherit")
    isPreview: Boolean
    isFrontPage: Boolean!
    blocks: [Block!]
    blocksJSON: String
    previewBlocks: [Block!]
    previewBlocksJSON: String
    seo: PostTypeSEO
  }
  type Tag implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    name: String
    slug: String
  }
  type CaseStudyToTagConnection {
    nodes: [Tag!]!
  } # edges/pageInfo omitted
  type ProjectToTagConnection {
    nodes: [Tag!]!
  }
  type CaseStudy implements Node &
    DatabaseIdentifier &
    UniformResourceIdentifiable &
    BlockEditorContentNode {
    id: ID!
    databaseId: Int!
    slug: String
    uri: String
    title(format: PostObjectFieldFormatEnum): String
    status: String # ContentNode.status: publish, draft, pending, private, future
    hasPassword: Boolean # post_password set; wp-graphql-gutenberg still gives its blocks to anyone
    authorDatabaseId: Int # NodeWithAuthor (post types that support 'author')
    isRevision: Boolean # asPreview resolved a revision or autosave (status "inherit")
    isPreview: Boolean
    tags(first: Int, after: String): CaseStudyToTagConnection
    featuredImage: NodeWithFeaturedImageToMediaItemConnectionEdge
    featuredImageDatabaseId: Int
    blocks: [Block!]
    blocksJSON: String
    previewBlocks: [Block!]
    previewBlocksJSON: String
    seo: PostTypeSEO
  }
  type Project implements Node & DatabaseIdentifier & UniformResourceIdentifiable {
    id: ID!
    databaseId: Int!
    slug: String
    uri: String
    title(format: PostObjectFieldFormatEnum): String
    status: String # ContentNode.status: publish, draft, pending, private, future
    tags(first: Int, after: String): ProjectToTagConnection
    featuredImage: NodeWithFeaturedImageToMediaItemConnectionEdge
  }
  type Service implements Node &
    DatabaseIdentifier &
    UniformResourceIdentifiable &
    BlockEditorContentNode {
    id: ID!
    databaseId: Int!
    slug: String
    uri: String
    title(format: PostObjectFieldFormatEnum): String
    status: String # ContentNode.status: publish, draft, pending, private, future
    hasPassword: Boolean # post_password set; wp-graphql-gutenberg still gives its blocks to anyone
    authorDatabaseId: Int # NodeWithAuthor (post types that support 'author')
    isRevision: Boolean # asPreview resolved a revision or autosave (status "inherit")
    isPreview: Boolean
    featuredImage: NodeWithFeaturedImageToMediaItemConnectionEdge
    blocks: [Block!]
    blocksJSON: String
    previewBlocks: [Block!]
    previewBlocksJSON: String
    seo: PostTypeSEO # WPGraphQL Yoast SEO adds seo to every public post type
    lottieAnimation: MediaItem # ACF file field; real field name unknown (spec: "lottie animation file")
  }
  type TechnologyCategory implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    name: String
  }
  type TechnologyToTechnologyCategoryConnection {
    nodes: [TechnologyCategory!]!
  }
  type Technology implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    title(format: PostObjectFieldFormatEnum): String
    status: String # ContentNode.status: publish, draft, pending, private, future
    technologyCategories(first: Int, after: String): TechnologyToTechnologyCategoryConnection
    image: MediaItem # ACF (legacy shape), assumed flat
    tooltipText: String # ACF, assumed flat
  }
  type Vertical implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    slug: String
    title(format: PostObjectFieldFormatEnum): String
    status: String # ContentNode.status: publish, draft, pending, private, future
    image: MediaItem # ACF, assumed
  }
  type ClientIndustry implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    name: String
  }
  type ClientToClientIndustryConnection {
    nodes: [ClientIndustry!]!
  }
  union Client_Casestudies_Casestudy = CaseStudy # legacy ACF relationship union
  type Client_Casestudies {
    casestudy: [Client_Casestudies_Casestudy]
  }
  type Client implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    title(format: PostObjectFieldFormatEnum): String
    status: String # ContentNode.status: publish, draft, pending, private, future
    name: String # ACF/custom (posts have no name field)
    description: String # ACF/custom
    logo: MediaItem # ACF
    logoWhite: MediaItem # ACF
    clientIndustries(first: Int, after: String): ClientToClientIndustryConnection
    caseStudies: Client_Casestudies # ACF field group (graphql_field_name "caseStudies")
  }
  type Partner implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    title(format: PostObjectFieldFormatEnum): String
    status: String # ContentNode.status: publish, draft, pending, private, future
    name: String
    description: String
    logo: MediaItem # ACF/custom
  }
  type ManagementTeamMember implements Node &
    DatabaseIdentifier { # singular name unknown
    id: ID!
    databaseId: Int!
    title(format: PostObjectFieldFormatEnum): String
    status: String # ContentNode.status: publish, draft, pending, private, future
    name: String
    position: String
    linkedInURL: String
    description: String
    email: String
    phone: String # ACF/custom
    image: MediaItem # ACF
  }
  type Award implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    awardImage: MediaItem
  } # ACF image
  type AwardCategoryToAwardConnection {
    nodes: [Award!]!
  }
  type AwardCategory implements Node & DatabaseIdentifier {
    id: ID!
    databaseId: Int!
    name: String
    awardCategoryId: Int @deprecated(reason: "Deprecated in favor of databaseId")
    awards(first: Int, after: String): AwardCategoryToAwardConnection # default 10 per category!
  }
`
