import { describe, expect, it } from 'vitest'
import {
  BlockEditor,
  shown,
  type ApiRequest,
  type EditorConfig,
  type Outcome,
} from './block-editor'

/**
 * The block editor's side of the plugin (assets/editor.js): after a save the editor sees a notice
 * saying which addresses the site refreshed, or why not with "Retry"; nothing is asked when
 * nothing was saved. The outcomes are what the plugin's REST routes answer (includes/rest.php).
 */

const EDITOR: EditorConfig = { shown: true, seen: 3, canRefreshAll: false }
const OUTCOME_PATH = '/headless-site/v1/outcome?after='

const refreshed: Outcome = {
  seq: 4,
  ok: true,
  code: 'ok',
  message:
    'Refreshed on the site: https://www.example.com/company, https://www.example.com/about, https://www.example.com/about/team, https://www.example.com/company/team.',
  addresses: [
    'https://www.example.com/company',
    'https://www.example.com/about',
    'https://www.example.com/about/team',
    'https://www.example.com/company/team',
  ],
  canRetry: false,
}

const unreachable: Outcome = {
  seq: 4,
  ok: false,
  code: 'unreachable',
  message:
    'The site was not refreshed (https://www.example.com/about): it did not answer (cURL error 28: Operation timed out after 3001 milliseconds). Visitors see the change once the site\'s copies expire (about a minute); try again with "Retry".',
  addresses: ['https://www.example.com/about'],
  canRetry: true,
}

const retried: Outcome = {
  seq: 5,
  ok: true,
  code: 'ok',
  message: 'Refreshed on the site: https://www.example.com/about.',
  addresses: ['https://www.example.com/about'],
  canRetry: false,
}

/** A server whose refresh outcome is there from the `ready`-th question on (1 = at once). */
function outcomeAfter(outcome: Outcome, ready: number) {
  let asked = 0
  return (request: ApiRequest) => {
    if (!request.path.startsWith(OUTCOME_PATH)) return new Error(`unexpected ${request.path}`)
    asked++
    return { outcome: asked >= ready ? outcome : null }
  }
}

/** An editor opened on a post, once its first question (an outcome from before) is answered. */
async function open(config: EditorConfig = EDITOR, status = 'publish') {
  const editor = new BlockEditor(config, { status })
  await editor.settle()
  expect(editor.requests).toEqual([{ path: `${OUTCOME_PATH}${config.seen}`, method: 'GET' }])
  editor.requests.length = 0
  return editor
}

