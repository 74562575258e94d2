// The module of @cloudflare/vitest-pool-workers (pinned) that holds the `ctx.waitUntil` promises of
// `SELF.fetch` calls; the setup files wait for them before wiping storage.
declare module 'cloudflare:test-internal' {
  export function waitForGlobalWaitUntil(): Promise<void>
}
