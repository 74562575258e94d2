import type { Context } from 'hono'
import { describeFailure } from '../../src/cms/errors'
import type { FormRules, FormRulesByKind } from '../../src/forms/rules'
import type { FormKind } from '../../src/forms/schemas'
import type { AppEnv } from '../app-env'

/**
 * The CF7 form's rules for one kind, through the content cache. None when the kind has no CF7 form
 * or its definition cannot be read (logged): the form then keeps the site's own rules and CF7
 * stays the judge.
 */
export async function formRulesOf(c: Context<AppEnv>, kind: FormKind): Promise<FormRules | null> {
  const id = c.get('config').CF7_FORM_IDS[kind]
  if (!id || kind === 'unsubscribe') return null
  try {
    return await c.get('cms').formRules(id)
  } catch (err) {
    console.warn(`[forms] ${kind}: CF7 form ${id} not read: ${describeFailure(err)}`)
    return null
  }
}

/** The rules of the given form kinds, for a page that shows those forms outside blocks. */
export async function formRulesFor(
  c: Context<AppEnv>,
  kinds: readonly FormKind[] = [],
): Promise<FormRulesByKind> {
  const entries = await Promise.all(
    kinds.map(async (kind) => [kind, await formRulesOf(c, kind)] as const),
  )
  return Object.fromEntries(entries.filter(([, rules]) => rules !== null))
}
