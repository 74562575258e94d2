import * as z from 'zod/mini'

/**
 * Contact Form 7's feedback answer (HTTP 200 for every outcome), as far as the site reads it; other
 * fields are ignored. Read by worker/forms/cf7-response.ts, shown in the README (src/docs).
 */
export const feedbackAnswerSchema = z.object({
  status: z.string(),
  message: z.catch(z.string(), ''),
  invalid_fields: z.catch(
    z.nullish(z.array(z.looseObject({ field: z.string(), message: z.string() }))),
    null,
  ),
})
