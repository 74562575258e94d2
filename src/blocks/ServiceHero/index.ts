import { defineBlock } from '../define-block'
import { heroSchema } from '../Hero2/schema'
import { ServiceHero } from './ServiceHero'

/** custom/service-hero: the service hero, with the service's lottie animation when it has one. */
export const serviceHeroBlock = defineBlock({
  schema: heroSchema,
  h1: true,
  load: async (_attrs, { subject }) =>
    subject?.kind === 'service' ? (subject.post.lottieAnimation?.databaseId ?? null) : null,
  Component: ServiceHero,
})
