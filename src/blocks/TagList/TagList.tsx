import type { BlockProps } from '../define-block'
import { RevealMore } from '../ui/RevealMore'
import { Section } from '../ui/Section'
import type { TagListAttrs } from './schema'

/** Tags; over 4, only the first 3 show until 'View More'. */
export function TagList({ id, attrs }: BlockProps<TagListAttrs, null>) {
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
}
