// Illustrated people (DiceBear's Avataaars style by Pablo Stanley, free for commercial use),
// dressed and styled for a company website: smiles, natural hair and skin tones, office clothes.
import { createAvatar } from '@dicebear/core'
import * as avataaars from '@dicebear/avataaars'

const SKIN = { light: ['ffdbb4', 'edb98a'], medium: ['d08b5b', 'ae5d29'], dark: ['614335'] }
const HAIR_COLOURS = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370']
const TOPS = {
  woman: [
    'bob',
    'bun',
    'curly',
    'curvy',
    'longButNotTooLong',
    'miaWallace',
    'straight01',
    'straight02',
    'straightAndStrand',
    'bigHair',
  ],
  man: [
    'shortFlat',
    'shortRound',
    'shortWaved',
    'sides',
    'theCaesar',
    'theCaesarAndSidePart',
    'shortCurly',
  ],
}

/**
 * The demo people: presentation and skin tone by name, so that a portrait fits the person it
 * names. Anyone not listed (extras in scenes) is drawn from the name as a seed.
 */
export const PEOPLE = {
  'Elena Marković': ['woman', 'light'],
  'Daniel Okafor': ['man', 'dark'],
  'Sofia Lindqvist': ['woman', 'light'],
  'Marko Petrović': ['man', 'light'],
  'Aisha Rahman': ['woman', 'medium'],
  'James Whitfield': ['man', 'light'],
  'Nina Horvat': ['woman', 'light'],
  'Hannah Keller': ['woman', 'light'],
  'Samuel Osei': ['man', 'dark'],
  'Lucía Fernández': ['woman', 'medium'],
  'Peter Lindgren': ['man', 'light'],
  'Ivana Jovanović': ['woman', 'light'],
  'Tom Verhoeven': ['man', 'light'],
  'Rita Sousa': ['woman', 'medium'],
  'Luka Ilić': ['man', 'light'],
  'Milica Stanković': ['woman', 'light'],
  'Joost de Vries': ['man', 'light'],
  'Ana Ribeiro': ['woman', 'medium'],
}

/** Gives every id in a DiceBear SVG a prefix, so that several people can share one picture. */
function prefixIds(svg, prefix) {
  return svg
    .replaceAll(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replaceAll(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replaceAll(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
}

/**
 * One person as an inner `<svg>` placed at (x, y) with `size` (the head and shoulders fill a
 * 280-unit square). `clothes` picks the colour of the outfit.
 */
export function person(name, { x, y, size, clothes, casual = false, idPrefix }) {
  const [look, skin] = PEOPLE[name] ?? [
    name.length % 2 ? 'woman' : 'man',
    ['light', 'medium', 'dark'][name.length % 3],
  ]
  const svg = createAvatar(avataaars, {
    seed: name,
    clothing: casual
      ? ['hoodie', 'shirtCrewNeck', 'collarAndSweater']
      : ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'shirtVNeck'],
    clothesColor: [clothes.replace('#', '')],
    mouth: ['smile', 'twinkle', 'default'],
    eyes: ['default', 'happy'],
    eyebrows: ['defaultNatural', 'raisedExcitedNatural', 'flatNatural'],
    accessoriesProbability: 12,
    accessories: ['prescription01', 'prescription02', 'round'],
    accessoriesColor: ['262e33'],
    hairColor: HAIR_COLOURS,
    facialHairColor: HAIR_COLOURS.slice(0, 4),
    facialHairProbability: look === 'man' ? 30 : 0,
    facialHair: ['beardLight', 'beardMedium'],
    skinColor: SKIN[skin],
    top: TOPS[look],
  }).toString()
  const inner = svg
    .replace(/<metadata>.*?<\/metadata>/s, '')
    .replace(/<metadata[^>]*>.*?<\/metadata>/s, '')
    .replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `)
  return prefixIds(inner, idPrefix ?? `p${name.replaceAll(/[^a-z]/gi, '').slice(0, 6)}`)
}
