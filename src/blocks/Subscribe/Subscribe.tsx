import { emailFormSection } from '../EmailCta/EmailCta'

/** The blog subscription form section ('Thank You!' and the confirm message on success). */
export const Subscribe = emailFormSection('subscribe', 'section-inline-form section-alt')
