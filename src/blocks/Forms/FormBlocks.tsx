import { z } from 'zod'
import { defineBlock } from '../define-block'
import { imageAttr, text } from '../ui/attrs'
import { SiteForm } from '../ui/forms/SiteForm'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'

/** Form ids stay on the server: a block only learns whether its form can be sent (id > 0). */
const formId = z.number().int().min(0).default(0)

/** custom/contact: the contact form (result modal 'Contact Us' or the configured title). */
export const contactBlock = defineBlock({
  schema: z.object({
    anchor: z.string().default('contact'),
    title: z.string().default("Let's talk"),
    text,
    formId,
    modalTitle: z.enum(['Contact Us', "Let's talk"]).default('Contact Us'),
  }),
  island: true,
  Component: ({ id, attrs }) => (
    <Section
      id={id}
      anchor={attrs.anchor}
      title={attrs.title}
      intro={attrs.text}
      className="section-contact section-alt"
    >
      <SiteForm
        kind="contact"
        buttonText="Send message"
        modalTitle={attrs.modalTitle}
        enabled={attrs.formId > 0}
      />
    </Section>
  ),
})

/** custom/service-inner-contact: the services contact form, the anchor target of hero CTAs. */
export const serviceInnerContactBlock = defineBlock({
  schema: z.object({
    anchor: z.string().default('contact'),
    title: z.string().default("Let's talk"),
    text,
    formId,
  }),
  island: true,
  Component: ({ id, attrs }) => (
    <Section
      id={id}
      anchor={attrs.anchor}
      title={attrs.title}
      intro={attrs.text}
      className="section-contact section-alt"
    >
      <SiteForm
        kind="services-contact"
        buttonText="Send message"
        modalTitle="Let's talk"
        enabled={attrs.formId > 0}
      />
    </Section>
  ),
})

/** custom/landing-hero: a hero with the short consultation form. */
export const landingHeroBlock = defineBlock({
  schema: z.object({
    title: z.string(),
    text,
    formId,
    formTitle: z.string().default('Get a free consultation'),
    image: imageAttr.optional(),
  }),
  h1: true,
  island: true,
  Component: ({ id, attrs }) => (
    <section className="hero hero-landing" aria-labelledby={`${id}-title`}>
      <div className="container hero-grid">
        <div className="hero-copy">
          <h1 id={`${id}-title`}>{attrs.title}</h1>
          {attrs.text && <p className="hero-text">{attrs.text}</p>}
          <Picture
            image={attrs.image}
            className="hero-image"
            priority
            sizes="(min-width: 1024px) 40vw, 100vw"
          />
        </div>
        <div className="form-card">
          <h2>{attrs.formTitle}</h2>
          <SiteForm kind="landing" buttonText="Book my consultation" enabled={attrs.formId > 0} />
        </div>
      </div>
    </section>
  ),
})

const inlineSchema = z.object({
  title: z.string(),
  text,
  formId,
  placeholder: text,
  buttonText: text,
  confirmMessage: text,
})

/** custom/email-cta: an email field; on success the form is replaced by the confirm message. */
export const emailCtaBlock = defineBlock({
  schema: inlineSchema,
  island: true,
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title} intro={attrs.text} className="section-inline-form">
      <SiteForm
        kind="email-cta"
        resultStyle="replace"
        buttonText={attrs.buttonText ?? 'Send'}
        placeholder={attrs.placeholder}
        confirmMessage={attrs.confirmMessage}
        enabled={attrs.formId > 0}
      />
    </Section>
  ),
})

/** custom/subscribe and services-subscribe: blog subscription ('Thank You!' + confirm message). */
export const subscribeBlock = defineBlock({
  schema: inlineSchema,
  island: true,
  Component: ({ id, attrs }) => (
    <Section
      id={id}
      title={attrs.title}
      intro={attrs.text}
      className="section-inline-form section-alt"
    >
      <SiteForm
        kind="subscribe"
        resultStyle="replace"
        buttonText={attrs.buttonText ?? 'Subscribe'}
        placeholder={attrs.placeholder}
        confirmMessage={attrs.confirmMessage}
        enabled={attrs.formId > 0}
      />
    </Section>
  ),
})

/** custom/unsubscribe: the unsubscribe page ('We're sorry to see you go!'). */
export const unsubscribeBlock = defineBlock({
  schema: z.object({ title: z.string().default("We're sorry to see you go!"), text }),
  load: async (_attrs, ctx) => ctx.url.searchParams.get('email')?.slice(0, 254) ?? '',
  h1: true,
  island: true,
  Component: ({ id, attrs, data }) => (
    <section className="section section-unsubscribe" aria-labelledby={`${id}-title`}>
      <div className="container narrow">
        <h1 id={`${id}-title`}>{attrs.title}</h1>
        {attrs.text && <p>{attrs.text}</p>}
        <SiteForm
          kind="unsubscribe"
          resultStyle="replace"
          buttonText="Unsubscribe"
          defaults={data ? { email: data } : {}}
        />
      </div>
    </section>
  ),
})
