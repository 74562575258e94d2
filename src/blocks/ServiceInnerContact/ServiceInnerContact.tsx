import { contactSection } from '../Contact/Contact'

/** The services contact form section (no captcha; result modal 'Let's talk'). */
export const ServiceInnerContact = contactSection('services-contact')
