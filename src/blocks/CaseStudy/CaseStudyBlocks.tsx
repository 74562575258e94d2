import { z } from 'zod'
import { defineBlock } from '../define-block'
import { href, imageAttr, itemId, text } from '../ui/attrs'
import { Carousel } from '../ui/carousel/Carousel'
import { Drawer, DrawerOpener } from '../ui/Drawer'
import { Island } from '../ui/Island'
import { Picture } from '../ui/Picture'
import { RevealMore } from '../ui/RevealMore'
import { Section } from '../ui/Section'
import { CaseStudyCard } from '../Portfolio/PortfolioBlock'
import CopyLink from './CopyLink.island'

const stores = { appStoreUrl: href.optional(), googlePlayUrl: href.optional() }

function StoreLinks({
  appStoreUrl,
  googlePlayUrl,
}: {
  appStoreUrl?: string
  googlePlayUrl?: string
}) {
  if (!appStoreUrl && !googlePlayUrl) return null
  return (
    <p className="store-links">
      {appStoreUrl && (
        <a
          className="btn btn-secondary btn-small"
          href={appStoreUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Download on the App Store
        </a>
      )}
      {googlePlayUrl && (
        <a
          className="btn btn-secondary btn-small"
          href={googlePlayUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Get it on Google Play
        </a>
      )}
    </p>
  )
}

/** custom/project-heading: the case study's h1, client, summary, tags and cover image. */
export const projectHeadingBlock = defineBlock({
  schema: z.object({
    title: z.string(),
    client: text,
    summary: text,
    tags: z.array(z.string()).default([]),
    image: imageAttr.optional(),
  }),
  h1: true,
  Component: ({ attrs }) => (
    <section className="hero project-heading">
      <div className="container hero-grid">
        <div className="hero-copy">
          {attrs.client && <p className="eyebrow">{attrs.client}</p>}
          <h1>{attrs.title}</h1>
          {attrs.summary && <p className="hero-text">{attrs.summary}</p>}
          <ul className="tag-chips" aria-label="Tags">
            {attrs.tags.map((tag) => (
              <li key={tag}>
                <a href={`/case-studies?category=${encodeURIComponent(tag)}`}>{tag}</a>
              </li>
            ))}
          </ul>
        </div>
        <Picture
          image={attrs.image}
          className="hero-image"
          priority
          sizes="(min-width: 1024px) 50vw, 100vw"
        />
      </div>
    </section>
  ),
})

const detailSection = z.object({
  id: itemId,
  title: z.string(),
  text: z.string(),
  image: imageAttr.optional(),
  video: z.string().nullish(),
})

/** custom/project-details: sections with an image or a looping muted video (no autoplay with reduced motion). */
export const projectDetailsBlock = defineBlock({
  schema: z.object({ sections: z.array(detailSection).default([]) }),
  Component: ({ id, attrs }) => (
    <div className="project-details">
      {attrs.sections.map((s, i) => (
        <Section
          key={s.id}
          id={`${id}-${s.id}`}
          title={s.title}
          className={i % 2 ? 'section-split section-alt' : 'section-split'}
        >
          <div className="split">
            <p className="lead">{s.text}</p>
            {s.video ? (
              <video
                className="rounded"
                src={s.video}
                muted
                loop
                playsInline
                preload="metadata"
                data-autoplay=""
              />
            ) : (
              <Picture
                image={s.image}
                className="rounded"
                sizes="(min-width: 1024px) 50vw, 100vw"
              />
            )}
          </div>
        </Section>
      ))}
    </div>
  ),
})

/** custom/outcome: results with figures and app store links. */
export const outcomeBlock = defineBlock({
  schema: z.object({
    title: z.string().default('The outcome'),
    text,
    metrics: z.array(z.object({ value: z.string(), label: z.string() })).default([]),
    ...stores,
  }),
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title} intro={attrs.text} className="section-outcome">
      <ul className="figures">
        {attrs.metrics.map((m) => (
          <li key={m.label} className="figure">
            <span className="figure-value">{m.value}</span>
            <span className="figure-label">{m.label}</span>
          </li>
        ))}
      </ul>
      <StoreLinks appStoreUrl={attrs.appStoreUrl} googlePlayUrl={attrs.googlePlayUrl} />
    </Section>
  ),
})

/** custom/share: a drawer with copy link ('Copied') and social sharing, plus app store links. */
export const shareBlock = defineBlock({
  schema: z.object({ title: z.string().default('Share'), ...stores }),
  load: async (_a, ctx) => ctx.url.origin + ctx.url.pathname,
  island: true,
  Component: ({ id, attrs, data: url }) => {
    const drawerId = `${id}-drawer`
    const u = encodeURIComponent(url)
    const links = [
      { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
      { label: 'X', href: `https://x.com/intent/post?url=${u}` },
      { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
      { label: 'Email', href: `mailto:?subject=${encodeURIComponent(attrs.title)}&body=${u}` },
    ]
    return (
      <section className="section share" aria-label={attrs.title}>
        <div className="container share-inner">
          <DrawerOpener drawerId={drawerId} className="btn btn-primary">
            {attrs.title}
          </DrawerOpener>
          <StoreLinks appStoreUrl={attrs.appStoreUrl} googlePlayUrl={attrs.googlePlayUrl} />
          <Drawer id={drawerId} title={attrs.title}>
            <label className="field">
              <span>Page link</span>
              <input type="url" readOnly value={url} />
            </label>
            <Island name="copy-link" props={{}}>
              <CopyLink />
            </Island>
            <ul className="share-links">
              {links.map((l) => (
                <li key={l.label}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    Share on {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </Drawer>
        </div>
      </section>
    )
  },
})

/** custom/tag-list: the first 3 tags, and 'View More' for the rest when there are more than 4. */
export const tagListBlock = defineBlock({
  schema: z.object({ title: z.string().default('Tags'), tags: z.array(z.string()).default([]) }),
  island: (attrs) => attrs.tags.length > 4,
  Component: ({ id, attrs }) => {
    const collapse = attrs.tags.length > 4
    const listId = `${id}-tags`
    return (
      <Section id={id} title={attrs.title}>
        <ul id={listId} className="tag-chips" data-reveal-always={collapse ? '' : undefined}>
          {attrs.tags.map((tag, i) => (
            <li key={tag} className={collapse && i >= 3 ? 'reveal-extra' : undefined}>
              {tag}
            </li>
          ))}
        </ul>
        {collapse && <RevealMore targetId={listId} label="View More" />}
      </Section>
    )
  },
})

/** custom/other-case-studies: a carousel (1 up to 480 px, 2 below 1366 px, else 3) and 'View All'. */
export const otherCaseStudiesBlock = defineBlock({
  schema: z.object({
    title: z.string().default('Other case studies'),
    linkText: z.string().default('View All'),
    linkHref: href.default('/case-studies'),
    limit: z.number().int().positive().default(6),
  }),
  load: async (attrs, ctx) => {
    const slug = ctx.url.pathname.split('/').pop()
    return (await ctx.cms.caseStudies()).filter((cs) => cs.slug !== slug).slice(0, attrs.limit)
  },
  island: (_a, d) => d.length > 1,
  Component: ({ id, attrs, data }) => (
    <Section
      id={id}
      title={attrs.title}
      action={
        <a className="btn btn-secondary" href={attrs.linkHref}>
          {attrs.linkText}
        </a>
      }
    >
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 1, 480: 2, 1366: 3 }}
        slides={data.map((cs) => ({ key: String(cs.databaseId), node: <CaseStudyCard cs={cs} /> }))}
      />
    </Section>
  ),
})
