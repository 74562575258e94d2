import * as z from 'zod/mini'
import { href } from './attrs'

/** App store link attributes shared by the outcome and share blocks. */
export const storeAttrs = { appStoreUrl: z.optional(href), googlePlayUrl: z.optional(href) }

/** 'Download on the App Store' and 'Get it on Google Play' links, when given. */
export function StoreLinks({
  appStoreUrl,
  googlePlayUrl,
}: {
  appStoreUrl?: string
  googlePlayUrl?: string
}) {
  if (!appStoreUrl && !googlePlayUrl) return null
  return (
    <p className="store-links">
      {appStoreUrl && (
        <a
          className="btn btn-secondary btn-small"
          href={appStoreUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Download on the App Store
        </a>
      )}
      {googlePlayUrl && (
        <a
          className="btn btn-secondary btn-small"
          href={googlePlayUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Get it on Google Play
        </a>
      )}
    </p>
  )
}
