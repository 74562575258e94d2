import { createApp } from './app'
import type { Bindings } from './env'
import { memoryHit } from './memory-hit'

const app = createApp()

export default {
  async fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
    return (await memoryHit(request, env).catch(() => null)) ?? app.fetch(request, env, ctx)
  },
} satisfies ExportedHandler<Bindings>
