import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  FALLBACKS,
  SAMPLE,
  fitFaces,
  fontDirs,
  weightsUsed,
  type Sample,
} from '../../scripts/fonts/fit-fallbacks.mjs'
import { FALLBACK_FACES } from '../../src/styles/brand-font'
import { useBrowser } from './browser'

const browser = useBrowser()
const DEJAVU = 'Plus Jakarta Sans Fallback DejaVu'

/**
 * The committed fallback faces are what scripts/fonts/fallback-metrics.mjs fits from its
 * committed inputs (the text sample, the font files it checks by hash), in this run's Chromium:
 * a re-run reproduces them. DejaVu Sans is the local font every Linux machine here has (the other
 * fallbacks' files are fetched to run the script: its header says how).
 */
describe('the fallback faces', () => {
  it('are what the script fits from its committed sample (DejaVu Sans, Linux)', async () => {
    const sample = JSON.parse(readFileSync(SAMPLE, 'utf8')) as Sample
    const page = await browser().newPage()
    const faces = await fitFaces(page, {
      sample,
      weights: weightsUsed(),
      fallbacks: FALLBACKS.filter((fallback) => fallback.family === DEJAVU),
      fontDirs: fontDirs(),
    })
    await page.close()
    expect(faces.length).toBeGreaterThan(4)
    expect(faces).toEqual(FALLBACK_FACES.filter((face) => face.family === DEJAVU))
  })
})
