// The same page prerendered once at build time (CARDS is set for the build).
import { pageBody } from '../reference-page.mjs'

export const dynamic = 'force-static'

export default function StaticPage() {
  return pageBody(Number(process.env.CARDS) || 60)
}
