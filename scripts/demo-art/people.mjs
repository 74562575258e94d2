// Illustrated people (DiceBear's Personas style by Draftbit, CC BY 4.0): one flat, calm style for
// the whole team, with natural hair and skin tones and clothes in the brand's colours.
import { createAvatar } from '@dicebear/core'
import * as personas from '@dicebear/personas'
import { itemAt } from './random.mjs'

/** @typedef {import('@dicebear/personas').Options} PersonaOptions */
/** @typedef {NonNullable<PersonaOptions['hair']>[number]} Haircut */
/** @typedef {NonNullable<PersonaOptions['eyes']>[number]} Eyes */
/** @typedef {'woman' | 'man'} Look */
/** @typedef {'light' | 'medium' | 'dark'} Skin */

/** @type {Record<Skin, string[]>} */
const SKIN = {
  light: ['eeb4a4', 'e7a391', 'e5a07e'],
  medium: ['d78774', 'b16a5b'],
  dark: ['92594b', '623d36'],
}
const HAIR_COLOURS = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', '9aa3ad']
/**
 * Haircuts that read as office-ready (no caps, beanies or pigtails).
 * @type {Record<Look, Haircut[]>}
 */
const HAIR = {
  woman: ['long', 'bobCut', 'curly', 'bobBangs', 'extraLong', 'sideShave'],
  man: ['shortCombover', 'curlyHighTop', 'buzzcut', 'fade', 'balding', 'shortComboverChops'],
}

/**
 * The named demo people: presentation, skin tone, haircut and hair colour, chosen so that the
 * portraits fit the names and no two people on one page share a face. Anyone not listed (extras
 * in scenes) is drawn from the name as a seed.
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
 * Gives every id in a DiceBear SVG a prefix, so that several people can share one picture.
 * @param {string} svg
 * @param {string} prefix
 */
function prefixIds(svg, prefix) {
  return svg
    .replaceAll(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replaceAll(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replaceAll(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
}

/**
 * The DiceBear options of one person: fixed for the named team, seeded for extras.
 * @param {string} name
 * @param {string} clothes
 * @returns {PersonaOptions & { seed: string }}
 */
function optionsOf(name, clothes) {
  const known = PEOPLE[name]
  /** @type {Look} */
  const look = known?.[0] ?? (name.length % 2 ? 'woman' : 'man')
  /** @type {Skin} */
  const skin =
    known?.[1] ?? itemAt(/** @type {Skin[]} */ (['light', 'medium', 'dark']), name.length % 3)
  return {
    seed: name,
    skinColor: known ? [itemAt(SKIN[skin], name.length % SKIN[skin].length)] : SKIN[skin],
    hair: known ? [known[2]] : HAIR[look],
    hairColor: known ? [known[3]] : HAIR_COLOURS.slice(0, 6),
    eyes: known ? [known[4]] : ['open', 'happy', 'glasses'],
    mouth: ['smile', 'bigSmile'],
    nose: ['smallRound', 'mediumRound'],
    body: ['squared', 'rounded'],
    facialHairProbability: look === 'man' ? 25 : 0,
    facialHair: ['shadow', 'beardMustache'],
    clothingColor: [clothes.replace('#', '')],
  }
}

/**
 * One person as an inner `<svg>` placed at (x, y) with `size` (the head and shoulders fill the
 * square, shoulders on its bottom edge). `clothes` picks the colour of the outfit.
 * @param {string} name
 * @param {{ x: number, y: number, size: number, clothes: string, idPrefix?: string }} options
 */
export function person(name, { x, y, size, clothes, idPrefix }) {
  const svg = createAvatar(personas, optionsOf(name, clothes)).toString()
  const inner = svg
    .replace(/<metadata[^>]*>.*?<\/metadata>/s, '')
    .replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `)
  return prefixIds(inner, idPrefix ?? `p${name.replaceAll(/[^a-z]/gi, '').slice(0, 6)}`)
}
