import * as z from 'zod'
import { content } from '../content'
import { wpError } from '../wp-error'

const day = z.object({ day: z.coerce.number(), month: z.coerce.number(), year: z.coerce.number() })
const query = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  onlySticky: z.boolean().optional(),
  categoryId: z.coerce.number().int().nullish(),
  author: z.coerce.number().int().nullish(),
  search: z.string().nullish(),
  after: day.nullish(),
  before: day.nullish(),
})

const toDate = (d: z.infer<typeof day>) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`

/** `POST /wp-json/custom/v1/frtposts`: the blog posts, filtered and paged. */
export async function frtPosts(request: Request, publicUrl: string): Promise<Response> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    body = {}
  }
  const parsed = query.safeParse(body ?? {})
  if (!parsed.success) return wpError('rest_invalid_param', 'Invalid parameter(s).', 400)
  const q = parsed.data
  const needle = q.search?.toLowerCase() ?? ''
  const matches = content.posts.filter(
    (p) =>
      (!q.onlySticky || p.sticky) &&
      (q.categoryId == null || p.categoryId === q.categoryId) &&
      (q.author == null || p.author === q.author) &&
      (!needle || `${p.title} ${p.excerpt}`.toLowerCase().includes(needle)) &&
      (!q.after || p.date > toDate(q.after)) &&
      (!q.before || p.date < toDate(q.before)),
  )
  const posts = matches.slice(q.offset, q.offset + q.size).map((p) => ({
    ...p,
    link: `${publicUrl}/blog/${p.slug}/`,
  }))
  return Response.json({ posts, total: matches.length })
}
