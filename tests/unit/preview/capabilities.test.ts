import { describe, expect, it } from 'vitest'
import { canEditEveryPost, canEditPost } from '../../../src/cms/capabilities'

/** Default role capabilities (WordPress populate_roles), the part that edit_post reads. */
const EDITOR = {
  databaseId: 2,
  capabilities: [
    'editor',
    'edit_posts',
    'edit_others_posts',
    'edit_published_posts',
    'edit_private_posts',
    'read_private_posts',
    'edit_pages',
    'edit_others_pages',
    'edit_published_pages',
    'edit_private_pages',
    'read_private_pages',
  ],
}
const AUTHOR = { databaseId: 4, capabilities: ['author', 'edit_posts', 'edit_published_posts'] }
const CONTRIBUTOR = { databaseId: 3, capabilities: ['contributor', 'edit_posts'] }

describe("edit_post as WordPress's map_meta_cap decides it", () => {
  const cases = [
    // who, status, author, capability type, may edit
    [CONTRIBUTOR, 'draft', 3, 'post', true],
    [CONTRIBUTOR, 'pending', 3, 'post', true],
    [CONTRIBUTOR, 'publish', 3, 'post', false], // needs edit_published_posts
    [CONTRIBUTOR, 'future', 3, 'post', false],
    [CONTRIBUTOR, 'draft', 1, 'post', false], // someone else's: edit_others_posts
    [CONTRIBUTOR, 'future', null, 'post', false], // restricted: author unknown
    [CONTRIBUTOR, 'draft', 3, 'page', false], // pages need edit_pages
    [AUTHOR, 'publish', 4, 'post', true],
    [AUTHOR, 'draft', 1, 'post', false],
    [EDITOR, 'draft', 1, 'page', true],
    [EDITOR, 'private', 1, 'page', true],
    [EDITOR, 'future', 1, 'post', true],
    [EDITOR, 'publish', 1, 'post', true],
  ] as const
  for (const [who, status, author, type, expected] of cases) {
    it(`${who.capabilities[0]}: ${status} ${type} of user ${author} → ${expected}`, () => {
      expect(canEditPost(who, { status, authorDatabaseId: author }, type)).toBe(expected)
    })
  }

  it('needs edit_private_posts for a private post of someone else', () => {
    const withoutPrivate = {
      databaseId: 2,
      capabilities: EDITOR.capabilities.filter((c) => c !== 'edit_private_pages'),
    }
    expect(canEditPost(withoutPrivate, { status: 'private', authorDatabaseId: 1 }, 'page')).toBe(
      false,
    )
    expect(canEditPost(withoutPrivate, { status: 'draft', authorDatabaseId: 1 }, 'page')).toBe(true)
  })

  it('treats only a user who may edit every post of a type as able to tell one does not exist', () => {
    expect(canEditEveryPost(EDITOR, 'page')).toBe(true)
    expect(canEditEveryPost(EDITOR, 'post')).toBe(true)
    expect(canEditEveryPost(AUTHOR, 'post')).toBe(false)
    expect(canEditEveryPost(CONTRIBUTOR, 'post')).toBe(false)
  })
})
