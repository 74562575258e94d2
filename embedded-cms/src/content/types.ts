/** Shapes of the demo content files in embedded-cms/content/ (see content/README.md). */

import type { PostStatus } from './status'

/** A media reference inside content: `media:<key>` of content/media.json. */
type MediaRef = string

export interface MediaEntry {
  id: number
  file: string
  alt: string
  width: number
  height: number
  kind: 'photo' | 'portrait' | 'logo' | 'cover' | 'icon' | 'award' | 'pattern' | 'og'
  label?: string
  /**
   * The sizes WordPress generated for a raster upload (`_wp_attachment_metadata['sizes']`), by size
   * name; files sit beside the original. Written by `npm run art`.
   */
  sizes?: Record<string, MediaSizeEntry>
}

export interface MediaSizeEntry {
  file: string
  width: number
  height: number
  mimeType: string
}

export interface ContentBlock {
  name: string
  attributes?: Record<string, unknown>
  html?: string
  innerBlocks?: ContentBlock[]
}

/** A reusable block (`wp_block` post) that `core/block` references by `ref`. */
export interface ReusableBlockContent {
  id: number
  title: string
  blocks: ContentBlock[]
}

export interface SeoInput {
  title?: string
  description?: string
  image?: MediaRef
}

export interface PageContent {
  id: number
  slug: string
  uri: string
  title: string
  /** WordPress `post_status`; absent means `publish`. */
  status?: PostStatus
  /** Publication date (ISO); a `future` post is scheduled for it. */
  date?: string
  /** `post_author`: a user id (content/users.json); absent means the administrator (1). */
  author?: number
  /** `post_parent` of a page: the page it sits below (its URI starts with that page's). */
  parent?: number
  /** `post_password`: a published post WordPress shows only to visitors who give it. */
  password?: string
  seo?: SeoInput
  blocks: ContentBlock[]
  /** Saved revisions and autosaves; the newest is what `asPreview: true` resolves to. */
  revisions?: RevisionContent[]
}

/**
 * A revision (`post_type` revision, `post_status` inherit) of a post: a whole copy of its title and
 * content when it was saved. An autosave is the one revision WordPress keeps per user for unsaved
 * changes (`{parent}-autosave-v1`); a published post's autosave holds edits not published yet.
 */
export interface RevisionContent {
  id: number
  /** Who saved it; absent means the administrator (1). */
  author?: number
  /** When it was saved (ISO): the newest revision is the preview. */
  date: string
  autosave?: boolean
  title: string
  blocks: ContentBlock[]
}

export interface CaseStudyContent extends PageContent {
  tags: string[]
  /** The featured image; an editor may publish a study without one. */
  image?: MediaRef
  menuOrder?: number
}

export interface ServiceContent extends PageContent {
  image?: MediaRef
  lottie?: number
  menuOrder: number
}

export interface ProjectContent {
  id: number
  slug: string
  title: string
  tags: string[]
  image: MediaRef
}

export interface TechnologyContent {
  categories: { id: number; name: string }[]
  items: { id: number; title: string; categories: number[]; image: MediaRef; tooltip: string }[]
}

export interface VerticalContent {
  id: number
  slug: string
  title: string
  image: MediaRef
}

export interface ClientContent {
  industries: { id: number; name: string }[]
  items: {
    id: number
    name: string
    description: string
    logo: MediaRef
    logoWhite: MediaRef
    industries: number[]
    caseStudy: string | null
  }[]
}

export interface PartnerContent {
  id: number
  name: string
  description: string
  logo: MediaRef
}

export interface AwardContent {
  categories: { id: number; name: string; awards: number[] }[]
  awards: { id: number; image: MediaRef }[]
}

export interface TeamMemberContent {
  id: number
  name: string
  position: string
  linkedIn: string
  description: string
  email: string
  phone: string
  image: MediaRef
}

export interface VacancyContent {
  slug: string
  job_position_id: number
  name: string
  occupation_category: string
  locations: string[]
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR'
  datePosted: string
  validThrough: string
  description: string
}

export interface PostContent {
  id: number
  slug: string
  title: string
  excerpt: string
  date: string
  sticky: boolean
  categoryId: number
  author: number
}

export interface FormDefinition {
  kind: string
  title: string
  /** The CF7 template (its Form tab): `[text* firstName]`, `[select* interest "A" "B"]`… */
  form: string
  /** Field whose value, with the email, makes a repeated application a duplicate. */
  duplicateKey?: string
  /** CF7's Messages tab: texts the editor changed from CF7's defaults (`mail_sent_ok`). */
  messages?: { mail_sent_ok?: string }
}
