import * as z from 'zod/mini'
import { CmsError } from './errors'
import { restRead } from './rest'
import { decodedText, textSchema } from './schemas'
import { cmsRead, type CmsConfig } from './transport'

/** A vacancy as the cache keeps it: a change to what it keeps changes VACANCIES_READ's version. */
export const vacancySchema = z.object({
  slug: z.string().check(z.minLength(1)),
  job_position_id: z.union([z.number(), z.string()]),
  name: z.pipe(z.string(), z.transform(decodedText)),
  occupation_category: textSchema,
  locations: z.pipe(
    z.nullish(z.array(z.pipe(z.string(), z.transform(decodedText)))),
    z.transform((v) => v ?? []),
  ),
  description: z.nullish(z.string()),
  datePosted: z.nullish(z.string()),
  validThrough: z.nullish(z.string()),
  employmentType: z.nullish(z.string()),
})
export type Vacancy = z.infer<typeof vacancySchema>

/** The careers plugin's list of vacancies, kept as `vacancySchema` parses each (URLs made local). */
export const VACANCIES_READ = restRead('/wp-admin/admin-ajax.php?action=frt_jobs', 'Vacancy v1')

/** Reads `admin-ajax.php?action=frt_jobs`; a `0` body, HTML or a bad shape is a CmsError. */
export async function fetchVacancies(cfg: CmsConfig): Promise<Vacancy[]> {
  const res = await cmsRead(
    cfg,
    VACANCIES_READ.path(),
    {},
    { operation: 'frt_jobs', kind: 'list', credential: true },
  )
  if (!res.ok) throw new CmsError(`frt_jobs: HTTP ${res.status}`, res.status, 'http')
  let json: unknown
  try {
    json = JSON.parse(res.text)
  } catch {
    throw new CmsError('frt_jobs: body is not JSON', res.status, 'body')
  }
  const list = z.array(z.unknown()).safeParse(json)
  if (!list.success) throw new CmsError('frt_jobs: body is not a list', res.status, 'schema')
  // One malformed vacancy is dropped, not the whole list.
  return list.data.flatMap((item) => {
    const v = vacancySchema.safeParse(item)
    return v.success ? [v.data] : []
  })
}
