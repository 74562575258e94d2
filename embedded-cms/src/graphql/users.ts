import type { WpUser } from '../users/roles'

const globalId = (type: string, id: string | number) => btoa(`${type}:${id}`)

const ROLE_NAMES: Record<WpUser['role'], string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  author: 'Author',
  contributor: 'Contributor',
  subscriber: 'Subscriber',
}

/**
 * `RootQuery.viewer`: the user the request's credential signed in, or null for an anonymous
 * caller (WPGraphQL answers null rather than an error since 0.11). A user sees all of their own
 * fields, `capabilities` included: WPGraphQL lists `allcaps` whose value is true.
 */
export function userNode(user: WpUser) {
  return {
    __typename: 'User',
    id: globalId('user', user.id),
    databaseId: user.id,
    username: user.login,
    name: user.name,
    slug: user.login,
    email: user.email,
    uri: `/author/${user.login}/`,
    capabilities: [...user.capabilities],
    roles: {
      nodes: [
        {
          __typename: 'UserRole',
          id: globalId('user_role', user.role),
          name: user.role,
          displayName: ROLE_NAMES[user.role],
        },
      ],
    },
  }
}
