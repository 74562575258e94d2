import { aboutBlock } from './About'
import { aboutHeroBlock } from './AboutHero'
import { awardsBlock } from './Awards'
import { backgroundHeroBlock } from './BackgroundHero'
import { careerHeroBlock } from './CareerHero'
import { clientsBlock } from './Clients'
import { contactBlock } from './Contact'
import { contactInfoBlock } from './ContactInfo'
import { coreBlocks } from './core'
import { ctaBlock } from './Cta'
import { dataServicesBlock } from './DataServices'
import type { BlockEntry } from './define-block'
import { emailCtaBlock } from './EmailCta'
import { faqBlock } from './Faq'
import { featureGridBlock } from './FeatureGrid'
import { figuresBlock } from './Figures'
import { halfListBlock } from './HalfList'
import { homeHeroBlock } from './Hero'
import { hero2Block } from './Hero2'
import { landingHeroBlock } from './LandingHero'
import { latestProjectsBlock } from './LatestProjects'
import { lifeAtCompanyBlock } from './LifeAtCompany'
import { listBlock } from './List'
import { managementTeamBlock } from './ManagementTeam'
import { officesBlock } from './Offices'
import { otherCaseStudiesBlock } from './OtherCaseStudies'
import { outcomeBlock } from './Outcome'
import { partnersBlock } from './Partners'
import { portfolioBlock } from './Portfolio'
import { portfolioTestimonialBlock } from './PortfolioTestimonial'
import { productTeamBlock } from './ProductTeam'
import { projectDetailsBlock } from './ProjectDetails'
import { projectHeadingBlock } from './ProjectHeading'
import { projectsBlock } from './Projects'
import { serviceHeroBlock } from './ServiceHero'
import { serviceInnerContactBlock } from './ServiceInnerContact'
import { servicesBlock } from './Services'
import { servicesOverviewBlock } from './ServicesOverview'
import { shareBlock } from './Share'
import { subscribeBlock } from './Subscribe'
import { tagListBlock } from './TagList'
import { technologiesBlock } from './Technologies'
import { techStackBlock } from './TechStack'
import { testimonialsBlock } from './Testimonials'
import { unsubscribeBlock } from './Unsubscribe'
import { vacancyListBlock } from './VacancyList'
import { verticalsBlock } from './Verticals'
import { whatsNextBlock } from './WhatsNext'
import { workingProcessBlock } from './WorkingProcess'

/**
 * Block name → entry. Each block lives in its own folder (`src/blocks/<Name>/`); the registry is the one place
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
  'custom/product-team': productTeamBlock,
  'custom/social-ambassadors': productTeamBlock,
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

type BlockName = keyof typeof registry

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(registry, name)
}

/** The entry for a CMS block name, or undefined for a type the site does not know. */
export function resolveBlock(name: string): BlockEntry | undefined {
  return isBlockName(name) ? registry[name] : undefined
}
