/** Bundles TypeScript entry source (paths relative to the project) and imports it. */
export function importBundled(
  contents: string,
  loader?: Record<string, string>,
): Promise<Record<string, unknown>>

/** The embedded content service in this process: `fetch(path, init)` answered by its Worker. */
export function embeddedService(options: {
  user: string
  password: string
  disabledPlugins?: string
  /** `empty`: wp-graphql-gutenberg's block registry never filled (every GraphQL call fails). */
  blockRegistry?: string
}): Promise<(path: string, init?: RequestInit) => Promise<Response>>