describe('the block editor after a save (assets/editor.js)', () => {
  it('says which addresses were refreshed, once the refresh that follows the save is done', async () => {
    const editor = await open()
    // The refresh runs after WordPress has answered the save: not there yet at the first question.
    editor.server = outcomeAfter(refreshed, 2)
    await editor.save()
    expect(editor.requests).toEqual([{ path: `${OUTCOME_PATH}3`, method: 'GET' }])
    expect(shown(editor)).toEqual([])
    expect(editor.timers.map((t) => t.ms)).toEqual([500])

    await editor.tick()
    expect(editor.requests).toHaveLength(2)
    expect(shown(editor)).toEqual([{ status: 'success', content: refreshed.message, actions: [] }])
    expect(editor.timers).toEqual([])

    // The next save asks for what came after the outcome it has shown.
    editor.requests.length = 0
    editor.server = outcomeAfter({ ...retried, seq: 9 }, 1)
    await editor.save()
    expect(editor.requests).toEqual([{ path: `${OUTCOME_PATH}4`, method: 'GET' }])
    expect(shown(editor)).toEqual([
      {
        status: 'success',
        content: 'Refreshed on the site: https://www.example.com/about.',
        actions: [],
      },
    ])
  })

  it('shows a failure as a warning with "Retry", which sends the purge again and shows its outcome', async () => {
    const editor = await open()
    editor.server = outcomeAfter(unreachable, 1)
    await editor.save()
    expect(shown(editor)).toEqual([
      { status: 'warning', content: unreachable.message, actions: ['Retry'] },
    ])

    editor.requests.length = 0
    editor.server = (request) =>
      request.path === '/headless-site/v1/retry' ? { outcome: retried } : new Error('unexpected')
    editor.notices[0]?.actions[0]?.onClick()
    await editor.settle()
    expect(editor.requests).toEqual([{ path: '/headless-site/v1/retry', method: 'POST' }])
    // The outcome replaces the failure: one notice, no button.
    expect(shown(editor)).toEqual([{ status: 'success', content: retried.message, actions: [] }])
  })

  it('a retry that cannot reach WordPress says so, and a failure nothing can retry has no button', async () => {
    const editor = await open()
    editor.server = outcomeAfter(unreachable, 1)
    await editor.save()
    editor.server = () => new Error('You are probably offline.')
    editor.notices[0]?.actions[0]?.onClick()
    await editor.settle()
    expect(shown(editor)).toEqual([
      { status: 'warning', content: 'You are probably offline.', actions: [] },
    ])

    const notConfigured: Outcome = {
      ...unreachable,
      seq: 6,
      code: 'not-configured',
      message:
        "The site was not refreshed: wp-config.php does not define HEADLESS_SITE_PURGE_TOKEN. Visitors see the change once the site's copies expire (about a minute). Ask an administrator.",
      canRetry: false,
    }
    editor.server = outcomeAfter(notConfigured, 1)
    await editor.save()
    expect(shown(editor)).toEqual([
      { status: 'warning', content: notConfigured.message, actions: [] },
    ])
  })

  it('asks nothing when nothing was saved: edits, autosaves, a draft saved as a draft, a failed save', async () => {
    const editor = await open(EDITOR, 'draft')
    editor.server = outcomeAfter(refreshed, 1)
    await editor.change()
    await editor.save({ autosave: true })
    await editor.save()
    await editor.save({ status: 'publish', fails: true })
    expect(editor.requests).toEqual([])
    expect(editor.timers).toEqual([])
    expect(shown(editor)).toEqual([])

    // A post type the site does not show (a blog post): no save asks anything.
    const blog = await open({ ...EDITOR, shown: false })
    blog.server = outcomeAfter(refreshed, 1)
    await blog.save()
    expect(blog.requests).toEqual([])
    expect(shown(blog)).toEqual([])
  })

  it('asks after publishing a draft and after unpublishing a published post', async () => {
    const editor = await open(EDITOR, 'draft')
    editor.server = outcomeAfter(refreshed, 1)
    await editor.save({ status: 'publish' })
    expect(editor.requests).toHaveLength(1)
    expect(shown(editor)).toEqual([{ status: 'success', content: refreshed.message, actions: [] }])

    editor.requests.length = 0
    editor.server = outcomeAfter({ ...retried, seq: 5 }, 1)
    await editor.save({ status: 'draft' })
    expect(editor.requests).toEqual([{ path: `${OUTCOME_PATH}4`, method: 'GET' }])
    expect(shown(editor)).toEqual([{ status: 'success', content: retried.message, actions: [] }])
  })

  it('stops asking after 24 more questions, half a second apart, when no outcome comes', async () => {
    const editor = await open()
    await editor.save()
    for (let i = 0; i < 30 && editor.timers.length; i++) {
      expect(editor.timers.map((t) => t.ms)).toEqual([500])
      await editor.tick()
    }
    expect(editor.requests).toHaveLength(25)
    expect(editor.timers).toEqual([])
    expect(shown(editor)).toEqual([])
  })

  it('shows an outcome from before the editor opened (a scheduled post going live)', async () => {
    const editor = new BlockEditor(EDITOR, { server: outcomeAfter(unreachable, 1) })
    await editor.settle()
    expect(editor.requests).toEqual([{ path: `${OUTCOME_PATH}3`, method: 'GET' }])
    expect(shown(editor)).toEqual([
      { status: 'warning', content: unreachable.message, actions: ['Retry'] },
    ])
  })
})

describe('the refresh buttons in the block editor', () => {
  const refreshServer = (request: ApiRequest) =>
    request.path === '/headless-site/v1/refresh' ? { outcome: retried } : { outcome: null }

  it('the Options menu refreshes this page, and the whole site for administrators', async () => {
    const admin = await open({ ...EDITOR, canRefreshAll: true })
    admin.server = refreshServer
    const items = admin.menuItems()
    expect(items.map((i) => i.label)).toEqual([
      'Refresh this page on the site',
      'Refresh the whole site',
    ])
    await items[0]?.click()
    await items[1]?.click()
    expect(admin.requests).toEqual([
      { path: '/headless-site/v1/refresh', method: 'POST', data: { post: 21 } },
      { path: '/headless-site/v1/refresh', method: 'POST', data: { post: 0 } },
    ])
    expect(shown(admin)).toEqual([{ status: 'success', content: retried.message, actions: [] }])

    const editor = await open()
    expect(editor.menuItems().map((i) => i.label)).toEqual(['Refresh this page on the site'])
  })

  it("the toolbar's buttons refresh without leaving the editor", async () => {
    const editor = await open({ ...EDITOR, canRefreshAll: true })
    editor.server = refreshServer
    const href =
      'https://cms.example.com/wp-admin/admin-post.php?action=headless_site_refresh&post=21&_wpnonce=abc'
    expect(await editor.clickToolbar('headless-refresh-page', href)).toBe(true)
    expect(editor.requests).toEqual([
      { path: '/headless-site/v1/refresh', method: 'POST', data: { post: 21 } },
    ])
    expect(shown(editor)).toEqual([{ status: 'success', content: retried.message, actions: [] }])
    editor.requests.length = 0
    expect(
      await editor.clickToolbar('headless-view-on-site', 'https://www.example.com/about'),
    ).toBe(false)
    expect(editor.requests).toEqual([])
  })
})
