import { env } from 'cloudflare:test'

/**
 * The test KV namespace seen through a prefix of its own, so that a test's purges and entries
 * (the cache state key included) never meet another test's, in whatever order they run.
 */
export function scopedKv(): KVNamespace & { names(): Promise<string[]> } {
  const prefix = `t${crypto.randomUUID()}:`
  const kv = env.CMS_CACHE
  const scoped = {
    get: (key: string, type?: 'json' | 'text') =>
      type === 'json' ? kv.get(prefix + key, 'json') : kv.get(prefix + key),
    put: (key: string, value: string, options?: KVNamespacePutOptions) =>
      kv.put(prefix + key, value, options),
    delete: (key: string) => kv.delete(prefix + key),
    list: async (options: KVNamespaceListOptions = {}) => {
      const page = await kv.list({ ...options, prefix: prefix + (options.prefix ?? '') })
      return { ...page, keys: page.keys.map((k) => ({ ...k, name: k.name.slice(prefix.length) })) }
    },
    names: async () => (await scoped.list()).keys.map((k) => k.name),
  }
  return scoped as unknown as KVNamespace & { names(): Promise<string[]> }
}
