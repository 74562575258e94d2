import type { FormRules } from '../../../forms/rules'
import type { FormKind } from '../../../forms/schemas'
import type { BlockContext } from '../../block-context'

/**
 * A block loader for a block that shows a form of one kind: the CF7 form's rules (its choices,
 * required fields and file rules), none for a form its block switched off (CMS form id 0).
 */
export function formRulesLoader(kind: FormKind) {
  return async (attrs: { formId: number }, ctx: BlockContext): Promise<FormRules | null> =>
    attrs.formId > 0 && ctx.formRules ? ctx.formRules(kind) : null
}
