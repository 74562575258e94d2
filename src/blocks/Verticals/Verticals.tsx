import type { Vertical } from '../../cms/operations/lists'
import { ROUTES } from '../../routes/route-map'
import type { BlockProps } from '../define-block'
import { Carousel } from '../ui/carousel/Carousel'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { VerticalsAttrs } from './schema'
import { CardText } from '../ui/CardText'

/** Industries in a carousel; each links to the case studies of its name (`?category=`). */
export function Verticals({ id, attrs, data }: BlockProps<VerticalsAttrs, Vertical[]>) {
  return (
    <Section id={id} title={attrs.title}>
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 2, 768: 3, 1024: 4, 1366: 5, 1920: 6 }}
        slides={data.map((v) => ({
          key: String(v.databaseId),
          node: (
            <a className="vertical-card" href={ROUTES.caseStudy.listHref({ category: v.title })}>
              <Picture image={cmsImage(v.image, 600, 400, '')} />
              <CardText heading text={v.title} />
            </a>
          ),
        }))}
      />
    </Section>
  )
}
