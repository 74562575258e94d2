import awards from '../../content/awards.json'
import caseStudies from '../../content/case-studies.json'
import clients from '../../content/clients.json'
import forms from '../../content/forms.json'
import media from '../../content/media.json'
import about from '../../content/pages/about.json'
import careers from '../../content/pages/careers.json'
import caseStudiesPage from '../../content/pages/case-studies.json'
import contact from '../../content/pages/contact.json'
import engineeringHandbook from '../../content/pages/engineering-handbook.json'
import events from '../../content/pages/events.json'
import freeConsultation from '../../content/pages/free-consultation.json'
import home from '../../content/pages/home.json'
import howWeWork from '../../content/pages/how-we-work.json'
import karijera from '../../content/pages/karijera.json'
import partnerProgramme from '../../content/pages/partner-programme.json'
import pricing from '../../content/pages/pricing.json'
import privacy from '../../content/pages/privacy-policy.json'
import servicesPage from '../../content/pages/services.json'
import terms from '../../content/pages/terms-of-use.json'
import unsubscribe from '../../content/pages/unsubscribe.json'
import partners from '../../content/partners.json'
import posts from '../../content/posts.json'
import projects from '../../content/projects.json'
import reusableBlocks from '../../content/reusable-blocks.json'
import services from '../../content/services.json'
import team from '../../content/team.json'
import technologies from '../../content/technologies.json'
import vacancies from '../../content/vacancies.json'
import verticals from '../../content/verticals.json'
import type {
  AwardContent,
  CaseStudyContent,
  ClientContent,
  FormDefinition,
  MediaEntry,
  PageContent,
  PartnerContent,
  PostContent,
  ProjectContent,
  ReusableBlockContent,
  ServiceContent,
  TeamMemberContent,
  TechnologyContent,
  VacancyContent,
  VerticalContent,
} from './types'

/** Every piece of demo content, typed. Files are the source of truth; edit them, not this. */
export const content = {
  pages: [
    home,
    about,
    servicesPage,
    caseStudiesPage,
    careers,
    contact,
    freeConsultation,
    privacy,
    terms,
    unsubscribe,
    howWeWork,
    // A page whose slug is not ASCII (Serbian Cyrillic): WordPress stores it percent-encoded.
    karijera,
    // Not published: a draft, a private page, a page moved back to draft, one pending review.
    pricing,
    engineeringHandbook,
    events,
    partnerProgramme,
  ] as PageContent[],
  reusableBlocks: reusableBlocks as ReusableBlockContent[],
  caseStudies: caseStudies as CaseStudyContent[],
  services: services as ServiceContent[],
  projects: projects as ProjectContent[],
  technologies: technologies as TechnologyContent,
  verticals: verticals as VerticalContent[],
  clients: clients as ClientContent,
  partners: partners as PartnerContent[],
  awards: awards as AwardContent,
  team: team as TeamMemberContent[],
  vacancies: vacancies as VacancyContent[],
  posts: posts as PostContent[],
  forms: forms as Record<string, FormDefinition>,
  media: media as Record<string, MediaEntry>,
}
