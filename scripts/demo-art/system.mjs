// The one visual system of the demo's brand art (services, offices, people): the site's colours
// (src/styles/base.css), one line weight and one flat grammar, so that every picture belongs to
// the same company.
export const BRAND = {
  ink: '#10213a',
  inkSoft: '#44546b',
  navy: '#0b1f3a',
  brand: '#1f5eff',
  brandDark: '#0b3fd1',
  brand2: '#6f95ff',
  brand3: '#b9ccff',
  brand4: '#dde7ff',
  /** The disc the service scenes stand on. */
  stage: '#c7d6ff',
  accent: '#13c2a3',
  accent2: '#a6eadc',
  warm: '#ffb020',
  paper: '#ffffff',
  paperAlt: '#f3f6fb',
  line: '#d9e1ec',
}

/** The one line weight (in the 1200-unit wide drawings; scaled with them). */
export const LINE = 3

/** Outfit colours of the team: the brand's, never so light that a portrait washes out. */
export const CLOTHES = [BRAND.brand, BRAND.accent, BRAND.ink, BRAND.inkSoft, BRAND.brandDark]
