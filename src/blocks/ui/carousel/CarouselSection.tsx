import type { ComponentProps } from 'react'
import { Section } from '../Section'
import { Carousel } from './Carousel'

type CarouselSectionProps = Pick<ComponentProps<typeof Section>, 'id' | 'link'> &
  Pick<ComponentProps<typeof Carousel>, 'perView' | 'slides'> & { title: string }

/** A page section whose body is one carousel, named by the section's title. */
export function CarouselSection({ id, title, link, perView, slides }: CarouselSectionProps) {
  return (
    <Section id={id} title={title} link={link}>
      <Carousel id={id} label={title} perView={perView} slides={slides} />
    </Section>
  )
}
