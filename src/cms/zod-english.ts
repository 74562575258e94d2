// zod/mini words an issue "Invalid input" until a locale is configured; the full build registered
// English itself. Schema errors the Worker logs or throws (a CMS answer, a block's attributes,
// the configuration) are quoted in English, so a module that words them imports this one.
import { en } from 'zod/locales'
import * as z from 'zod/mini'

z.config(en())
