import * as z from 'zod/mini'
import { defineBlock } from '../define-block'
import { attrUrl } from './classes'

const PROVIDERS: Record<string, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  twitter: 'X (Twitter)',
  x: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  tiktok: 'TikTok',
  'speaker-deck': 'Speaker Deck',
  slideshare: 'SlideShare',
  codepen: 'CodePen',
  github: 'GitHub',
  loom: 'Loom',
}
const VIDEO = new Set(['youtube', 'vimeo', 'tiktok', 'loom'])

/** `core-embed/youtube` (before WordPress 5.6) names its provider; `core/embed` has an attribute. */
const providerFromName = (name: string) => /^core-embed\/(.+)$/.exec(name)?.[1]

/**
 * core/embed: third-party players need their scripts and frames, which the site does not load, so an
 * embed is a plain link with a title and its URL, plus the editor's caption.
 */
export function embedBlock(blockName = 'core/embed') {
  return defineBlock({
    summary:
      'A link to the embedded content (title and URL) with the caption; no third-party player.',
    schema: z.looseObject({
      url: z.optional(z.string()),
      providerNameSlug: z.catch(z.optional(z.string()), undefined),
      type: z.catch(z.optional(z.string()), undefined),
      caption: z.catch(z.optional(z.string()), undefined),
    }),
    load: async (attrs, ctx) => {
      const url = attrUrl(attrs.url)
      if (!url) ctx.log(`${blockName}: no usable URL (${attrs.url ?? 'none'}): not shown`)
      return { url, caption: attrs.caption ? ctx.sanitize(attrs.caption).html : '' }
    },
    Component: ({ attrs, data }) => {
      if (!data.url) return null
      const slug = attrs.providerNameSlug ?? providerFromName(blockName) ?? ''
      const provider = PROVIDERS[slug] ?? (slug ? slug[0]?.toUpperCase() + slug.slice(1) : '')
      const verb = VIDEO.has(slug) || attrs.type === 'video' ? 'Watch' : 'View'
      const title = provider ? `${verb} on ${provider}` : 'Open the embedded content'
      return (
        <figure className="wp-block-embed core-embed">
          <a className="core-embed-link" href={data.url} rel="noopener noreferrer" target="_blank">
            <span className="core-embed-title">{title}</span>
            <span className="core-embed-url">{data.url}</span>
          </a>
          {data.caption && <figcaption dangerouslySetInnerHTML={{ __html: data.caption }} />}
        </figure>
      )
    },
  })
}
