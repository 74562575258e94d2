import type { FormRules } from '../../../forms/rules'
import type { FormKind } from '../../../forms/schemas'
import type { BlockContext } from '../../block-context'

/**
 * A block loader for a block that shows a form of one kind: the CF7 form's rules (its choices,
 * required fields and file rules), none for a form its block switched off (CMS form id 0). The
 * block's form id only switches the form on: its posts go to `CF7_FORM_IDS`' form of the kind (the
 * id never travels through a browser), so a block naming another CF7 form is logged.
 */
export function formRulesLoader(kind: FormKind) {
  return async (attrs: { formId: number }, ctx: BlockContext): Promise<FormRules | null> => {
    if (attrs.formId <= 0) return null
    const configured = ctx.formId?.(kind)
    if (configured && configured !== attrs.formId) {
      ctx.log(
        `${kind} form block names CF7 form ${attrs.formId}, but the site sends ${kind} posts to CF7 form ${configured} (CF7_FORM_IDS.${kind}): set one of them so they agree`,
      )
    }
    return ctx.formRules ? ctx.formRules(kind) : null
  }
}
