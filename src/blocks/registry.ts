import {
  aboutHeroBlock,
  backgroundHeroBlock,
  hero2Block,
  serviceHeroBlock,
} from './Hero/SimpleHeroes'
import {
  awardsBlock,
  clientsBlock,
  managementTeamBlock,
  partnersBlock,
  peopleBlock,
} from './Company/DirectoryBlocks'
import {
  portfolioTestimonialBlock,
  projectsBlock,
  techStackBlock,
  testimonialsBlock,
  verticalsBlock,
} from './Company/CarouselBlocks'
import { servicesBlock, servicesOverviewBlock } from './Company/ServiceCards'
import { halfListBlock, listBlock } from './Content/ListBlocks'
import {
  aboutBlock,
  ctaBlock,
  faqBlock,
  featureGridBlock,
  figuresBlock,
  workingProcessBlock,
} from './Content/TextBlocks'
import {
  outcomeBlock,
  otherCaseStudiesBlock,
  projectDetailsBlock,
  projectHeadingBlock,
  shareBlock,
  tagListBlock,
} from './CaseStudy/CaseStudyBlocks'
import { latestProjectsBlock, portfolioBlock } from './Portfolio/PortfolioBlock'
import {
  careerHeroBlock,
  lifeAtCompanyBlock,
  vacancyListBlock,
  whatsNextBlock,
} from './Careers/CareerBlocks'
import { coreBlocks } from './core'
import { technologiesBlock } from './Technologies/TechnologiesBlock'
import { contactInfoBlock, officesBlock } from './Offices/OfficeBlocks'
import { dataServicesBlock } from './Services/DataServicesBlock'
import {
  contactBlock,
  emailCtaBlock,
  landingHeroBlock,
  serviceInnerContactBlock,
  subscribeBlock,
  unsubscribeBlock,
} from './Forms/FormBlocks'
import type { BlockEntry } from './define-block'
import { homeHeroBlock } from './Hero/HomeHero'

/**
 * Block name → entry. Each group of blocks lives in its own folder; the registry is the one place
 * that maps CMS block names to presentations.
 */
export const registry = {
  ...coreBlocks,
  'custom/hero': homeHeroBlock,
  'custom/hero-2': hero2Block,
  'custom/service-hero': serviceHeroBlock,
  'custom/about-hero': aboutHeroBlock,
  'custom/background-hero': backgroundHeroBlock,
  'custom/background-hero-logo': backgroundHeroBlock,
  'custom/about': aboutBlock,
  'custom/advantages': figuresBlock,
  'custom/animated-section': figuresBlock,
  'custom/location-keyfacts': figuresBlock,
  'custom/product-keyfacts': figuresBlock,
  'custom/why-choose-us': featureGridBlock,
  'custom/benefits': featureGridBlock,
  'custom/faq': faqBlock,
  'custom/working-process': workingProcessBlock,
  'custom/cta': ctaBlock,
  'custom/cta-2': ctaBlock,
  'custom/view-more': ctaBlock,
  'custom/career-teaser': ctaBlock,
  'custom/list': listBlock(1),
  'custom/list-2': listBlock(2),
  'custom/list-3': listBlock(3),
  'custom/list-4': listBlock(4),
  'custom/list-5': listBlock(5),
  'custom/list-6': listBlock(6),
  'custom/list-7': listBlock(7),
  'custom/half-list': halfListBlock,
  'custom/product-facts-left-image': halfListBlock,
  'custom/projects': projectsBlock,
  'custom/testimonials': testimonialsBlock,
  'custom/portfolio-testimonial': portfolioTestimonialBlock,
  'custom/verticals': verticalsBlock,
  'custom/tech-stack': techStackBlock,
  'custom/awards': awardsBlock,
  'custom/clients': clientsBlock,
  'custom/partners': partnersBlock,
  'custom/management-team': managementTeamBlock,
  'custom/product-team': peopleBlock,
  'custom/social-ambassadors': peopleBlock,
  'custom/services': servicesBlock,
  'custom/services-overview': servicesOverviewBlock,
  'custom/contact': contactBlock,
  'custom/service-inner-contact': serviceInnerContactBlock,
  'custom/landing-hero': landingHeroBlock,
  'custom/email-cta': emailCtaBlock,
  'custom/subscribe': subscribeBlock,
  'custom/services-subscribe': subscribeBlock,
  'custom/unsubscribe': unsubscribeBlock,
  'custom/portfolio-projects': portfolioBlock,
  'custom/latest-projects': latestProjectsBlock,
  'custom/projects-list': latestProjectsBlock,
  'custom/project-heading': projectHeadingBlock,
  'custom/project-details': projectDetailsBlock,
  'custom/outcome': outcomeBlock,
  'custom/share': shareBlock,
  'custom/tag-list': tagListBlock,
  'custom/other-case-studies': otherCaseStudiesBlock,
  'custom/career': careerHeroBlock,
  'custom/vacancy-list': vacancyListBlock,
  'custom/life-at-company': lifeAtCompanyBlock,
  'custom/whats-next': whatsNextBlock,
  'custom/data-services': dataServicesBlock,
  'custom/offices': officesBlock,
  'custom/contact-info': contactInfoBlock,
  'custom/technologies': technologiesBlock,
} satisfies Record<string, BlockEntry>

export type BlockName = keyof typeof registry

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(registry, name)
}

/** The entry for a CMS block name, or undefined for a type the site does not know. */
export function resolveBlock(name: string): BlockEntry | undefined {
  return isBlockName(name) ? registry[name] : undefined
}
