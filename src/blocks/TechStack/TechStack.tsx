import type { Technology } from '../../cms/operations/lists'
import type { BlockProps } from '../define-block'
import { Carousel } from '../ui/carousel/Carousel'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { TechStackAttrs } from './schema'

/** Technology logos in a carousel, in the order the loader gives. */
export function TechStack({ id, attrs, data }: BlockProps<TechStackAttrs, Technology[]>) {
  return (
    <Section id={id} title={attrs.title}>
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 2, 420: 3, 768: 4, 1024: 6, 1600: 7, 1920: 8 }}
        slides={data.map((t) => ({
          key: String(t.databaseId),
          node: (
            <div className="logo-card" title={t.tooltipText}>
              <Picture image={cmsImage(t.image, 240, 80, '')} />
              <span>{t.title}</span>
            </div>
          ),
        }))}
      />
    </Section>
  )
}
