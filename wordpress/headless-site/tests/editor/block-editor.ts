import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'

/**
 * The block editor as `assets/editor.js` meets it, in plain Node: the `wp` globals it calls
 * (`wp.data`'s editor and notices stores, `wp.apiFetch`, `wp.plugins`, `wp.element`,
 * `wp.editor.PluginMoreMenuItem`), `document`'s click listener and a `setTimeout` the test runs by
 * hand. The script runs in a context holding only these, so a global it starts to use unannounced
 * fails the tests.
 */

const SCRIPT = readFileSync(new URL('../../assets/editor.js', import.meta.url), 'utf8')

/** What the script's config (`window.headlessSiteEditor`, from includes/editor.php) holds. */
export interface EditorConfig {
  shown: boolean
  seen: number
  canRefreshAll: boolean
}

/** An outcome as the plugin's REST routes answer it (headless_site_public_outcome()). */
export interface Outcome {
  seq: number
  ok: boolean
  code: string
  message: string
  addresses: string[]
  canRetry: boolean
}

/** A request the script sent through `wp.apiFetch`. */
export interface ApiRequest {
  path: string
  method: string
  data?: unknown
}

interface NoticeAction {
  label: string
  onClick: () => void
}

/** A notice of the `core/notices` store, as the editor shows it. */
export interface Notice {
  id: string
  status: string
  content: string
  isDismissible: boolean
  actions: NoticeAction[]
}

interface NoticeOptions {
  id: string
  isDismissible?: boolean
  actions?: NoticeAction[]
}

interface Element {
  type: unknown
  props: { onClick?: () => void } | null
  children: unknown[]
}

interface PluginSettings {
  render: () => unknown
}

/** What the server answers a request: a body, or an Error for a failed request. */
type Server = (request: ApiRequest) => unknown

const MORE_MENU_ITEM = { name: 'PluginMoreMenuItem' }
const FRAGMENT = { name: 'Fragment' }

export class BlockEditor {
  /** Every request the script sent, in order. */
  readonly requests: ApiRequest[] = []
  /** The notices the editor shows, oldest first (one id replaces its earlier notice, as in WordPress). */
  notices: Notice[] = []
  /** Callbacks the script gave setTimeout, with their delay, not yet run. */
  timers: { run: () => void; ms: number }[] = []
  /** The post being edited, as the editor store holds it. */
  post = { id: 21, status: 'publish' }
  server: Server = () => ({ outcome: null })

  private saving = false
  private autosaving = false
  private saved = true
  private readonly listeners: (() => void)[] = []
  private readonly clickListeners: ((event: unknown) => void)[] = []
  private plugin: PluginSettings | null = null

  constructor(
    config: EditorConfig,
    { status = 'publish', server }: { status?: string; server?: Server } = {},
  ) {
    this.post.status = status
    if (server) this.server = server
    const editorStore = {
      isSavingPost: () => this.saving,
      isAutosavingPost: () => this.autosaving,
      didPostSaveRequestSucceed: () => this.saved,
      getCurrentPostAttribute: (name: string) => (name === 'status' ? this.post.status : undefined),
      getCurrentPostId: () => this.post.id,
    }
    const noticesStore = {
      createNotice: (status: string, content: string, options: NoticeOptions) => {
        this.notices = this.notices.filter((n) => n.id !== options.id)
        this.notices.push({
          id: options.id,
          status,
          content,
          isDismissible: options.isDismissible ?? true,
          actions: options.actions ?? [],
        })
      },
    }
    const wp = {
      data: {
        select: (store: string) => (store === 'core/editor' ? editorStore : undefined),
        dispatch: (store: string) => (store === 'core/notices' ? noticesStore : undefined),
        subscribe: (listener: () => void) => {
          this.listeners.push(listener)
          return () => undefined
        },
      },
      apiFetch: (request: { path: string; method?: string; data?: unknown }) => {
        const sent: ApiRequest = { path: request.path, method: request.method ?? 'GET' }
        if (request.data !== undefined) sent.data = request.data
        this.requests.push(sent)
        const answer = this.server(sent)
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
      },
      plugins: {
        registerPlugin: (name: string, settings: PluginSettings) => {
          if (name === 'headless-site') this.plugin = settings
        },
      },
      element: {
        Fragment: FRAGMENT,
        createElement: (type: unknown, props: Element['props'], ...children: unknown[]) => ({
          type,
          props,
          children,
        }),
      },
      editor: { PluginMoreMenuItem: MORE_MENU_ITEM },
    }
    const document = {
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        if (type === 'click') this.clickListeners.push(listener)
      },
    }
    const setTimeout = (run: () => void, ms: number) => {
      this.timers.push({ run, ms })
      return this.timers.length
    }
    runInNewContext(SCRIPT, {
      window: { wp, headlessSiteEditor: config },
      document,
      setTimeout,
      URL,
    })
  }

  /** Lets the answers the script awaits arrive (and whatever they start). */
  async settle(): Promise<void> {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
  }

  /** Runs the timers that are due now (the next poll), then lets their requests settle. */
  async tick(): Promise<void> {
    const due = this.timers
    this.timers = []
    for (const timer of due) timer.run()
    await this.settle()
  }

  /** The editor's store changed (typing, selecting a block): no save. */
  async change(): Promise<void> {
    this.notify()
    await this.settle()
  }

  /**
   * The editor saves the post, as WordPress's editor store goes through it: saving, then saved
   * with the status the post has now; an autosave or a failed request too.
   */
  async save({
    status = this.post.status,
    autosave = false,
    fails = false,
  }: { status?: string; autosave?: boolean; fails?: boolean } = {}): Promise<void> {
    this.saving = true
    this.autosaving = autosave
    this.notify()
    this.notify()
    this.saving = false
    this.autosaving = false
    this.saved = !fails
    if (!fails && !autosave) this.post.status = status
    this.notify()
    await this.settle()
  }

  /** The refresh items of the editor's "Options" menu: their labels and what clicking does. */
  menuItems(): { label: string; click: () => Promise<void> }[] {
    const tree = this.plugin?.render()
    const items: { label: string; click: () => Promise<void> }[] = []
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return
      const element = node as Element
      if (element.type === MORE_MENU_ITEM) {
        items.push({
          label: element.children.join(''),
          click: async () => {
            element.props?.onClick?.()
            await this.settle()
          },
        })
      }
      element.children.forEach(walk)
    }
    walk(tree)
    return items
  }

  /** A click on a toolbar link (`#wp-admin-bar-{id} a`); whether the page stayed (no navigation). */
  async clickToolbar(id: string, href: string): Promise<boolean> {
    let stayed = false
    const link = { href }
    const event = {
      target: {
        closest: (selector: string) =>
          selector.split(',').some((s) => s.trim() === `#wp-admin-bar-${id} a`) ? link : null,
      },
      preventDefault: () => {
        stayed = true
      },
    }
    for (const listener of this.clickListeners) listener(event)
    await this.settle()
    return stayed
  }

  private notify() {
    for (const listener of this.listeners) listener()
  }
}

/** The notices as the editor reads them: kind, text and buttons. */
export const shown = (editor: BlockEditor) =>
  editor.notices.map((n) => ({
    status: n.status,
    content: n.content,
    actions: n.actions.map((a) => a.label),
  }))
