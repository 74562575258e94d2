import type { MediaEntry } from '../content/types'

/** A small deterministic pseudo-random sequence from a string. */
function seeded(text: string) {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    return ((h ^= h >>> 16) >>> 0) / 4294967296
  }
}

const esc = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;')

function initials(label: string) {
  return label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
}

/** Words in lines of at most `max` characters (a longer word gets a line of its own). */
function wrapWords(text: string, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** Generated artwork for a media entry: covers, portraits, logos, awards, icons and photos. */
export function svgArt(key: string, entry: MediaEntry): string {
  const rnd = seeded(key)
  const { width: w, height: h } = entry
  const hue = Math.floor(rnd() * 360)
  const hue2 = (hue + 40 + Math.floor(rnd() * 80)) % 360
  const label = esc(entry.label ?? entry.alt)
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(entry.alt)}">`
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 30%)"/></linearGradient></defs>`
  const min = Math.min(w, h)
  switch (entry.kind) {
    case 'award': {
      // The title wraps onto as many lines as it needs, sized so the longest line fits the badge
      // (0.62 em a character is wider than bold system fonts' average): it never clips.
      const lines = wrapWords(entry.label ?? entry.alt, 13)
      const longest = Math.max(...lines.map((l) => l.length))
      const size = Math.min(min * 0.085, (w * 0.84) / (longest * 0.62))
      const text = lines
        .map(
          (line, i) =>
            `<text x="${w / 2}" y="${(h * 0.64 + size + i * size * 1.2).toFixed(1)}" font-family="system-ui,sans-serif" font-size="${size.toFixed(1)}" font-weight="700" text-anchor="middle" fill="hsl(${hue} 45% 25%)">${esc(line)}</text>`,
        )
        .join('')
      return `${open}${gradient}<circle cx="${w / 2}" cy="${h * 0.32}" r="${min * 0.24}" fill="url(#g)"/><circle cx="${w / 2}" cy="${h * 0.32}" r="${min * 0.18}" fill="none" stroke="#fff" stroke-width="${min * 0.015}" opacity="0.8"/><text x="${w / 2}" y="${h * 0.37}" font-family="system-ui,sans-serif" font-size="${min * 0.13}" font-weight="700" text-anchor="middle" fill="#fff">${esc(initials(entry.label ?? entry.alt))}</text>${text}</svg>`
    }
    case 'logo': {
      const name = entry.label ?? entry.alt
      const room = w - h * 0.75
      const size = Math.min(h * 0.28, room / Math.max(1, name.length * 0.56))
      return `${open}${gradient}<rect x="${w * 0.04}" y="${h * 0.25}" width="${h * 0.5}" height="${h * 0.5}" rx="${h * 0.12}" fill="url(#g)"/><text x="${w * 0.04 + h * 0.62}" y="${h * 0.5 + size * 0.35}" font-family="system-ui,sans-serif" font-size="${size.toFixed(1)}" font-weight="700" fill="hsl(${hue} 45% 25%)" textLength="${Math.min(room * 0.92, name.length * size * 0.56).toFixed(1)}" lengthAdjust="spacingAndGlyphs">${label}</text></svg>`
    }
    case 'portrait': {
      return `${open}${gradient}<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${min * 0.2}" fill="hsl(${hue} 40% 85%)"/><ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.36}" ry="${h * 0.3}" fill="hsl(${hue} 40% 85%)"/><text x="${w / 2}" y="${h * 0.46}" font-family="system-ui,sans-serif" font-size="${min * 0.14}" font-weight="700" text-anchor="middle" fill="hsl(${hue} 50% 30%)">${esc(initials(entry.label ?? entry.alt))}</text></svg>`
    }
    case 'icon': {
      return `${open}${gradient}<rect width="${w}" height="${h}" rx="${min * 0.22}" fill="url(#g)"/><circle cx="${w / 2}" cy="${h / 2}" r="${min * 0.22}" fill="none" stroke="#fff" stroke-width="${min * 0.06}"/></svg>`
    }
    case 'cover': {
      const bars = Array.from({ length: 6 }, (_, i) => {
        const bh = h * (0.15 + rnd() * 0.35)
        return `<rect x="${w * 0.56 + i * w * 0.06}" y="${h * 0.82 - bh}" width="${w * 0.04}" height="${bh}" rx="4" fill="hsl(${hue2} 80% 70%)"/>`
      }).join('')
      return `${open}${gradient}<rect width="${w}" height="${h}" fill="url(#g)"/><rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.84}" height="${h * 0.76}" rx="18" fill="#fff" opacity="0.12"/><rect x="${w * 0.12}" y="${h * 0.2}" width="${w * 0.36}" height="${h * 0.08}" rx="6" fill="#fff" opacity="0.85"/><rect x="${w * 0.12}" y="${h * 0.34}" width="${w * 0.28}" height="${h * 0.05}" rx="5" fill="#fff" opacity="0.5"/><rect x="${w * 0.12}" y="${h * 0.45}" width="${w * 0.32}" height="${h * 0.05}" rx="5" fill="#fff" opacity="0.5"/><circle cx="${w * 0.26}" cy="${h * 0.7}" r="${min * 0.1}" fill="none" stroke="#fff" stroke-width="${min * 0.03}" opacity="0.8"/>${bars}</svg>`
    }
    default: {
      const blobs = Array.from({ length: 7 }, () => {
        const r = min * (0.08 + rnd() * 0.25)
        return `<circle cx="${rnd() * w}" cy="${rnd() * h}" r="${r}" fill="hsl(${(hue + rnd() * 90) % 360} 70% ${50 + rnd() * 30}%)" opacity="${0.35 + rnd() * 0.4}"/>`
      }).join('')
      return `${open}${gradient}<rect width="${w}" height="${h}" fill="url(#g)"/>${blobs}</svg>`
    }
  }
}
