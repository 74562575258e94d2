// The demo's named people (the team, the clients who give testimonials, the product people and
// the ambassadors): how each looks, so that the portraits fit the names and no two people on one
// page share a face.
import { itemAt } from './random.mjs'

/** @typedef {'woman' | 'man'} Look */
/** @typedef {'light' | 'medium' | 'dark'} Skin */
/** @typedef {'long' | 'bobCut' | 'curly' | 'bobBangs' | 'extraLong' | 'sideShave' | 'shortCombover' | 'curlyHighTop' | 'buzzcut' | 'fade' | 'balding' | 'shortComboverChops'} Haircut */
/** @typedef {'open' | 'happy' | 'glasses'} Eyes */

/** @type {Record<Skin, string[]>} */
const SKIN = {
  light: ['eeb4a4', 'e7a391', 'e5a07e'],
  medium: ['d78774', 'b16a5b'],
  dark: ['92594b', '623d36'],
}

/**
 * Presentation, skin tone, haircut, hair colour and eyes of each named person.
 * @type {Record<string, [Look, Skin, Haircut, string, Eyes]>}
 */
export const PEOPLE = {
  'Elena Marković': ['woman', 'light', 'bobCut', '2c1b18', 'open'],
  'Daniel Okafor': ['man', 'dark', 'fade', '2c1b18', 'glasses'],
  'Sofia Lindqvist': ['woman', 'light', 'long', 'd6b370', 'happy'],
  'Marko Petrović': ['man', 'light', 'shortComboverChops', '4a312c', 'open'],
  'Aisha Rahman': ['woman', 'medium', 'sideShave', '2c1b18', 'glasses'],
  'James Whitfield': ['man', 'light', 'balding', '9aa3ad', 'happy'],
  'Nina Horvat': ['woman', 'light', 'bobBangs', 'a55728', 'open'],
  'Hannah Keller': ['woman', 'light', 'extraLong', 'b58143', 'happy'],
  'Samuel Osei': ['man', 'dark', 'buzzcut', '2c1b18', 'open'],
  'Lucía Fernández': ['woman', 'medium', 'curly', '4a312c', 'open'],
  'Peter Lindgren': ['man', 'light', 'shortCombover', 'b58143', 'glasses'],
  'Ivana Jovanović': ['woman', 'light', 'long', '4a312c', 'open'],
  'Tom Verhoeven': ['man', 'light', 'fade', 'a55728', 'happy'],
  'Rita Sousa': ['woman', 'medium', 'bobCut', '2c1b18', 'glasses'],
  'Luka Ilić': ['man', 'light', 'curlyHighTop', '724133', 'open'],
  'Milica Stanković': ['woman', 'light', 'bobBangs', '724133', 'happy'],
  'Joost de Vries': ['man', 'light', 'curlyHighTop', 'd6b370', 'happy'],
  'Ana Ribeiro': ['woman', 'medium', 'extraLong', '2c1b18', 'open'],
}

/**
 * A person's skin colour, one of their tone's.
 * @param {string} name
 * @param {Skin} tone
 */
export const skinOf = (name, tone) => `#${itemAt(SKIN[tone], name.length % SKIN[tone].length)}`
