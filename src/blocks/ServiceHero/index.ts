import { defineBlock } from '../define-block'
import { heroSchema } from '../Hero2/schema'
import { cmsImage } from '../ui/Picture'
import { ServiceHero, type ServiceHeroData } from './ServiceHero'

export const serviceHeroBlock = defineBlock({
  summary: "The service hero, with the service's lottie animation when it has one.",
  schema: heroSchema,
  h1: true,
  load: async (_attrs, { subject }): Promise<ServiceHeroData> => {
    const service = subject?.kind === 'service' ? subject.post : null
    return {
      lottieId: service?.lottieAnimation?.databaseId ?? null,
      featured: cmsImage(service?.featuredImage, 1200, 800, service?.title ?? ''),
    }
  },
  Component: ServiceHero,
})
