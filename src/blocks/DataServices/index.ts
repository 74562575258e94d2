import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { DataServices } from './DataServices'
import { dataServicesSchema } from './schema'

/**
 * custom/data-services: 3 cards and a 'Load More' card on wide screens, a swipeable row on narrow
 * ones. A card opens a side drawer with the service form for that service.
 */
export const dataServicesBlock = defineBlock({
  summary: 'Service cards; each opens a drawer with the service form for that service.',
  schema: dataServicesSchema,
  load: formRulesLoader('service'),
  Component: DataServices,
})
