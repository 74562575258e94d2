// The types of fit-fallbacks.mjs, for the TypeScript that imports it (its e2e test).
import type { Page } from 'playwright-core'

export interface LocalFont {
  local: string[]
  file: string
}
export interface Fallback {
  family: string
  regular: LocalFont
  bold: LocalFont
}
export interface Run {
  text: string
  chars: number
}
export interface Sample {
  plain: Record<string, Run>
  caps: Record<string, Run>
}
export interface Face {
  family: string
  weight: number
  local: string[]
  unicodeRange?: string
  sizeAdjust: string
  ascentOverride: string
  descentOverride: string
  lineGapOverride: string
}

export const BRAND: string
export const STYLES: string
export const SAMPLE: string
export const FONT_FILES: Record<string, { package: string; sha256: string }>
export const FALLBACKS: Fallback[]
export const CLASSES: { name: string; unicodeRange: string; chars: RegExp; min: number }[]
export function fontDirs(): string[]
export function weightsUsed(): number[]
export function fontFile(name: string, dirs: string[]): string
export function fitFaces(
  page: Page,
  input: { sample: Sample; weights: number[]; fallbacks: Fallback[]; fontDirs: string[] },
): Promise<Face[]>
