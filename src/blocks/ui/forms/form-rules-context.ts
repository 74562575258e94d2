import { createContext, use } from 'react'
import type { FormRules, FormRulesByKind } from '../../../forms/rules'
import type { FormKind } from '../../../forms/schemas'

/** The CF7 forms' rules for the forms of a page, read on the server (none: the site's own). */
export const FormRulesContext = createContext<FormRulesByKind>({})

/** The rules of one form kind on this page. */
export function useFormRules(kind: FormKind): FormRules | undefined {
  return use(FormRulesContext)[kind]
}
