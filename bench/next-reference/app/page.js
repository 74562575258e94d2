// The reference page rendered by Next.js on every request (bench/run.mjs copies ../reference/page.mjs
// beside this file as reference-page.mjs, and sets CARDS).
import { pageBody } from './reference-page.mjs'

export const dynamic = 'force-dynamic'

export default function Page() {
  return pageBody(Number(process.env.CARDS) || 60)
}
